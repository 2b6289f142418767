#include "tessera/levels/catalog.hpp"

#include <algorithm>
#include <filesystem>
#include <optional>
#include <sys/stat.h>
#include <utility>

#include "tessera/levels/common/document.hpp"
#include "tessera/levels/common/level_title.hpp"
#include "tessera/levels/common/localized_text.hpp"
#include "tessera/levels/registry.hpp"

namespace tessera::levels {

namespace fs = std::filesystem;

std::string folder_game(const std::string& path) {
    const std::string folder = fs::path(path).parent_path().filename().string();
    for (const std::string_view g : game_ids())
        if (folder == g) return folder;
    return {};
}

LevelInfo check_level_file(const std::string& path, bool deep) {
    LevelInfo info;
    info.path = path;
    info.id = fs::path(path).stem().string();
    info.title = info.id;
    info.checked = deep;
    std::optional<Document> doc;
    std::optional<LevelError> stopped; // what ended reading, unless it was recorded
    try {
        doc.emplace(load_document(path));
        doc->collect_errors();
        Node root = doc->root();
        if (!root.is_object()) root.fail("expected an object, got " + describe(root.json()));
        info.game = root.at("game").as_string(32);
        if (left_out_of_build(info.game)) {
            info.left_out = true;
            root.at("game").fail(
                "\"" + info.game +
                "\" is a game this build leaves out (TESSERA_GAMES): a build that has it checks "
                "and plays this level");
        }
        info.titles = read_title(root);
        info.title = info.titles.en;
        info.groups = read_localized(root, "group", kMaxTitleLength);
        info.group = info.groups.en;
        info.descriptions = read_localized(root, "description", kMaxDescriptionLength);
        info.description = info.descriptions.en;
        if (deep) info.note = validate_level(*doc); // reads on, so every error is found
        doc->throw_if_errors();
        info.warnings = doc->warnings();
        info.placed_warnings = doc->placed_warnings();
    } catch (const ErrorsCollected&) {
    } catch (const LevelError& e) {
        stopped = e;
    } catch (const std::exception& e) {
        stopped = LevelError(path, {}, "", e.what());
    }
    if (doc) info.errors = doc->errors();
    if (stopped) info.errors.push_back(*stopped);
    // In the file's order, as an editor lists them (errors without a place stay first).
    std::stable_sort(info.errors.begin(), info.errors.end(), [](const LevelError& a, const LevelError& b) {
        return std::pair(a.where().line, a.where().column) < std::pair(b.where().line, b.where().column);
    });
    if (!info.errors.empty()) {
        info.error = info.errors.front().what();
        info.checked = true; // an error found early is final
        if (info.title.empty()) info.title = info.id;
    }
    // The game's folders (shipped and the player's) hold that game's levels only: level select
    // and `levels validate` give a file in the wrong folder the same verdict, from here.
    if (const std::string game = folder_game(path); !game.empty()) require_game(info, game);
    return info;
}

namespace {

// The level files of a folder, sorted; non-files (a FIFO named x.json) are listed too, so that
// they show as broken with the reason.
std::vector<fs::path> level_files(const fs::path& dir) {
    std::vector<fs::path> files;
    std::error_code ec;
    for (auto it = fs::directory_iterator(dir, ec); !ec && it != fs::directory_iterator(); it.increment(ec))
        if (it->path().extension() == ".json" && !it->is_directory(ec)) files.push_back(it->path());
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace

void as_user_level(LevelInfo& info) {
    info.user = true;
    info.group = kMyLevelsGroup;
    info.id = "my/" + fs::path(info.path).stem().string();
}

void require_game(LevelInfo& info, const std::string& game) {
    if (info.error.empty() && info.game != game) {
        info.errors.push_back(LevelError(info.path, {}, "/game",
                                         "this file is for \"" + info.game + "\", not \"" + game + "\""));
        info.error = info.errors.back().what();
    }
    info.game = game;
}

std::vector<LevelInfo> scan_levels(const std::string& data_dir, const std::string& game, bool deep) {
    std::vector<LevelInfo> out;
    for (const auto& f : level_files(fs::path(data_dir) / "levels" / game)) {
        LevelInfo info = check_level_file(f.string(), deep);
        require_game(info, game);
        out.push_back(std::move(info));
    }
    return out;
}

// ---------------------------------------------------------------- LevelCatalog

namespace {
struct FileStamp {
    std::uint64_t size = 0;
    std::int64_t mtime_ns = 0;
};
FileStamp stamp_of(const std::string& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) return {};
    return {static_cast<std::uint64_t>(st.st_size),
            std::int64_t{st.st_mtim.tv_sec} * 1'000'000'000 + st.st_mtim.tv_nsec};
}
} // namespace

LevelCatalog::LevelCatalog(std::string data_dir, std::string user_dir)
    : data_dir_(std::move(data_dir)), user_dir_(std::move(user_dir)) {}

LevelCatalog::~LevelCatalog() {
    {
        std::lock_guard lock(mutex_);
        stop_ = true;
    }
    wake_.notify_all();
    if (worker_.joinable()) worker_.join();
}

void LevelCatalog::refresh(const std::string& game) {
    {
        std::lock_guard lock(mutex_);
        queue_.erase(std::remove(queue_.begin(), queue_.end(), game), queue_.end());
        queue_.push_front(game);
        busy_ = true;
        listings_[game].checking = true;
        if (!worker_.joinable()) worker_ = std::thread([this] { run(); });
    }
    wake_.notify_all();
}

LevelCatalog::Listing LevelCatalog::listing(const std::string& game) const {
    std::lock_guard lock(mutex_);
    const auto it = listings_.find(game);
    return it == listings_.end() ? Listing{} : it->second;
}

std::uint64_t LevelCatalog::generation() const {
    std::lock_guard lock(mutex_);
    return generation_;
}

void LevelCatalog::wait_idle() const {
    std::unique_lock lock(mutex_);
    idle_.wait(lock, [this] { return !busy_ || stop_; });
}

LevelInfo LevelCatalog::check_now(const LevelInfo& level) const {
    const FileStamp now = stamp_of(level.path);
    {
        std::lock_guard lock(mutex_);
        const auto it = entries_.find(level.path);
        if (it != entries_.end() && it->second.info.checked && it->second.size == now.size &&
            it->second.mtime_ns == now.mtime_ns)
            return it->second.info;
    }
    ++caller_checks_;
    LevelInfo info = check_level_file(level.path, true);
    require_game(info, level.game);
    if (level.user) as_user_level(info);
    return info;
}

void LevelCatalog::run() {
    std::unique_lock lock(mutex_);
    while (!stop_) {
        if (queue_.empty()) {
            busy_ = false;
            idle_.notify_all();
            wake_.wait(lock, [this] { return stop_ || !queue_.empty(); });
            continue;
        }
        const std::string game = queue_.front();
        queue_.pop_front();
        lock.unlock();
        scan(game);
        lock.lock();
    }
    busy_ = false;
    idle_.notify_all();
}

void LevelCatalog::scan(const std::string& game) {
    // 1. The folder and every file's envelope (or the last result, for a file that has not
    //    changed): the cards appear.
    std::vector<Entry> found;
    std::vector<std::pair<fs::path, bool>> files; // path, from the player's folder
    for (auto& f : level_files(fs::path(data_dir_) / "levels" / game))
        files.emplace_back(std::move(f), false);
    if (!user_dir_.empty())
        for (auto& f : level_files(fs::path(user_dir_) / game)) files.emplace_back(std::move(f), true);
    for (const auto& [f, user] : files) {
        const std::string path = f.string();
        const FileStamp st = stamp_of(path);
        Entry e;
        {
            std::lock_guard lock(mutex_);
            if (stop_) return;
            if (auto it = entries_.find(path); it != entries_.end() && it->second.size == st.size &&
                                               it->second.mtime_ns == st.mtime_ns && st.mtime_ns != 0)
                e = it->second;
        }
        if (e.info.path.empty()) {
            e.info = check_level_file(path, false);
            require_game(e.info, game);
            if (user) as_user_level(e.info);
            e.size = st.size;
            e.mtime_ns = st.mtime_ns;
        }
        found.push_back(std::move(e));
    }
    auto publish = [&](bool checking) {
        std::lock_guard lock(mutex_);
        Listing& l = listings_[game];
        l.scanned = true;
        l.checking = checking || std::find(queue_.begin(), queue_.end(), game) != queue_.end();
        l.levels.clear();
        for (const Entry& e : found) {
            l.levels.push_back(e.info);
            entries_[e.info.path] = e;
        }
        ++generation_;
    };
    publish(true);
    // 2. The game's full check of every file not checked yet, one by one.
    for (Entry& e : found) {
        if (e.info.checked) continue;
        {
            std::lock_guard lock(mutex_);
            if (stop_) return;
        }
        LevelInfo info = check_level_file(e.info.path, true);
        require_game(info, game);
        if (e.info.user) as_user_level(info);
        e.info = std::move(info);
        publish(true);
    }
    publish(false);
}

} // namespace tessera::levels
