// View: board drawing.
