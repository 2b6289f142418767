#include "tessera/app/framework/app.hpp"

#include <SDL_image.h>
#include <SDL_ttf.h>
#include <algorithm>

#include "tessera/app/framework/image_preloader.hpp"
#include "tessera/app/framework/paths.hpp"

namespace tessera::app {

std::unique_ptr<App> App::create(const AppOptions& options, std::string* error) {
    std::unique_ptr<App> app(new App());
    app->headless_ = options.headless;
    auto fail = [&](const std::string& why) -> std::unique_ptr<App> {
        if (error) *error = why;
        return nullptr;
    };

    const DataLocation data = find_data_dir();
    if (data.dir.empty()) {
        std::string tried;
        for (const auto& t : data.tried) tried += "\n  " + t;
        return fail("cannot find Tessera's data (assets/ and levels/); looked in:" + tried +
                    "\nset TESSERA_DATA_DIR to the folder that holds them");
    }
    app->data_dir_ = data.dir;

    if (options.headless) {
        if (!SDL_getenv("SDL_VIDEODRIVER")) SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    }
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0)
        return fail(std::string("cannot start SDL video: ") + SDL_GetError());
    app->sdl_video_ = true;
    // Pads are optional: without the subsystem the game plays with keyboard and mouse.
    if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) == 0)
        app->pads_.open_all();
    else
        SDL_Log("no game pad support: %s", SDL_GetError());
    if (TTF_Init() != 0) return fail(std::string("cannot start SDL_ttf: ") + TTF_GetError());
    app->sdl_ttf_ = true;
    IMG_Init(IMG_INIT_PNG | IMG_INIT_JPG);
    // Decoding starts now, beside the window, renderer, fonts and audio being set up.
    std::unique_ptr<ImagePreloader> preloader;
    if (options.preload_images)
        preloader =
            std::make_unique<ImagePreloader>(app->data_dir_, ImagePreloader::game_pictures(app->data_dir_));

    // Profile first: settings decide fullscreen and volumes.
    app->store_ = std::make_unique<levels::ProfileStore>(profile_dir());
    auto loaded = app->store_->load();
    app->profile_ = std::move(loaded.profile);

    if (options.headless) {
        app->surface_ =
            SDL_CreateRGBSurfaceWithFormat(0, options.width, options.height, 32, SDL_PIXELFORMAT_ARGB8888);
        if (!app->surface_)
            return fail(std::string("cannot create an off-screen surface: ") + SDL_GetError());
        app->renderer_.reset(SDL_CreateSoftwareRenderer(app->surface_));
        if (!app->renderer_)
            return fail(std::string("cannot create the software renderer: ") + SDL_GetError());
    } else {
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
        Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
        if (app->profile_.settings.fullscreen) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
        app->window_.reset(SDL_CreateWindow("Tessera", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                            options.width, options.height, flags));
        if (!app->window_) return fail(std::string("cannot open a window: ") + SDL_GetError());
        app->renderer_.reset(
            SDL_CreateRenderer(app->window_.get(), -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC));
        if (!app->renderer_)
            app->renderer_.reset(SDL_CreateRenderer(app->window_.get(), -1, SDL_RENDERER_SOFTWARE));
        if (!app->renderer_) return fail(std::string("cannot create a renderer: ") + SDL_GetError());
        SDL_SetWindowMinimumSize(app->window_.get(), 640, 360);
        if (SDL_Surface* icon = IMG_Load((app->data_dir_ + "/assets/icons/tessera.png").c_str())) {
            SDL_SetWindowIcon(app->window_.get(), icon);
            SDL_FreeSurface(icon);
        }
    }
    // Letterboxing: the scenes always draw in 1280x720; SDL scales and centres it (and maps
    // mouse coordinates back), whatever the window size or pixel density.
    SDL_RenderSetLogicalSize(app->renderer_.get(), kLogicalWidth, kLogicalHeight);

    app->gfx_ =
        std::make_unique<Gfx>(app->renderer_.get(), app->data_dir_, font_regular_path(), font_bold_path());
    if (app->surface_) app->gfx_->set_screen_surface(app->surface_);
    if (preloader) app->gfx_->textures().preload(std::move(preloader));
    if (options.audio && !options.headless) {
        app->audio_ = std::make_unique<Audio>(app->data_dir_, app->audio_log_);
    } else {
        if (!SDL_getenv("SDL_AUDIODRIVER")) SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
        app->audio_ = std::make_unique<Audio>(app->data_dir_, app->audio_log_);
    }
    for (const auto& w : loaded.warnings) app->toast(w, 10);
    app->apply_settings();
    return app;
}

App::~App() {
    scenes_.reset_to(0, nullptr);
    scenes_.apply_pending();
    audio_.reset();
    gfx_.reset();
    renderer_.reset();
    window_.reset();
    if (surface_) SDL_FreeSurface(surface_);
    IMG_Quit();
    if (sdl_ttf_) TTF_Quit();
    if (sdl_video_) SDL_Quit();
}

double App::animation_speed() const { return profile_.settings.animation_speed; }

