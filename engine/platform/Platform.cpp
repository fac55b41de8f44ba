// Platform: SDL window and renderer wrappers.
