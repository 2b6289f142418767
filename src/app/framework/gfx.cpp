// Gfx's core: construction and the frame (begin, end, layers). What a frame records and how it
// is redrawn lives in gfx_redraw.cpp; canvases and the prescale cache in gfx_canvas.cpp; shapes in
// gfx_shapes.cpp; atlas sprites and images in gfx_sprites.cpp; text and its cache in gfx_text.cpp.
#include "tessera/app/framework/gfx.hpp"

#include <utility>

namespace tessera::app {

Gfx::Gfx(SDL_Renderer* renderer, std::string data_dir, std::string font_regular, std::string font_bold)
    : renderer_(renderer), data_dir_(std::move(data_dir)), textures_(renderer, data_dir_, log_),
      atlases_(textures_, data_dir_, log_), fonts_(std::move(font_regular), std::move(font_bold), log_) {
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
    SDL_RendererInfo info{};
    software_ = SDL_GetRendererInfo(renderer_, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE) != 0;
    textures_.set_mirror(software_);
}

Gfx::~Gfx() = default;

void Gfx::mark_layer() {
    if (recording_) lists_[current_].layers.push_back(lists_[current_].cmds.size());
    ++layout_log_.layer;
}

void Gfx::begin_frame() {
    frame_start_ = SDL_GetPerformanceCounter();
    lists_[current_].clear();
    clips_.clear();
    layout_log_.clear();
    recording_ = true;
}

void Gfx::end_frame() {
    recording_ = false;
    clips_.clear();
    DrawList& now = lists_[current_];
    const DrawList& before = lists_[1 - current_];
    stats_ = {};
    stats_.commands = now.cmds.size();
    int ow = 0, oh = 0;
    SDL_GetRendererOutputSize(renderer_, &ow, &oh);
    // The software renderer keeps the screen's pixels between frames, so at 1:1 it can redraw
    // in place and skip the copy of a frame texture.
    const bool direct = software_ && ow == kLogicalWidth && oh == kLogicalHeight;
    if (direct != direct_) {
        direct_ = direct;
        full_redraw_ = true;
        base_texture_.reset();
        base_length_ = 0;
        // Allocated (and its pages touched) now, not in the frame an overlay opens.
        base_pixels_.assign(direct ? static_cast<std::size_t>(kLogicalWidth) * kLogicalHeight : 0, 0);
    }
    if (direct) {
        frame_scale_ = 1;
        direct_surface_ = screen_surface();
        compose(now, before, nullptr);
        direct_surface_ = nullptr;
    } else if (ensure_frame_texture()) {
        compose(now, before, frame_texture_.get());
        // Nothing changed, and the software renderer's screen still shows the last frame: no
        // need to scale the whole frame onto it again.
        if (!software_ || stats_.dirty_pixels > 0) {
            if (ow != kLogicalWidth * frame_scale_ || oh != kLogicalHeight * frame_scale_) {
                // Letterbox bars: the back buffer holds nothing we can rely on.
                SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 255);
                SDL_RenderClear(renderer_);
            }
            SDL_RenderCopy(renderer_, frame_texture_.get(), nullptr, nullptr);
        }
    } else {
        SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 255);
        SDL_RenderClear(renderer_);
        replay(now, kScreen);
        SDL_RenderSetClipRect(renderer_, nullptr);
        stats_.full = true;
        stats_.dirty_pixels = static_cast<long long>(kScreen.w) * kScreen.h;
    }
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
    render_warm_texts();
    current_ = 1 - current_; // this frame is the next one's "before"
    lists_[current_].clear();

    ++frame_;
    age_prescaled();
    age_texts();
}

} // namespace tessera::app