void App::apply_settings() {
    audio_->set_volumes(profile_.settings.music_volume, profile_.settings.effects_volume);
    if (window_) {
        const bool is_full = (SDL_GetWindowFlags(window_.get()) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
        if (is_full != profile_.settings.fullscreen)
            SDL_SetWindowFullscreen(window_.get(),
                                    profile_.settings.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
    }
}

void App::toggle_fullscreen() {
    profile_.settings.fullscreen = !profile_.settings.fullscreen;
    apply_settings();
    save_profile();
}

void App::save_profile() {
    const std::string err = store_->save(profile_);
    if (!err.empty() && !save_warned_) {
        save_warned_ = true;
        toast("Progress cannot be saved: " + err + ". You can keep playing.", 8);
    }
}

void App::toast(const std::string& message, double seconds) {
    SDL_Log("%s", message.c_str());
    toasts_.push_back({message, seconds});
    if (toasts_.size() > 4) toasts_.erase(toasts_.begin());
}

void App::step_toasts(double dt) {
    for (auto& t : toasts_) t.left -= dt;
    toasts_.erase(std::remove_if(toasts_.begin(), toasts_.end(), [](const Toast& t) { return t.left <= 0; }),
                  toasts_.end());
}

void App::draw_toasts() {
    float y = 16;
    for (const auto& t : toasts_) {
        const float alpha = static_cast<float>(std::min(1.0, t.left / 0.4));
        const float w = 1000;
        SDL_FRect box{(kLogicalWidth - w) / 2, y, w, 0};
        // Measure by drawing off-screen is not possible; estimate lines from width.
        const auto size = gfx_->measure(t.text, 18);
        const int lines = std::max(1, static_cast<int>(size.w / (w - 40)) + 1);
        box.h = static_cast<float>(lines) * (size.h + 4) + 20;
        gfx_->fill_rounded(box, 10, {40, 20, 20, static_cast<Uint8>(230 * alpha)});
        gfx_->outline_rounded(box, 10, {240, 170, 90, static_cast<Uint8>(255 * alpha)}, 2);
        gfx_->text_wrapped(t.text, box.x + 20, box.y + 10, w - 40, 18,
                           {255, 240, 220, static_cast<Uint8>(255 * alpha)});
        y += box.h + 8;
    }
}

bool App::handle_global(const SDL_Event& e) {
    if (e.type == SDL_QUIT) {
        running_ = false;
        return true;
    }
    // The frame texture may be stale or lost: redraw the next frame whole.
    if (e.type == SDL_RENDER_TARGETS_RESET || e.type == SDL_RENDER_DEVICE_RESET ||
        (e.type == SDL_WINDOWEVENT &&
         (e.window.event == SDL_WINDOWEVENT_EXPOSED || e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED)))
        gfx_->invalidate();
    if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_F11 && !e.key.repeat) {
        toggle_fullscreen();
        return true;
    }
    if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_RETURN && (e.key.keysym.mod & KMOD_ALT)) {
        toggle_fullscreen();
        return true;
    }
    return false;
}

void App::render_frame() {
    gfx_->begin_frame();
    gfx_->clear({18, 20, 30, 255});
    scenes_.draw(*gfx_);
    if (!toasts_.empty()) gfx_->mark_layer();
    draw_toasts();
    gfx_->end_frame();
    SDL_RenderPresent(renderer_.get());
}

void App::step_once(double dt) {
    for (const SDL_Event& k : pads_.step(dt)) deliver(k);
    scenes_.step(dt);
    step_toasts(dt);
    scenes_.apply_pending();
}

void App::simulate(int steps) {
    scenes_.apply_pending();
    for (int i = 0; i < steps; ++i) step_once(clock_.step_seconds());
    render_frame();
}

void App::dispatch(const SDL_Event& e) {
    const std::vector<SDL_Event> keys = pads_.translate(e);
    const bool from_pad = e.type >= SDL_CONTROLLERAXISMOTION && e.type <= SDL_CONTROLLERDEVICEREMAPPED;
    if (from_pad) {
        for (const SDL_Event& k : keys) deliver(k); // not through translate(): still the pad's input
        return;
    }
    deliver(e);
}

void App::deliver(const SDL_Event& e) {
    if (handle_global(e)) return;
    scenes_.handle(e);
    scenes_.apply_pending();
}

void App::pump_events() {
    SDL_Event e;
    while (SDL_PollEvent(&e)) dispatch(e);
}

std::string App::save_png(const std::string& path) {
    SDL_Surface* shot = nullptr;
    if (surface_) {
        shot = SDL_ConvertSurfaceFormat(surface_, SDL_PIXELFORMAT_RGB24, 0);
    } else {
        int w = 0, h = 0;
        SDL_GetRendererOutputSize(renderer_.get(), &w, &h);
        shot = SDL_CreateRGBSurfaceWithFormat(0, w, h, 24, SDL_PIXELFORMAT_RGB24);
        if (shot)
            SDL_RenderReadPixels(renderer_.get(), nullptr, SDL_PIXELFORMAT_RGB24, shot->pixels, shot->pitch);
    }
    if (!shot) return std::string("cannot capture the frame: ") + SDL_GetError();
    const int rc = IMG_SavePNG(shot, path.c_str());
    SDL_FreeSurface(shot);
    if (rc != 0) return "cannot write " + path + ": " + IMG_GetError();
    return {};
}

int App::run() {
    Uint64 last = SDL_GetPerformanceCounter();
    const double freq = static_cast<double>(SDL_GetPerformanceFrequency());
    scenes_.apply_pending();
    while (running_ && !scenes_.empty()) {
        pump_events();
        const Uint64 now = SDL_GetPerformanceCounter();
        const int steps = clock_.advance(static_cast<double>(now - last) / freq);
        last = now;
        for (int i = 0; i < steps; ++i) step_once(clock_.step_seconds());
        if (scenes_.empty()) break;
        render_frame();
        // vsync paces us; if the driver ignores it (software, dummy), do not spin a core.
        const double frame = static_cast<double>(SDL_GetPerformanceCounter() - now) / freq;
        if (frame < 0.004) SDL_Delay(4);
    }
    save_profile();
    return 0;
}

} // namespace tessera::app
