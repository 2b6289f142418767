// `tessera levels validate PATH...`: every file gets `OK <path>` or its error; exit 0 only if
// all are valid.
#include <algorithm>
#include <filesystem>
#include <ostream>

#include "tessera/cli/commands.hpp"
#include "tessera/cli/common/parse.hpp"
#include "tessera/levels/catalog.hpp"

namespace tessera::cli {

namespace fs = std::filesystem;

int levels_command(const Args& args, std::ostream& out, std::ostream& err) {
    CLI::App cmd{"Level files: check them as the game loads them", "tessera levels"};
    cmd.require_subcommand(1);
    std::vector<std::string> paths;
    CLI::App* validate = cmd.add_subcommand(
        "validate", "Check level files, or folders searched for *.json: schema, limits and the game's "
                    "own checks (a level that cannot be won is an error). Exit 0 only if all are valid.");
    validate->add_option("PATH", paths, "level files or folders")->required();
    if (auto code = parse(cmd, args, out, err)) return *code;

    std::vector<std::string> files;
    int failures = 0;
    for (const auto& arg : paths) {
        std::error_code ec;
        const fs::path p(arg);
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
            out << p.string() << ": no such file or folder\n";
            ++failures;
        }
    }
    for (const auto& f : files) {
        const auto info = levels::check_level_file(f, true);
        for (const auto& w : info.warnings) out << w << "\n";
        if (info.broken()) {
            out << info.error << "\n";
            ++failures;
        } else {
            out << "OK " << f << (info.note.empty() ? "" : "  (" + info.note + ")") << "\n";
        }
    }
    out << files.size() - static_cast<std::size_t>(std::min<std::size_t>(failures, files.size()))
        << " valid, " << failures << " invalid\n";
    return failures == 0 ? kExitOk : kExitInvalid;
}

} // namespace tessera::cli
