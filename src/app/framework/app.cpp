#include "tessera/app/framework/app.hpp"

#include <SDL_image.h>
#include <SDL_ttf.h>
#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

#include "tessera/app/framework/display_check.hpp"
#include "tessera/app/framework/font_lookup.hpp"
#include "tessera/app/framework/frame_fit.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/framework/image_preloader.hpp"
#include "tessera/app/framework/paths.hpp"
#include "tessera/app/framework/png_file.hpp"
#include "tessera/app/framework/window_placement.hpp"

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
    // No text is worse than no game: a missing font stops the start, naming what was looked for.
    const FontLookup fonts = find_fonts();
    if (!fonts.error.empty()) return fail("cannot find Tessera's fonts:\n" + fonts.error);
    app->catalog_ = std::make_unique<levels::LevelCatalog>(app->data_dir_, levels::user_levels_dir());

    if (options.headless) {
        if (!SDL_getenv("SDL_VIDEODRIVER")) SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    }
    // The window's class (X11 WM_CLASS, Wayland app_id) is the app id, so desktops match the
    // window to io.github...desktop (StartupWMClass) and show its icon; SDL 2 would otherwise use
    // the executable's name, tessera-gui. A value set by the player wins.
    SDL_setenv("SDL_VIDEO_X11_WMCLASS", TESSERA_APP_ID, 0);
    SDL_setenv("SDL_VIDEO_WAYLAND_WMCLASS", TESSERA_APP_ID, 0);
    // No display, no window: say so and stop, rather than run unseen (display_check.hpp).
    const char* driver = SDL_getenv("SDL_VIDEODRIVER");
    const char* display = SDL_getenv("DISPLAY");
    const char* wayland = SDL_getenv("WAYLAND_DISPLAY");
    if (!options.headless)
        if (std::string why = missing_display(driver, display, wayland); !why.empty()) return fail(why);
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0)
        return fail(options.headless ? std::string("cannot start SDL video: ") + SDL_GetError()
                                     : video_failed(driver, display, wayland, SDL_GetError()));
    if (!options.headless)
        if (std::string why = invisible_driver(driver, SDL_GetCurrentVideoDriver()); !why.empty()) {
            SDL_Quit();
            return fail(why);
        }
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
    std::vector<std::string> folder_notes;
    levels::ProfileLoad loaded;
    const std::string folder = profile_dir(&folder_notes, &app->no_folder_);
    if (!folder.empty()) {
        app->store_ = std::make_unique<levels::ProfileStore>(folder);
        loaded = app->store_->load();
        app->profile_ = std::move(loaded.profile);
    }
    set_language(locale_dir(app->data_dir_), app->profile_.settings.language);

    if (options.headless) {
        app->surface_ =
            SDL_CreateRGBSurfaceWithFormat(0, options.width, options.height, 32, SDL_PIXELFORMAT_ARGB8888);
        if (!app->surface_)
            return fail(std::string("cannot create an off-screen surface: ") + SDL_GetError());
        app->renderer_.reset(SDL_CreateSoftwareRenderer(app->surface_));
        if (!app->renderer_)
            return fail(std::string("cannot create the software renderer: ") + SDL_GetError());
    } else if (std::string why = app->open_window(); !why.empty()) {
        return fail(why);
    }
    // No SDL logical size: Gfx letterboxes the 1280x720 frame into the output itself, drawing at
    // the output's pixel size (frame_fit.hpp), and map_pointer() maps the pointer back.

    app->gfx_ = std::make_unique<Gfx>(app->renderer_.get(), app->data_dir_, fonts.faces);
    if (app->surface_) app->gfx_->set_screen_surface(app->surface_);
    if (preloader) app->gfx_->textures().preload(std::move(preloader));
    if (options.audio && !options.headless) {
        app->audio_ = std::make_unique<Audio>(app->data_dir_, app->audio_log_);
    } else {
        if (!SDL_getenv("SDL_AUDIODRIVER")) SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
        app->audio_ = std::make_unique<Audio>(app->data_dir_, app->audio_log_);
    }
    if (!app->audio_->available()) SDL_Log("%s", app->audio_->status().c_str()); // once, one line
    for (const auto& n : folder_notes) {
        SDL_Log("%s", n.c_str());
        app->toast(n, 10);
    }
    for (const auto& w : loaded.warnings) app->toast(w, 10);
    if (!app->no_folder_.empty()) app->save_profile(); // says once why nothing is saved
    app->apply_settings();
    return app;
}

