// The bench rows only the window code can run: CPU time per frame of every scene drawn headless,
// start-up to the first frame, and the start-up of the text commands (which load no SDL) beside
// qqwing's when it is installed.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <fcntl.h>
#include <filesystem>
#include <optional>
#include <spawn.h>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#include "gui_commands.hpp"
#include "tessera/app/framework/app.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"
#include "tessera/cli/game_commands.hpp"

extern char** environ;

namespace tessera::gui {

namespace {

double cpu_seconds(clockid_t clock = CLOCK_PROCESS_CPUTIME_ID) {
    timespec ts{};
    clock_gettime(clock, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

// Frames are timed on the thread that draws them: SDL's audio thread (mixing sound effects,
// even into the dummy device) runs beside it and is not part of a frame.
double frame_cpu_seconds() { return cpu_seconds(CLOCK_THREAD_CPUTIME_ID); }

// The drawing thread's system time and page faults: what a first frame spends in the kernel,
// mostly faulting in the pages of the buffers and textures it allocates.
struct KernelShare {
    double sys_seconds = 0;
    long faults = 0;
};
KernelShare kernel_share() {
    rusage u{};
    getrusage(RUSAGE_THREAD, &u);
    return {static_cast<double>(u.ru_stime.tv_sec) + static_cast<double>(u.ru_stime.tv_usec) * 1e-6,
            u.ru_minflt + u.ru_majflt};
}

// CPU milliseconds per frame for a scene, drawn headless at 1280x720 with the software renderer.
std::vector<bench::Workload> scene_frame_workloads() {
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
                 const KernelShare k0 = kernel_share();
                 double f0 = frame_cpu_seconds();
                 app->simulate(1);
                 const double first = frame_cpu_seconds() - f0;
                 const KernelShare k1 = kernel_share();
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
                 char buf[288];
                 std::snprintf(
                     buf, sizeof buf,
                     "%.3f ms CPU/frame (worst %.2f; first frame %.2f, of it %.2f system time, %ld page "
                     "faults; opened again: first %.2f, worst %.2f; %.1f%% redrawn; full redraw %.2f)",
                     ms, worst * 1000.0, first * 1000.0, (k1.sys_seconds - k0.sys_seconds) * 1000.0,
                     k1.faults - k0.faults, again_first * 1000.0, again * 1000.0, redrawn, full_ms);
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

std::string self_path() {
    char exe[4096];
    const ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    return n > 0 ? std::string(exe, static_cast<std::size_t>(n)) : std::string();
}

// CPU time (user + system) of one run of `argv`, stdin from `input` ("" for /dev/null) and output
// discarded; -1 when it cannot run or fails.
double child_cpu_seconds(const std::vector<std::string>& argv_in, const std::string& input) {
    std::vector<char*> argv;
    for (const auto& a : argv_in) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 0, input.empty() ? "/dev/null" : input.c_str(), O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
    pid_t pid = 0;
    const int rc = posix_spawnp(&pid, argv[0], &fa, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&fa);
    if (rc != 0) return -1;
    int status = 0;
    rusage ru{};
    if (wait4(pid, &status, 0, &ru) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0) return -1;
    const auto secs = [](timeval t) {
        return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) * 1e-6;
    };
    return secs(ru.ru_utime) + secs(ru.ru_stime);
}

// The median CPU time of `runs` runs, in milliseconds (-1 when any run fails).
double median_cpu_ms(const std::vector<std::string>& argv, const std::string& input, int runs) {
    std::vector<double> t;
    for (int i = 0; i < runs; ++i) {
        const double s = child_cpu_seconds(argv, input);
        if (s < 0) return -1;
        t.push_back(s * 1000.0);
    }
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

} // namespace

std::vector<bench::Workload> frame_workloads() { return scene_frame_workloads(); }

std::vector<bench::Workload> startup_workloads() {
    std::vector<bench::Workload> out;
    out.push_back({"startup", [] {
                       bench::Result r;
                       r.unit = "runs";
                       const double s = startup_seconds(self_path());
                       r.work = s >= 0 ? 1 : 0;
                       char buf[128];
                       std::snprintf(buf, sizeof buf,
                                     "%.1f ms (process start to first frame, headless, incl. exit)",
                                     s * 1000);
                       r.detail = s >= 0 ? buf : "the start-up probe failed";
                       return r;
                   }});
    // The text commands, as a shell script or a designer's loop starts them: CPU time of the
    // whole process (the dynamic loader included), median of 21 runs; qqwing beside it.
    out.push_back({"startup.cli", [] {
                       bench::Result r;
                       r.unit = "runs";
                       const char* cli = std::getenv("TESSERA_CLI");
                       const std::string tessera =
                           cli && *cli
                               ? cli
                               : (std::filesystem::path(self_path()).parent_path() / "tessera").string();
                       // The first game of the build with a short command to time
                       // (tessera/cli/game_commands.hpp).
                       std::optional<cli::StartupProbe> probe;
                       std::string game;
                       for (const auto& g : cli::game_commands())
                           if ((probe = g.startup_probe())) {
                               game = g.id;
                               break;
                           }
                       const std::string input = "/tmp/tessera-bench-puzzle.txt";
                       if (probe)
                           if (std::FILE* f = std::fopen(input.c_str(), "w")) {
                               std::fputs(probe->input.c_str(), f);
                               std::fclose(f);
                           }
                       constexpr int kRuns = 21;
                       const double version = median_cpu_ms({tessera, "--version"}, "", kRuns);
                       std::vector<std::string> argv{tessera, game};
                       if (probe) argv.insert(argv.end(), probe->args.begin(), probe->args.end());
                       const double command = probe ? median_cpu_ms(argv, input, kRuns) : 0;
                       const double qqwing = median_cpu_ms({"qqwing", "--version"}, "", kRuns);
                       if (probe) std::remove(input.c_str());
                       r.work = (probe ? 2 : 1) * kRuns;
                       char buf[200];
                       std::snprintf(buf, sizeof buf, "tessera --version %.2f ms CPU", version);
                       r.detail = buf;
                       if (probe) {
                           std::snprintf(buf, sizeof buf, ", %s %s %.2f ms", game.c_str(),
                                         probe->what.c_str(), command);
                           r.detail += buf;
                       }
                       if (qqwing >= 0) {
                           std::snprintf(buf, sizeof buf, "; qqwing --version %.2f ms", qqwing);
                           r.detail += buf;
                       }
                       r.detail += " (medians of 21)";
                       return r;
                   }});
    return out;
}

} // namespace tessera::gui
