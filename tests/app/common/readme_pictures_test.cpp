// Every picture the README links is what its stated command draws today: docs/screenshots/
// pictures.txt gives each picture's command, the test runs it (tessera-gui, as `tessera
// screenshot` hands over) and compares the two pictures pixel by pixel, with a small tolerance for
// the font renderer. A stale picture (a menu that still says "Coming soon") fails here; retake
// them with scripts/retake-pictures.
#include <catch2/catch.hpp>

#include <SDL.h>
#include <SDL_image.h>
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#include "support/files.hpp"

namespace fs = std::filesystem;

namespace {

const fs::path kShots = fs::path(TESSERA_SOURCE_DIR) / "docs" / "screenshots";

struct PictureCommand {
    std::map<std::string, std::string> env; // VAR=value before `tessera`
    std::vector<std::string> args;          // after `tessera`: screenshot ...
    std::string text;                       // the line as written
};

std::map<std::string, PictureCommand> read_manifest() {
    std::map<std::string, PictureCommand> out;
    std::ifstream in(kShots / "pictures.txt");
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream words(line);
        std::string picture, w;
        words >> picture;
        PictureCommand c;
        c.text = line;
        bool command = false;
        while (words >> w) {
            if (command)
                c.args.push_back(w);
            else if (w == "tessera")
                command = true;
            else if (const auto eq = w.find('='); eq != std::string::npos)
                c.env[w.substr(0, eq)] = w.substr(eq + 1);
        }
        out[picture] = c;
    }
    return out;
}

std::set<std::string> readme_pictures() {
    const std::string readme = tessera::testing::slurp(fs::path(TESSERA_SOURCE_DIR) / "README.md");
    const std::regex link(R"(\]\(docs/screenshots/([A-Za-z0-9_.-]+\.png)\))");
    std::set<std::string> out;
    for (std::sregex_iterator it(readme.begin(), readme.end(), link), end; it != end; ++it)
        out.insert((*it)[1].str());
    return out;
}

// Runs tessera-gui with `args` and the environment changed by `env`; its exit status.
int run_gui(const std::vector<std::string>& args, const std::map<std::string, std::string>& env) {
    const pid_t child = ::fork();
    if (child == 0) {
        for (const auto& [name, value] : env) ::setenv(name.c_str(), value.c_str(), 1);
        std::vector<char*> argv{const_cast<char*>(TESSERA_GUI_BINARY)};
        for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
        argv.push_back(nullptr);
        ::execv(TESSERA_GUI_BINARY, argv.data());
        ::_exit(127);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}

struct Difference {
    std::string problem; // a size that differs, a file that cannot be read
    long differing = 0, total = 0;
};

// Pixels whose colour differs by more than `threshold` in any channel.
Difference compare(const fs::path& a, const fs::path& b, int threshold) {
    Difference d;
    SDL_Surface* sa = IMG_Load(a.c_str());
    SDL_Surface* sb = IMG_Load(b.c_str());
    SDL_Surface* ca = sa ? SDL_ConvertSurfaceFormat(sa, SDL_PIXELFORMAT_RGBA32, 0) : nullptr;
    SDL_Surface* cb = sb ? SDL_ConvertSurfaceFormat(sb, SDL_PIXELFORMAT_RGBA32, 0) : nullptr;
    if (!ca || !cb)
        d.problem = std::string("cannot read a picture: ") + IMG_GetError();
    else if (ca->w != cb->w || ca->h != cb->h)
        d.problem = "sizes differ: " + std::to_string(ca->w) + "x" + std::to_string(ca->h) + " and " +
                    std::to_string(cb->w) + "x" + std::to_string(cb->h);
    else
        for (int y = 0; y < ca->h; ++y) {
            const auto* ra =
                static_cast<const Uint8*>(ca->pixels) + static_cast<std::ptrdiff_t>(y) * ca->pitch;
            const auto* rb =
                static_cast<const Uint8*>(cb->pixels) + static_cast<std::ptrdiff_t>(y) * cb->pitch;
            for (int x = 0; x < ca->w * 4; x += 4) {
                int most = 0;
                for (int k = 0; k < 3; ++k) most = std::max(most, std::abs(ra[x + k] - rb[x + k]));
                d.differing += most > threshold ? 1 : 0;
                ++d.total;
            }
        }
    for (SDL_Surface* s : {sa, sb, ca, cb})
        if (s) SDL_FreeSurface(s);
    return d;
}

} // namespace

TEST_CASE("every picture the README links is what its stated command draws today", "[app][docs][pictures]") {
    const auto manifest = read_manifest();
    const auto linked = readme_pictures();
    REQUIRE(linked.size() >= 10);
    const fs::path work = tessera::testing::fresh_dir("readme-pictures");
    for (const std::string& picture : linked) {
        INFO("docs/screenshots/" << picture);
        const auto it = manifest.find(picture);
        REQUIRE(it != manifest.end()); // every linked picture states its command in pictures.txt
        PictureCommand c = it->second;
        INFO("pictures.txt: " << c.text);
        REQUIRE(!c.args.empty());
        CHECK(c.args[0] == "screenshot");
        // A fresh profile folder, or a copy of the one named: the source tree is never written.
        // The translations are the build's (TESSERA_LOCALE_DIR, set by catch_main.cpp).
        const fs::path home = work / ("home-" + picture);
        fs::remove_all(home);
        if (auto h = c.env.find("TESSERA_HOME"); h != c.env.end())
            fs::copy(kShots / h->second, home, fs::copy_options::recursive);
        fs::create_directories(home);
        c.env["TESSERA_HOME"] = home.string();
        c.env.emplace("TESSERA_LANG", "en");
        c.env["TESSERA_DATA_DIR"] = TESSERA_SOURCE_DIR;
        c.env["SDL_VIDEODRIVER"] = "dummy";
        c.env["SDL_AUDIODRIVER"] = "dummy";
        const fs::path drawn = work / picture;
        c.args.push_back("-o");
        c.args.push_back(drawn.string());
        REQUIRE(run_gui(c.args, c.env) == 0);
        const Difference d = compare(kShots / picture, drawn, 48);
        INFO(d.problem);
        REQUIRE(d.problem.empty());
        INFO(d.differing << " of " << d.total << " pixels differ (retake: scripts/retake-pictures)");
        CHECK(d.differing * 200 <= d.total); // at most 0.5%
    }
    fs::remove_all(work);
}