// The window, at a size that fits the screen (16:9) or as the player left it, and its renderer:
// "" when both are open, else why not.
std::string App::open_window() {
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
    // A size that fits the screen (16:9), or the window as the player left it.
    std::vector<SDL_Rect> usable;
    for (int i = 0; i < SDL_GetNumVideoDisplays(); ++i) {
        SDL_Rect r{};
        if (SDL_GetDisplayUsableBounds(i, &r) == 0 && r.w > 0 && r.h > 0) usable.push_back(r);
    }
    windowed_ = initial_window(usable, profile_.settings.window);
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    SDL_Rect at = windowed_;
    if (profile_.settings.fullscreen) {
        flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
        // Made the size of its screen: with no window manager to act on the full-screen
        // flag the window would keep the windowed size while SDL reports the screen's
        // (set_fullscreen). Leaving full screen restores `windowed_`.
        const SDL_Point centre{at.x + at.w / 2, at.y + at.h / 2};
        int display = 0;
        for (std::size_t i = 0; i < usable.size(); ++i)
            if (SDL_PointInRect(&centre, &usable[i])) display = static_cast<int>(i);
        SDL_Rect screen{};
        if (!usable.empty() && SDL_GetDisplayBounds(display, &screen) == 0) at = screen;
    }
    window_.reset(SDL_CreateWindow("Tessera", at.x, at.y, at.w, at.h, flags));
    if (!window_) return std::string("cannot open a window: ") + SDL_GetError();
    renderer_.reset(
        SDL_CreateRenderer(window_.get(), -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC));
    if (!renderer_) renderer_.reset(SDL_CreateRenderer(window_.get(), -1, SDL_RENDERER_SOFTWARE));
    if (!renderer_) return std::string("cannot create a renderer: ") + SDL_GetError();
    // A screen smaller than the usual minimum still gets its whole window.
    SDL_SetWindowMinimumSize(window_.get(), std::min(kMinWindowWidth, at.w),
                             std::min(kMinWindowHeight, at.h));
    if (SDL_Surface* icon = IMG_Load((data_dir_ + "/assets/icons/tessera.png").c_str())) {
        SDL_SetWindowIcon(window_.get(), icon);
        SDL_FreeSurface(icon);
    }
    return "";
}

App::~App() {
    scenes_.reset_to(0, nullptr);
    scenes_.apply_pending();
    catalog_.reset(); // stops its worker after the file in hand
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
    set_language(locale_dir(data_dir_), profile_.settings.language);
    audio_->set_volumes(profile_.settings.music_volume, profile_.settings.effects_volume);
    set_fullscreen(profile_.settings.fullscreen);
}

void App::set_fullscreen(bool on) {
    if (!window_) return;
    SDL_Window* w = window_.get();
    const bool is_full = (SDL_GetWindowFlags(w) & SDL_WINDOW_FULLSCREEN) != 0;
    if (on == is_full) return;
    if (on) {
        remember_window();
        // Under an X server with no window manager nobody acts on the full-screen request, yet
        // SDL takes the window to be the size of the screen, and the picture drawn for that
        // size shows cropped and zoomed. Covering the screen first makes the two agree; a
        // window manager then makes it full screen as usual.
        SDL_Rect screen{};
        if (std::strcmp(SDL_GetCurrentVideoDriver(), "x11") == 0 &&
            SDL_GetDisplayBounds(std::max(0, SDL_GetWindowDisplayIndex(w)), &screen) == 0) {
            SDL_SetWindowPosition(w, screen.x, screen.y);
            SDL_SetWindowSize(w, screen.w, screen.h);
        }
        SDL_SetWindowFullscreen(w, SDL_WINDOW_FULLSCREEN_DESKTOP);
    } else {
        SDL_SetWindowFullscreen(w, 0);
        // Back to the window as it was, said explicitly: without a window manager nobody
        // restores it, and SDL would go on reporting (and Gfx drawing for) the screen's size.
        SDL_SetWindowSize(w, windowed_.w, windowed_.h);
        SDL_SetWindowPosition(w, windowed_.x, windowed_.y);
    }
    gfx_->invalidate();
}

void App::remember_window() {
    if (!window_) return;
    const Uint32 flags = SDL_GetWindowFlags(window_.get());
    if (flags & (SDL_WINDOW_FULLSCREEN | SDL_WINDOW_MAXIMIZED | SDL_WINDOW_MINIMIZED)) return;
    SDL_Rect r{};
    SDL_GetWindowPosition(window_.get(), &r.x, &r.y);
    SDL_GetWindowSize(window_.get(), &r.w, &r.h);
    if (r.w <= 0 || r.h <= 0) return;
    windowed_ = r;
    profile_.settings.window = {r.w, r.h, r.x, r.y};
}

