// `tessera levels validate PATH...`: every file gets `OK <path>` or its errors (at most
// kMaxErrorsPerFile each), or with --json one JSON document for editors and CI; exit 0 only if
// all are valid.
#include <algorithm>
#include <filesystem>
#include <ostream>

#include <nlohmann/json.hpp>

#include "tessera/cli/commands.hpp"
#include "tessera/cli/common/ok_line.hpp"
#include "tessera/cli/common/parse.hpp"
#include "tessera/cli/gui_options.hpp"
#include "tessera/levels/catalog.hpp"
#include "tessera/levels/common/json_text.hpp"

namespace tessera::cli {

namespace fs = std::filesystem;

namespace {

// Collects the *.json entries under `dir`, one folder at a time, so that a folder that cannot be
// read is reported and the others are still searched. Links to folders are not followed (a loop).
template <class Report>
void find_level_files(const fs::path& dir, std::vector<std::string>& found, Report& problem) {
    std::error_code ec;
    fs::directory_iterator it(dir, ec);
    if (ec) return problem(dir.string(), "cannot read folder: " + ec.message());
    std::vector<fs::path> folders;
    for (; it != fs::directory_iterator(); it.increment(ec)) {
        if (ec) break;
        std::error_code ec2;
        if (it->is_directory(ec2) && !it->is_symlink(ec2))
            folders.push_back(it->path());
        else if (it->path().extension() == ".json")
            found.push_back(it->path().string());
    }
    if (ec) problem(dir.string(), "cannot read folder: " + ec.message());
    std::sort(folders.begin(), folders.end());
    for (const auto& f : folders) find_level_files(f, found, problem);
}

} // namespace

namespace {

// The text output is one line per message: a control character in it (a newline in a file's name)
// is written as \n, \r, \t or \xNN, so it cannot start a line of its own.
std::string one_line(const std::string& text) {
    std::string out;
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte >= 0x20 && byte != 0x7F) {
            out += c;
            continue;
        }
        const char* digits = "0123456789abcdef";
        out += c == '\n' ? "\\n" : c == '\r' ? "\\r" : c == '\t' ? "\\t" : "";
        if (c != '\n' && c != '\r' && c != '\t')
            out += std::string("\\x") + digits[byte >> 4] + digits[byte & 15];
    }
    return out;
}

nlohmann::json error_json(const levels::LevelError& e) {
    nlohmann::json j{
        {"file", e.file()}, {"pointer", e.pointer()}, {"message", e.message()}, {"text", e.what()}};
    if (e.where().line > 0) {
        j["line"] = e.where().line;
        j["column"] = e.where().column;
    }
    return j;
}

} // namespace

