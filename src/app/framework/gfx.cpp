// Gfx's core: construction and the frame (begin, end, layers). What a frame records and how it
// is redrawn lives in gfx_redraw.cpp; canvases and the prescale cache in gfx_canvas.cpp; shapes in
// gfx_shapes.cpp; atlas sprites and images in gfx_sprites.cpp; text and its cache in gfx_text.cpp.
#include "tessera/app/framework/gfx.hpp"

#include <utility>

namespace tessera::app {

Gfx::Gfx(SDL_Renderer* renderer, std::string data_dir, FontFaces fonts)
    : renderer_(renderer), data_dir_(std::move(data_dir)), textures_(renderer, data_dir_, log_),
      atlases_(textures_, data_dir_, log_), fonts_(std::move(fonts), log_) {
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

void Gfx::fit_output() {
    int ow = 0, oh = 0;
    if (SDL_GetRendererOutputSize(renderer_, &ow, &oh) != 0) ow = kLogicalWidth, oh = kLogicalHeight;
    const FrameFit fit = fit_frame(ow, oh);
    if (fit.scale != fit_.scale || fit.area.w != fit_.area.w || fit.area.h != fit_.area.h)
        full_redraw_ = true;
    fit_ = fit;
    screen_ = {0, 0, fit.area.w, fit.area.h};
}

void Gfx::begin_frame() {
    frame_start_ = SDL_GetPerformanceCounter();
    fit_output();
    scale_ = fit_.scale;
    lists_[current_].clear();
    clips_.clear();
    layout_log_.clear();
    cut_labels_.clear();
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
    // The software renderer keeps the screen's pixels between frames, so when the frame fills
    // the screen it can redraw in place and skip the copy of a frame texture.
    const bool direct = software_ && fit_.fills(ow, oh) && screen_surface();
    if (direct != direct_ ||
        (direct && base_pixels_.size() != static_cast<std::size_t>(screen_.w) * screen_.h)) {
        direct_ = direct;
        full_redraw_ = true;
        base_texture_.reset();
        base_length_ = 0;
        // Allocated (and its pages touched) now, not in the frame an overlay opens.
        base_pixels_.assign(direct ? static_cast<std::size_t>(screen_.w) * screen_.h : 0, 0);
    }
    if (direct) {
        direct_surface_ = screen_surface();
        compose(now, before, nullptr);
        direct_surface_ = nullptr;
    } else if (ensure_frame_texture()) {
        compose(now, before, frame_texture_.get());
        // Nothing changed, and the software renderer's screen still shows the last frame: no
        // need to copy the whole frame onto it again.
        if (!software_ || stats_.dirty_pixels > 0) {
            if (!fit_.fills(ow, oh)) {
                // Letterbox bars: the back buffer holds nothing we can rely on.
                SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 255);
                SDL_RenderClear(renderer_);
            }
            // Pixel for pixel: the frame is drawn at the output's size.
            SDL_RenderCopy(renderer_, frame_texture_.get(), nullptr, &fit_.area);
        }
    } else {
        SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 255);
        SDL_RenderClear(renderer_);
        SDL_RenderSetViewport(renderer_, &fit_.area);
        replay(now, screen_);
        SDL_RenderSetClipRect(renderer_, nullptr);
        SDL_RenderSetViewport(renderer_, nullptr);
        stats_.full = true;
        stats_.dirty_pixels = static_cast<long long>(screen_.w) * screen_.h;
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