void App::toggle_fullscreen() {
    profile_.settings.fullscreen = !profile_.settings.fullscreen;
    apply_settings();
    save_profile();
}

// No profile folder (it could not be made): each save tries to make it again, and until then
// nothing is written anywhere.
std::string App::save_without_folder() {
    std::string why;
    const std::string folder = profile_dir(nullptr, &why);
    if (folder.empty()) return why;
    no_folder_.clear();
    store_ = std::make_unique<levels::ProfileStore>(folder);
    return store_->save(profile_);
}

void App::save_profile() {
    if (!store_) {
        const std::string err = save_without_folder();
        if (err.empty()) {
            toast(tr("The profile folder could be made: your progress is being saved."), 6);
            save_warned_.clear();
        } else if (err != save_warned_) {
            save_warned_ = err;
            toast(trf("Progress cannot be saved: {0}. You can keep playing.", err), 10);
        }
        return;
    }
    const bool was_disabled = store_->saving_disabled();
    const std::string err = store_->save(profile_);
    if (err.empty()) {
        if (was_disabled) toast(tr("Your profile can be read again: your progress is being saved."), 6);
        save_warned_.clear();
        return;
    }
    // An unreadable profile was already explained at start; other reasons once each.
    if (store_->saving_disabled() && was_disabled) return;
    if (err == save_warned_) return;
    save_warned_ = err;
    toast(trf("Progress cannot be saved: {0}. You can keep playing.", err), 8);
}

bool App::progress_unsaved() const { return !store_ || store_->behind() || !game_unsaved_.empty(); }

void App::set_game_unsaved(const std::string& why) {
    if (!why.empty() && why != game_unsaved_) toast(why, 8);
    game_unsaved_ = why;
}

void App::toast(const std::string& message, double seconds, const std::string& topic) {
    SDL_Log("%s", message.c_str());
    last_toast_ = message;
    if (!topic.empty())
        toasts_.erase(
            std::remove_if(toasts_.begin(), toasts_.end(), [&](const Toast& t) { return t.topic == topic; }),
            toasts_.end());
    toasts_.push_back({message, seconds, topic});
    if (toasts_.size() > 4) toasts_.erase(toasts_.begin());
}

std::vector<std::string> App::toast_texts() const {
    std::vector<std::string> out;
    for (const auto& t : toasts_) out.push_back(t.text);
    return out;
}

void App::step_toasts(double dt) {
    // An unreadable profile: check every two seconds whether it has been fixed (a save does).
    if ((!store_ || store_->saving_disabled()) && (retry_clock_ -= dt) <= 0) {
        retry_clock_ = 2.0;
        save_profile();
    }
    for (auto& t : toasts_) t.left -= dt;
    toasts_.erase(std::remove_if(toasts_.begin(), toasts_.end(), [](const Toast& t) { return t.left <= 0; }),
                  toasts_.end());
}

// Bottom right, over everything, for as long as the profile on disk is behind the game.
void App::draw_unsaved_marker() {
    const std::string text = "\xE2\x9A\xA0 " + tr("Progress is not being saved");
    const auto size = gfx_->measure(text, 16);
    const SDL_FRect box{kLogicalWidth - size.w - 40, kLogicalHeight - size.h - 28, size.w + 24, size.h + 12};
    gfx_->fill_rounded(box, 8, {120, 30, 30, 235});
    gfx_->outline_rounded(box, 8, {250, 170, 120, 255}, 2);
    gfx_->text(text, box.x + 12, box.y + 6, 16, {255, 235, 220, 255});
}

void App::draw_toasts() {
    float y = 16;
    for (const auto& t : toasts_) {
        const float alpha = static_cast<float>(std::min(1.0, t.left / 0.4));
        const float w = 1000;
        const SDL_FRect box{(kLogicalWidth - w) / 2, y, w, gfx_->wrapped_height(t.text, w - 40, 18) + 20};
        gfx_->fill_rounded(box, 10, {40, 20, 20, static_cast<Uint8>(230 * alpha)});
        gfx_->outline_rounded(box, 10, {240, 170, 90, static_cast<Uint8>(255 * alpha)}, 2);
        gfx_->text_wrapped(t.text, box.x + 20, box.y + 10, w - 40, 18,
                           {255, 240, 220, static_cast<Uint8>(255 * alpha)});
        y += box.h + 8;
    }
}