int levels_command(const Args& args, std::ostream& out, std::ostream& err) {
    CLI::App cmd{"Level files: check them as the game loads them", "tessera levels"};
    cmd.require_subcommand(1);
    std::vector<std::string> paths;
    bool json = false;
    CLI::App* validate = cmd.add_subcommand(
        "validate", "Check level files, or folders searched for *.json: schema, limits and the game's "
                    "own checks (a level that cannot be won is an error). Every error of a file is "
                    "reported (at most 20), as FILE:LINE:COLUMN: /POINTER: MESSAGE. Exit 0 only if all "
                    "are valid.");
    validate->add_option("PATH", paths, "level files or folders")->required();
    PreviewOptions preview;
    add_preview_command(cmd, preview);
    validate->add_flag("--json", json,
                       "one JSON object on stdout: {\"files\": [{\"path\", \"valid\", \"note\", "
                       "\"warnings\", \"errors\": [{\"file\", \"line\", \"column\", \"pointer\", "
                       "\"message\", \"text\"}]}], \"valid\", \"invalid\"} (warnings are placed as "
                       "errors are)");
    if (auto code = parse(cmd, args, out, err)) return *code;
    if (chosen_subcommand(cmd) == "preview") {
        // Checked here, drawn by tessera-gui (which parses the same definitions).
        const levels::LevelInfo info = levels::check_level_file(preview.file, true);
        if (info.broken()) {
            for (const auto& e : info.errors) err << e.what() << "\n";
            return kExitInvalid;
        }
        std::vector<std::string> words{"tessera", "levels"};
        words.insert(words.end(), args.begin(), args.end());
        std::vector<char*> argv;
        for (auto& w : words) argv.push_back(w.data());
        argv.push_back(nullptr);
        return hand_over_to_gui(argv.data(), err);
    }

    // Every path named, and every entry of a folder that cannot be read, is an error of its own:
    // nothing is skipped silently, and an empty folder checks nothing, which is an error too.
    std::vector<std::string> files;
    int invalid = 0;
    nlohmann::json report = nlohmann::json::array();
    auto problem = [&](const std::string& path, const std::string& what) {
        if (json)
            report.push_back({{"path", path},
                              {"valid", false},
                              {"errors", {error_json(levels::LevelError(path, {}, "", what))}}});
        else
            out << one_line(path + ": " + what) << "\n";
        ++invalid;
    };
    for (const auto& arg : paths) {
        std::error_code ec;
        const fs::path p(arg);
        const fs::file_status st = fs::status(p, ec);
        if (!fs::exists(st)) {
            problem(arg, ec && ec != std::errc::no_such_file_or_directory ? "cannot read: " + ec.message()
                                                                          : "no such file or folder");
        } else if (fs::is_directory(st)) {
            std::vector<std::string> found;
            const int before = invalid;
            find_level_files(p, found, problem);
            // A folder that cannot be read was reported just now: it is one error, not two.
            if (found.empty() && invalid == before) problem(arg, "no level files (*.json) in this folder");
            std::sort(found.begin(), found.end());
            files.insert(files.end(), found.begin(), found.end());
        } else {
            files.push_back(p.string()); // anything else (a FIFO, a device) is refused by the reader
        }
    }
    int valid = 0, skipped = 0;
    for (const auto& f : files) {
        const auto info = levels::check_level_file(f, true);
        if (info.left_out) { // neither valid nor invalid: this build cannot tell
            ++skipped;
            if (json)
                report.push_back({{"path", f}, {"skipped", true}, {"note", info.errors.front().what()}});
            else
                out << one_line("SKIPPED " + f + "  (game \"" + info.game + "\" is not in this build)")
                    << "\n";
            continue;
        }
        std::vector<levels::LevelError> errors = info.errors;
        if (errors.size() > levels::kMaxErrorsPerFile)
            errors.erase(errors.begin() + levels::kMaxErrorsPerFile, errors.end());
        info.broken() ? ++invalid : ++valid;
        if (json) {
            nlohmann::json entry{
                {"path", f}, {"valid", !info.broken()}, {"warnings", nlohmann::json::array()}};
            for (std::size_t i = 0; i < info.placed_warnings.size(); ++i) {
                nlohmann::json w = error_json(info.placed_warnings[i]);
                w["text"] = info.warnings[i]; // "file:line:col: /pointer: warning: ..."
                entry["warnings"].push_back(std::move(w));
            }
            if (!info.note.empty()) entry["note"] = info.note;
            entry["errors"] = nlohmann::json::array();
            for (const auto& e : errors) entry["errors"].push_back(error_json(e));
            report.push_back(std::move(entry));
            continue;
        }
        for (const auto& w : info.warnings) out << one_line(w) << "\n";
        if (info.broken())
            for (const auto& e : errors) out << one_line(e.what()) << "\n";
        else
            out << one_line(ok_line(f, info.note)) << "\n";
    }
    if (json)
        out << levels::json_text(
                   {{"files", report}, {"valid", valid}, {"invalid", invalid}, {"skipped", skipped}}, 2)
            << "\n";
    else
        out << valid << " valid, " << invalid << " invalid"
            << (skipped ? ", " + std::to_string(skipped) + " skipped" : "") << "\n";
    return invalid == 0 ? kExitOk : kExitInvalid;
}

} // namespace tessera::cli
