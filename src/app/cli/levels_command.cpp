// `tessera levels validate PATH...`: every file gets `OK <path>` or its error; exit 0 only if
// all are valid.
#include <algorithm>
#include <filesystem>
#include <iostream>

#include "tessera/app/cli/commands.hpp"
#include "tessera/levels/catalog.hpp"

namespace tessera::cli {

namespace fs = std::filesystem;

int levels_command(const std::vector<std::string>& args) {
    if (args.empty() || args[0] == "--help" || args[0] != "validate") {
        std::cerr << "usage: tessera levels validate PATH...   (files, or folders searched for *.json)\n";
        return args.empty() || args[0] != "--help" ? 2 : 0;
    }
    if (args.size() < 2) {
        std::cerr << "tessera levels validate: give at least one file or folder\n";
        return 2;
    }
    std::vector<std::string> files;
    int failures = 0;
    for (std::size_t i = 1; i < args.size(); ++i) {
        std::error_code ec;
        const fs::path p(args[i]);
        if (fs::is_directory(p, ec)) {
            std::vector<std::string> found;
            for (auto it = fs::recursive_directory_iterator(p, ec); it != fs::recursive_directory_iterator();
                 it.increment(ec)) {
                if (ec) break;
                if (it->is_regular_file(ec) && it->path().extension() == ".json")
                    found.push_back(it->path().string());
            }
            std::sort(found.begin(), found.end());
            files.insert(files.end(), found.begin(), found.end());
        } else if (fs::exists(p, ec)) {
            files.push_back(p.string());
        } else {
            std::cout << p.string() << ": no such file or folder\n";
            ++failures;
        }
    }
    for (const auto& f : files) {
        const auto info = levels::check_level_file(f, true);
        for (const auto& w : info.warnings) std::cout << w << "\n";
        if (info.broken()) {
            std::cout << info.error << "\n";
            ++failures;
        } else {
            std::cout << "OK " << f << (info.note.empty() ? "" : "  (" + info.note + ")") << "\n";
        }
    }
    std::cout << files.size() - static_cast<std::size_t>(std::min<std::size_t>(failures, files.size()))
              << " valid, " << failures << " invalid\n";
    return failures == 0 ? 0 : 1;
}

} // namespace tessera::cli