void App::map_pointer(SDL_Event& e) const {
    if (!window_) return; // headless: events come in logical units already
    int ww = 0, wh = 0, ow = 0, oh = 0;
    SDL_GetWindowSize(window_.get(), &ww, &wh);
    if (SDL_GetRendererOutputSize(renderer_.get(), &ow, &oh) != 0 || ow <= 0 || oh <= 0) return;
    auto map = [&](Sint32& x, Sint32& y) {
        const SDL_FPoint p = window_to_logical(static_cast<float>(x), static_cast<float>(y), ww, wh, ow, oh);
        x = static_cast<Sint32>(std::floor(p.x));
        y = static_cast<Sint32>(std::floor(p.y));
    };
    switch (e.type) {
    case SDL_MOUSEMOTION: {
        map(e.motion.x, e.motion.y);
        const float k =
            ww > 0 ? static_cast<float>(ow) / static_cast<float>(ww) / fit_frame(ow, oh).scale : 1;
        e.motion.xrel = static_cast<Sint32>(std::lround(static_cast<float>(e.motion.xrel) * k));
        e.motion.yrel = static_cast<Sint32>(std::lround(static_cast<float>(e.motion.yrel) * k));
        break;
    }
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        map(e.button.x, e.button.y);
        break;
    case SDL_MOUSEWHEEL:
        map(e.wheel.mouseX, e.wheel.mouseY);
        break;
    default:
        break;
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
    if (e.type == SDL_WINDOWEVENT &&
        (e.window.event == SDL_WINDOWEVENT_MOVED || e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED))
        window_changed_at_ = SDL_GetTicks64();
    // Some GL drivers (Mesa's software GLX under Xvfb) take a new window size only when the
    // viewport is set again, which a frame with nothing to redraw never does: after a resize
    // every frame is redrawn whole for half a second, so a size that reaches the driver late
    // still shows.
    if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
        redraw_whole_until_ = SDL_GetTicks64() + 500;
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
    if (redraw_whole_until_ != 0) {
        if (SDL_GetTicks64() < redraw_whole_until_)
            gfx_->invalidate();
        else
            redraw_whole_until_ = 0;
    }
    gfx_->begin_frame();
    gfx_->clear({18, 20, 30, 255});
    scenes_.draw(*gfx_);
    const bool unsaved = progress_unsaved();
    if (!toasts_.empty() || unsaved) gfx_->mark_layer();
    draw_toasts();
    if (unsaved) draw_unsaved_marker();
    tooltip_.draw(*gfx_);
    gfx_->end_frame();
    SDL_RenderPresent(renderer_.get());
}

void App::step_once(double dt) {
    for (const auto& hook : step_hooks_) hook();
    for (const SDL_Event& k : pads_.step(dt)) deliver(k);
    scenes_.step(dt);
    step_toasts(dt);
    tooltip_.step(dt);
    scenes_.apply_pending();
}

void App::simulate(int steps) {
    scenes_.apply_pending();
    // Headless runs are deterministic: what the level catalog is checking is finished before each
    // step, so a scan a scene asks for in one step has its results in the next whatever the load.
    for (int i = 0; i < steps; ++i) {
        catalog_->wait_idle();
        step_once(clock_.step_seconds());
    }
    catalog_->wait_idle();
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
    tooltip_.see(e);
    if (handle_global(e)) return;
    scenes_.handle(e);
    scenes_.apply_pending();
}

void App::pump_events() {
    SDL_Event e;
    while (SDL_PollEvent(&e)) {
        map_pointer(e);
        dispatch(e);
    }
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
    std::string error = write_png_file(shot, path); // atomically: a full disk leaves an old file whole
    SDL_FreeSurface(shot);
    return error;
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
        // The window's place is saved once it has stopped moving, not at every step of a drag.
        if (window_changed_at_ != 0 && SDL_GetTicks64() - window_changed_at_ > 1000) {
            window_changed_at_ = 0;
            const levels::WindowPlacement before = profile_.settings.window;
            remember_window();
            if (!(profile_.settings.window == before)) save_profile();
        }
        render_frame();
        // vsync paces us; if the driver ignores it (software, dummy), do not spin a core.
        const double frame = static_cast<double>(SDL_GetPerformanceCounter() - now) / freq;
        if (frame < 0.004) SDL_Delay(4);
    }
    remember_window();
    save_profile();
    return 0;
}

} // namespace tessera::app
