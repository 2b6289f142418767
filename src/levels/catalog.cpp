#include "tessera/levels/catalog.hpp"

#include <algorithm>
#include <filesystem>

#include "tessera/levels/common/document.hpp"
#include "tessera/levels/registry.hpp"

namespace tessera::levels {

namespace fs = std::filesystem;

LevelInfo check_level_file(const std::string& path, bool deep) {
    LevelInfo info;
    info.path = path;
    info.id = fs::path(path).stem().string();
    info.title = info.id;
    try {
        Document doc = load_document(path);
        Node root = doc.root();
        if (!root.is_object()) root.fail("expected an object, got " + describe(root.json()));
        info.game = root.at("game").as_string(32);
        info.title = root.at("title").as_string(60);
        info.group = root.get_string("group", "", 60);
        info.description = root.get_string("description", "", 400);
        if (deep) info.note = validate_level(doc);
        info.warnings = doc.warnings();
    } catch (const LevelError& e) {
        info.error = e.what();
    } catch (const std::exception& e) {
        info.error = path + ": " + e.what();
    }
    return info;
}

std::vector<LevelInfo> scan_levels(const std::string& data_dir, const std::string& game, bool deep) {
    std::vector<LevelInfo> out;
    const fs::path dir = fs::path(data_dir) / "levels" / game;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return out;
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(dir, ec))
        if (e.is_regular_file(ec) && e.path().extension() == ".json") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (const auto& f : files) {
        LevelInfo info = check_level_file(f.string(), deep);
        if (info.error.empty() && info.game != game)
            info.error = f.string() + ": /game: this file is for \"" + info.game + "\", not \"" + game + "\"";
        info.game = game;
        out.push_back(std::move(info));
    }
    return out;
}

} // namespace tessera::levels
