// DrawPacing: hands a long frame to Mesa's software GL drivers (llvmpipe, softpipe) in parts.
//
// llvmpipe records draws into a scene while its threads draw the previous one. When it must hand
// a scene over without waiting (the scene is full, or the render target changes) while the one
// before is still being drawn, it opens another scene slot. A finished scene is only cleared when
// its slot is used again, and slots are tried first to last, so a slot opened in one busy frame
// keeps that frame's commands and its references to textures and window buffers (of the window
// size of the time) until another busy frame reaches it: resident memory climbs in steps through
// a long game. Handing the queued draws over and waiting for them every few hundred draws keeps
// the first slot the only one in use. Other renderers are left alone.
#pragma once

#include <SDL.h>

namespace tileflow {

// Draw calls between two waits on a software GL driver. A part this size stays far below the
// driver's own limits on a scene (36 MB of commands, 64 MB of textures), even at 4K.
inline constexpr int DrawsPerPart = 256;

// Notes whether `renderer` draws through Mesa's software GL (then its glFinish is kept). Called
// once a renderer is made; a renderer not noted is never paced.
void notePacing(SDL_Renderer* renderer);
// Paces `renderer` with `finish` standing in for glFinish (tests), or with null stops pacing it
// (a renderer about to be destroyed).
void pacePretending(SDL_Renderer* renderer, void (*finish)());
// Counts `draws` draw calls on `renderer`. On a paced renderer, once DrawsPerPart have gathered,
// the queued drawing is handed over and waited for.
void paceDraws(SDL_Renderer* renderer, int draws = 1);

}  // namespace tileflow
