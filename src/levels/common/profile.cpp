#include "tessera/levels/common/profile.hpp"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

#include "tessera/levels/common/document.hpp"

namespace tessera::levels {

namespace {
constexpr std::size_t kMaxProfileEntries = 100000;
constexpr std::size_t kMaxKeyLength = 512;
constexpr std::int64_t kMaxWindowSide = 100000; // pixels, any coordinate of the saved window
} // namespace

void Profile::record_play(const std::string& key) { ++levels[key].plays; }

bool Profile::record_result(const std::string& key, bool won, std::optional<std::int64_t> score,
                            std::optional<std::int64_t> time_ms, int stars) {
    auto& r = levels[key];
    if (!won) return false;
    bool best = !r.completed;
    r.completed = true;
    r.stars = std::max(r.stars, std::clamp(stars, 0, 3));
    if (score && (!r.best_score || *score > *r.best_score)) {
        r.best_score = score;
        best = true;
    }
    if (time_ms) {
        if (!r.best_time_ms || *time_ms < *r.best_time_ms) {
            r.best_time_ms = time_ms;
            best = true;
        }
        r.top_times_ms.push_back(*time_ms);
        std::sort(r.top_times_ms.begin(), r.top_times_ms.end());
        if (r.top_times_ms.size() > kTopTimes) r.top_times_ms.resize(kTopTimes);
    }
    return best;
}

nlohmann::json Profile::to_json() const {
    nlohmann::json j;
    j["format"] = 1;
    j["settings"] = {{"music_volume", settings.music_volume},
                     {"effects_volume", settings.effects_volume},
                     {"fullscreen", settings.fullscreen},
                     {"animation_speed", settings.animation_speed},
                     {"reduced_motion", settings.reduced_motion},
                     {"colourblind_symbols", settings.colourblind_symbols},
                     {"skip_animations_on_input", settings.skip_animations_on_input}};
    if (const WindowPlacement& w = settings.window; w.width > 0) {
        j["settings"]["window"] = {{"width", w.width}, {"height", w.height}};
        if (w.x && w.y) j["settings"]["window"].update({{"x", *w.x}, {"y", *w.y}});
    }
    nlohmann::json lv = nlohmann::json::object();
    for (const auto& [key, r] : levels) {
        nlohmann::json e = {{"completed", r.completed}, {"plays", r.plays}, {"stars", r.stars}};
        if (r.best_score) e["best_score"] = *r.best_score;
        if (r.best_time_ms) e["best_time_ms"] = *r.best_time_ms;
        if (!r.top_times_ms.empty()) e["top_times_ms"] = r.top_times_ms;
        lv[key] = e;
    }
    j["levels"] = lv;
    j["saves"] = nlohmann::json::object();
    for (const auto& [key, s] : saves) j["saves"][key] = s;
    j["totals"] = nlohmann::json::object();
    for (const auto& [key, v] : totals) j["totals"][key] = v;
    return j;
}

Profile profile_from_text(const std::string& text, const std::string& file) {
    Document doc = Document::parse(text, file);
    Node root = doc.root();
    root.allow_fields({"format", "settings", "levels", "saves", "totals"});
    Profile p;
    if (auto f = root.find("format")) f->as_int(1, 1);
    if (auto s = root.find("settings")) {
        s->allow_fields({"music_volume", "effects_volume", "fullscreen", "animation_speed", "reduced_motion",
                         "colourblind_symbols", "skip_animations_on_input", "window"});
        auto& st = p.settings;
        st.music_volume = static_cast<int>(s->get_int("music_volume", 0, 100, st.music_volume));
        st.effects_volume = static_cast<int>(s->get_int("effects_volume", 0, 100, st.effects_volume));
        st.fullscreen = s->get_bool("fullscreen", st.fullscreen);
        if (auto a = s->find("animation_speed")) st.animation_speed = a->as_number(0.25, 4.0);
        st.reduced_motion = s->get_bool("reduced_motion", st.reduced_motion);
        st.colourblind_symbols = s->get_bool("colourblind_symbols", st.colourblind_symbols);
        st.skip_animations_on_input = s->get_bool("skip_animations_on_input", st.skip_animations_on_input);
        if (auto w = s->find("window")) {
            if (!w->is_object()) w->fail("expected an object, got " + describe(w->json()));
            w->allow_fields({"width", "height", "x", "y"});
            st.window.width = static_cast<int>(w->at("width").as_int(1, kMaxWindowSide));
            st.window.height = static_cast<int>(w->at("height").as_int(1, kMaxWindowSide));
            // x and y come together: one without the other names no place.
            if (w->has("x") || w->has("y")) {
                st.window.x = static_cast<int>(w->at("x").as_int(-kMaxWindowSide, kMaxWindowSide));
                st.window.y = static_cast<int>(w->at("y").as_int(-kMaxWindowSide, kMaxWindowSide));
            }
        }
    }
    if (auto lv = root.find("levels")) {
        if (!lv->is_object()) lv->fail("expected an object, got " + describe(lv->json()));
        if (lv->json().size() > kMaxProfileEntries) lv->fail("too many level records");
        for (auto it = lv->json().begin(); it != lv->json().end(); ++it) {
            if (it.key().size() > kMaxKeyLength) lv->fail("level key too long");
            Node e = lv->at(it.key());
            e.allow_fields({"completed", "plays", "stars", "best_score", "best_time_ms", "top_times_ms"});
            LevelRecord r;
            r.completed = e.get_bool("completed", false);
            r.plays = static_cast<int>(e.get_int("plays", 0, 1'000'000'000, 0));
            r.stars = static_cast<int>(e.get_int("stars", 0, 3, 0));
            if (auto b = e.find("best_score"))
                r.best_score = b->as_int(-1'000'000'000'000, 1'000'000'000'000);
            if (auto b = e.find("best_time_ms")) r.best_time_ms = b->as_int(0, 1'000'000'000'000);
            if (auto t = e.find("top_times_ms"))
                for (const auto& n : t->as_array(kTopTimes))
                    r.top_times_ms.push_back(n.as_int(0, 1'000'000'000'000));
            p.levels[it.key()] = r;
        }
    }
    if (auto sv = root.find("saves")) {
        if (!sv->is_object()) sv->fail("expected an object, got " + describe(sv->json()));
        if (sv->json().size() > kMaxProfileEntries) sv->fail("too many saves");
        for (auto it = sv->json().begin(); it != sv->json().end(); ++it) {
            Node e = sv->at(it.key());
            if (!e.is_object()) e.fail("expected an object, got " + describe(e.json()));
            e.at("id").as_string();
            e.at("moves").as_array(1'000'000);
            p.saves[it.key()] = e.json();
        }
    }
    if (auto tt = root.find("totals")) {
        if (!tt->is_object()) tt->fail("expected an object, got " + describe(tt->json()));
        for (auto it = tt->json().begin(); it != tt->json().end(); ++it)
            p.totals[it.key()] = tt->at(it.key()).as_int(-1'000'000'000'000'000, 1'000'000'000'000'000);
    }
    return p;
}

ProfileStore::ProfileStore(std::string dir) : dir_(std::move(dir)) {
    while (dir_.size() > 1 && dir_.back() == '/') dir_.pop_back();
}

std::string ProfileStore::path() const { return dir_ + "/profile.json"; }

ProfileLoad ProfileStore::load() const {
    ProfileLoad out;
    const std::string file = path();
    // A writer killed mid-save leaves its temp file behind; the profile itself is whole. Remove
    // temp files whose writer is gone.
    std::error_code ec;
    for (const auto& e : std::filesystem::directory_iterator(dir_, ec)) {
        const std::string name = e.path().filename().string();
        if (name.rfind("profile.json.tmp-", 0) != 0) continue;
        const long pid = std::strtol(name.c_str() + 17, nullptr, 10);
        if (pid > 0 && ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH)
            std::filesystem::remove(e.path(), ec);
    }
    std::ifstream in(file, std::ios::binary);
    if (!in) return out; // first run: defaults
    std::ostringstream ss;
    ss << in.rdbuf();
    try {
        out.profile = profile_from_text(ss.str(), file);
    } catch (const LevelError& e) {
        char stamp[32];
        const std::time_t now = std::time(nullptr);
        std::tm tm{};
        gmtime_r(&now, &tm);
        std::strftime(stamp, sizeof stamp, "%Y%m%dT%H%M%SZ", &tm);
        std::string aside = file + ".corrupt-" + stamp;
        for (int n = 1; access(aside.c_str(), F_OK) == 0 && n < 1000; ++n)
            aside = file + ".corrupt-" + stamp + "-" + std::to_string(n);
        if (std::rename(file.c_str(), aside.c_str()) == 0)
            out.warnings.push_back(std::string("Your profile could not be read (") + e.what() +
                                   "). It was kept as " + aside + " and a fresh profile was started.");
        else
            out.warnings.push_back(std::string("Your profile could not be read (") + e.what() +
                                   ") and could not be moved aside: " + std::strerror(errno));
        out.profile = Profile{};
    }
    return out;
}

std::string ProfileStore::save(const Profile& profile) const {
    const std::string text = profile.to_json().dump(2) + "\n";
    const std::string file = path();
    const std::string tmp = file + ".tmp-" + std::to_string(static_cast<long>(getpid()));
    mkdir(dir_.c_str(), 0755); // may already exist
    const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) return "cannot write " + tmp + ": " + std::strerror(errno);
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            const std::string why = std::strerror(errno);
            ::close(fd);
            ::unlink(tmp.c_str());
            return "cannot write " + tmp + ": " + why;
        }
        done += static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0 || ::close(fd) != 0) {
        const std::string why = std::strerror(errno);
        ::unlink(tmp.c_str());
        return "cannot flush " + tmp + ": " + why;
    }
    if (std::rename(tmp.c_str(), file.c_str()) != 0) {
        const std::string why = std::strerror(errno);
        ::unlink(tmp.c_str());
        return "cannot replace " + file + ": " + why;
    }
    // Make the rename itself durable.
    const int dfd = ::open(dir_.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd >= 0) {
        ::fsync(dfd);
        ::close(dfd);
    }
    return {};
}

} // namespace tessera::levels
