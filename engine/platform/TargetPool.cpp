// TargetPool: lends render targets and keeps the ones given back, up to a window-sized number.
#include "engine/platform/TargetPool.hpp"

#include <cstring>
#include <utility>

#include "engine/platform/TextureLedger.hpp"

namespace tileflow {

bool renderTargetsWorthKeeping(const char* rendererName) {
  return rendererName != nullptr && std::strcmp(rendererName, "software") == 0;
}

TargetPool::TargetPool(SDL_Renderer* renderer, int side, std::size_t limit)
    : renderer_(renderer), side_(side), limit_(limit), keep_(limit) {}

TexturePtr TargetPool::take() {
  if (!free_.empty()) {
    TexturePtr t = std::move(free_.back());
    free_.pop_back();
    return t;
  }
  if (renderer_ == nullptr || made_ >= limit_ || !SDL_RenderTargetSupported(renderer_)) return nullptr;
  if (format_ == 0) {
    SDL_RendererInfo info{};
    format_ = SDL_GetRendererInfo(renderer_, &info) == 0 && info.num_texture_formats > 0
                  ? info.texture_formats[0]
                  : static_cast<Uint32>(SDL_PIXELFORMAT_ARGB8888);
  }
  TexturePtr t = TextureLedger::create(renderer_, format_, SDL_TEXTUREACCESS_TARGET, side_, side_);
  if (t) ++made_;
  return t;
}

void TargetPool::give(TexturePtr target) {
  if (!target) return;
  if (free_.size() < keep_) {
    free_.push_back(std::move(target));
  } else {
    --made_;
  }
  // Kept for the view's next layout; once no view holds any, they go: a target is a plain surface
  // on the renderers that use them, cheap to make again, and the next board may need far fewer.
  if (free_.size() == made_) {
    free_.clear();
    made_ = 0;
  }
}

void TargetPool::setKeep(std::size_t keep) {
  keep_ = keep;
  while (free_.size() > keep_) {
    free_.pop_back();
    --made_;
  }
}

}  // namespace tileflow
