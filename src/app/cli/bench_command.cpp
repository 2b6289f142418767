// `tessera bench`: fixed-seed workloads of every game's core, frame CPU time per scene, start-up
// time and peak RSS. The closing signature hashes the workloads' *results* (never timings), so a
// change in behaviour shows up as a new signature, as with Stockfish's `bench`.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "tessera/app/app.hpp"
#include "tessera/app/cli/commands.hpp"
#include "tessera/app/cli/pixel_bench.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/paths.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"
#include "tessera/bench/workload.hpp"
#include "tessera/cli/game_commands.hpp"

extern char** environ;

namespace tessera::cli {

namespace {

double cpu_seconds(clockid_t clock = CLOCK_PROCESS_CPUTIME_ID) {
    timespec ts{};
    clock_gettime(clock, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

// Frames are timed on the thread that draws them: SDL's audio thread (mixing sound effects,
// even into the dummy device) runs beside it and is not part of a frame.
double frame_cpu_seconds() { return cpu_seconds(CLOCK_THREAD_CPUTIME_ID); }

struct Row {
    std::string name;
    bench::Result result;
    double seconds = 0;
    bool timing_only = false; // frames, start-up, memory: not part of the signature
};

// CPU milliseconds per frame for a scene, drawn headless at 1280x720 with the software renderer.
std::vector<bench::Workload> frame_workloads() {
    std::vector<bench::Workload> out;
    std::vector<std::pair<std::string, std::string>> scenes = {
        {"menu", ""}, {"settings", ""}, {"help", ""}, {"pause", ""}, {"result", ""}};
    for (const auto& g : app::game_registry()) {
        scenes.push_back({"levels", g.id});
        if (g.playable()) scenes.push_back({"game", g.id});
    }
    for (const auto& [scene, game] : scenes) {
        const std::string name = "frame." + scene + (game.empty() ? "" : "." + game);
        out.push_back(
            {name, [scene = scene, game = game]() {
                 bench::Result r;
                 r.unit = "frames";
                 std::string error;
                 app::AppOptions opt;
                 opt.headless = true;
                 auto app = app::App::create(opt, &error);
                 if (!app) {
                     r.detail = error;
                     return r;
                 }
                 // The pictures decode on a worker thread from the app's start
                 // (image_preloader.hpp); a player reaches any scene from the menu, seconds
                 // later, so the scene finds them decoded, as here.
                 app->gfx().textures().wait_preloaded();
                 // Overlays open over a game that is on screen, as in play (the first game
                 // that plays, after half a second of it).
                 const bool overlay = scene == "pause" || scene == "result";
                 if (overlay)
                     for (const auto& g : app::game_registry())
                         if (g.playable()) {
                             if (auto under = app::make_scene_by_name(*app, "game", g.id, "", &error))
                                 app->scenes().push(std::move(under));
                             for (int i = 0; i < 60; ++i) app->simulate(1); // half a second of play
                             break;
                         }
                 auto s = app::make_scene_by_name(*app, scene, game, "", &error);
                 if (!s) {
                     r.detail = error;
                     return r;
                 }
                 app->scenes().push(std::move(s));
                 // The first frame loads what the scene shows (fonts, glyphs, textures:
                 // for a scene other than an overlay, everything, as the app is new).
                 double f0 = frame_cpu_seconds();
                 app->simulate(1);
                 const double first = frame_cpu_seconds() - f0;
                 // Steady frames redraw only what changed (damage tracking); the
                 // full redraw is what any change of the whole scene costs.
                 const int frames = 120;
                 long long dirty = 0;
                 double worst = 0;
                 double t0 = frame_cpu_seconds();
                 for (int i = 0; i < frames; ++i) {
                     f0 = frame_cpu_seconds();
                     app->simulate(1);
                     worst = std::max(worst, frame_cpu_seconds() - f0);
                     dirty += app->gfx().last_frame().dirty_pixels;
                 }
                 const double ms = (frame_cpu_seconds() - t0) * 1000.0 / frames;
                 // The scene opened again, as a player pauses again or starts another
                 // level: what it loaded the first time is there.
                 app->scenes().pop();
                 if (overlay)
                     for (int i = 0; i < 30; ++i) app->simulate(1);
                 double again = -1, again_first = -1;
                 if (auto s2 = app::make_scene_by_name(*app, scene, game, "", &error)) {
                     app->scenes().push(std::move(s2));
                     f0 = frame_cpu_seconds();
                     app->simulate(1);
                     again_first = again = frame_cpu_seconds() - f0;
                     for (int i = 0; i < frames; ++i) {
                         f0 = frame_cpu_seconds();
                         app->simulate(1);
                         again = std::max(again, frame_cpu_seconds() - f0);
                     }
                 }
                 app->gfx().set_always_full(true);
                 t0 = frame_cpu_seconds();
                 for (int i = 0; i < frames / 4; ++i) app->simulate(1);
                 const double full_ms = (frame_cpu_seconds() - t0) * 1000.0 / (frames / 4);
                 const double redrawn = 100.0 * static_cast<double>(dirty) /
                                        (double{frames} * app::kLogicalWidth * app::kLogicalHeight);
                 char buf[224];
                 std::snprintf(buf, sizeof buf,
                               "%.3f ms CPU/frame (worst %.2f; first frame %.2f; opened again: first %.2f, "
                               "worst %.2f; %.1f%% redrawn; full redraw %.2f)",
                               ms, worst * 1000.0, first * 1000.0, again_first * 1000.0, again * 1000.0,
                               redrawn, full_ms);
                 r.work = frames;
                 r.detail = buf;
                 return r;
             }});
    }
    return out;
}

double startup_seconds(const std::string& self) {
    std::vector<char*> argv = {const_cast<char*>(self.c_str()), const_cast<char*>("first-frame"), nullptr};
    const auto t0 = std::chrono::steady_clock::now();
    pid_t pid = 0;
    if (posix_spawn(&pid, self.c_str(), nullptr, nullptr, argv.data(), environ) != 0) return -1;
    int status = 0;
    waitpid(pid, &status, 0);
    const auto t1 = std::chrono::steady_clock::now();
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) return -1;
    return std::chrono::duration<double>(t1 - t0).count();
}

} // namespace

int bench_command(const std::vector<std::string>& args, const std::string& self_path) {
    bool json = false;
    bool core_only = false;
    std::string filter;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--json")
            json = true;
        else if (args[i] == "--core")
            core_only = true;
        else if (args[i] == "--filter" && i + 1 < args.size())
            filter = args[++i];
        else if (args[i] == "--help") {
            std::cout
                << "usage: tessera bench [--json] [--core] [--filter NAME]\n"
                   "  --core   only the games' core workloads (no frames, start-up): the signature test\n";
            return 0;
        } else {
            std::cerr << "tessera bench: unexpected argument \"" << args[i] << "\"\n";
            return 2;
        }
    }
    // Workloads that read shipped levels (tilestack.prove_levels) open `levels/...` relative to
    // the data folder, so the signature is the same wherever the bench is started from.
    std::string self = self_path; // absolute, since we change directory below
    char exe[4096];
    if (const ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1); n > 0)
        self.assign(exe, static_cast<std::size_t>(n));
    if (const auto data = app::find_data_dir(); !data.dir.empty() && chdir(data.dir.c_str()) != 0)
        std::cerr << "tessera bench: cannot enter " << data.dir << "\n";
    // Headless for the frame workloads, silent always.
    setenv("SDL_VIDEODRIVER", getenv("SDL_VIDEODRIVER") ? getenv("SDL_VIDEODRIVER") : "dummy", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    // A profile of its own: the player's saves would change what the scenes show, and the
    // bench must not write to them.
    char home_template[] = "/tmp/tessera-bench-XXXXXX";
    const char* home = mkdtemp(home_template);
    if (home) setenv("TESSERA_HOME", home, 1);
    struct RemoveHome {
        const char* dir;
        ~RemoveHome() {
            std::error_code ec;
            if (dir) std::filesystem::remove_all(dir, ec);
        }
    } remove_home{home};

    std::vector<bench::Workload> all;
    for (auto* list : {&match3_workloads, &samegame_workloads, &sudoku_workloads, &tilestack_workloads,
                       &onestroke_workloads}) {
        auto w = (*list)();
        all.insert(all.end(), std::make_move_iterator(w.begin()), std::make_move_iterator(w.end()));
    }
    const std::size_t core_count = all.size();
    if (!core_only) {
        for (auto&& w : frame_workloads()) all.push_back(std::move(w));
        for (auto&& w : pixel_workloads()) all.push_back(std::move(w));
    }

    std::vector<Row> rows;
    std::uint64_t signature = 0xcbf29ce484222325ULL;
    for (std::size_t i = 0; i < all.size(); ++i) {
        auto& w = all[i];
        if (!filter.empty() && w.name.find(filter) == std::string::npos) continue;
        const auto t0 = std::chrono::steady_clock::now();
        Row row{w.name, w.run(), 0, i >= core_count};
        row.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        if (!row.timing_only) signature = bench::mix(signature, row.result.signature);
        if (!json) {
            char buf[256];
            const double rate = row.seconds > 0 ? static_cast<double>(row.result.work) / row.seconds : 0;
            std::snprintf(buf, sizeof buf, "%-34s %9llu %-9s %8.3f s %12.1f /s", row.name.c_str(),
                          static_cast<unsigned long long>(row.result.work), row.result.unit.c_str(),
                          row.seconds, rate);
            std::cout << buf << (row.result.detail.empty() ? "" : "   " + row.result.detail) << "\n"
                      << std::flush;
        }
        rows.push_back(std::move(row));
    }
    double startup = -1;
    if (!core_only && (filter.empty() || std::string("startup").find(filter) != std::string::npos))
        startup = startup_seconds(self);
    rusage ru{};
    getrusage(RUSAGE_SELF, &ru);
    const double peak_mb = static_cast<double>(ru.ru_maxrss) / 1024.0;
    char sig[32];
    std::snprintf(sig, sizeof sig, "%016llx", static_cast<unsigned long long>(signature));

    if (json) {
        nlohmann::json j;
        j["workloads"] = nlohmann::json::array();
        for (const auto& r : rows)
            j["workloads"].push_back(
                {{"name", r.name},
                 {"work", r.result.work},
                 {"unit", r.result.unit},
                 {"seconds", r.seconds},
                 {"per_second", r.seconds > 0 ? static_cast<double>(r.result.work) / r.seconds : 0},
                 {"detail", r.result.detail},
                 {"signature", r.timing_only ? "" : std::to_string(r.result.signature)}});
        if (startup >= 0) j["startup_ms"] = startup * 1000;
        j["peak_rss_mb"] = peak_mb;
        j["signature"] = sig;
        std::cout << j.dump(2) << "\n";
    } else {
        if (startup >= 0)
            std::printf("%-34s %9.1f ms (process start to first frame, headless, incl. exit)\n", "startup",
                        startup * 1000);
        std::printf("%-34s %9.1f MB\n", "peak RSS", peak_mb);
        std::printf("signature %s\n", sig);
    }
    return 0;
}

} // namespace tessera::cli
