// DrawPacing: see DrawPacing.hpp.
#include "engine/platform/DrawPacing.hpp"

namespace tileflow {

namespace {

// One renderer is paced at a time: the game has one window.
SDL_Renderer* paced = nullptr;
void (*finishDrawing)() = nullptr;
int gathered = 0;

bool softwareGl(SDL_Renderer* renderer) {
  SDL_RendererInfo info{};
  if (SDL_GetRendererInfo(renderer, &info) != 0 || SDL_strncmp(info.name, "opengl", 6) != 0) return false;
  using GetString = const unsigned char* (*)(unsigned);
  constexpr unsigned GlRenderer = 0x1F01;
  auto getString = reinterpret_cast<GetString>(SDL_GL_GetProcAddress("glGetString"));
  const char* name = getString ? reinterpret_cast<const char*>(getString(GlRenderer)) : nullptr;
  return name != nullptr && (SDL_strstr(name, "llvmpipe") != nullptr || SDL_strstr(name, "softpipe") != nullptr);
}

}  // namespace

void notePacing(SDL_Renderer* renderer) {
  if (renderer == nullptr || !softwareGl(renderer)) return;
  pacePretending(renderer, reinterpret_cast<void (*)()>(SDL_GL_GetProcAddress("glFinish")));
}

void pacePretending(SDL_Renderer* renderer, void (*finish)()) {
  if (finish == nullptr && renderer != paced) return;
  paced = finish != nullptr ? renderer : nullptr;
  finishDrawing = finish;
  gathered = 0;
}

void paceDraws(SDL_Renderer* renderer, int draws) {
  if (renderer != paced || paced == nullptr) return;
  gathered += draws;
  if (gathered < DrawsPerPart) return;
  gathered = 0;
  SDL_RenderFlush(renderer);
  finishDrawing();
}

}  // namespace tileflow
