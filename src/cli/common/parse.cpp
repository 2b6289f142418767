#include "tessera/cli/common/parse.hpp"

#include <algorithm>
#include <ostream>

namespace tessera::cli {

const char* const kExitCodesHelp =
    "Exit status: 0 success, 1 invalid input (a file or puzzle that is not valid), 2 usage error.";

void conventions(CLI::App& cmd) {
    cmd.footer(kExitCodesHelp);
    for (CLI::App* sub : cmd.get_subcommands({})) conventions(*sub);
}

std::optional<int> parse(CLI::App& cmd, const Args& args, std::ostream& out, std::ostream& err) {
    conventions(cmd);
    std::vector<std::string> reversed(args.rbegin(), args.rend()); // CLI11 takes them back to front
    try {
        cmd.parse(reversed);
    } catch (const CLI::CallForHelp&) {
        // The help of the deepest subcommand given: `tessera sudoku solve -h` is solve's help.
        const CLI::App* at = &cmd;
        for (;;) {
            const auto subs = at->get_subcommands();
            if (subs.empty()) break;
            at = subs.front();
        }
        out << at->help();
        return kExitOk;
    } catch (const CLI::CallForAllHelp&) {
        out << cmd.help("", CLI::AppFormatMode::All);
        return kExitOk;
    } catch (const CLI::CallForVersion& v) {
        out << v.what() << "\n";
        return kExitOk;
    } catch (const CLI::ParseError& e) {
        err << cmd.get_name() << ": " << e.what() << "\n"
            << "Run '" << cmd.get_name() << " --help' for the options.\n";
        return kExitUsage;
    }
    return std::nullopt;
}

std::string chosen_subcommand(const CLI::App& cmd) {
    const auto subs = cmd.get_subcommands();
    return subs.empty() ? std::string() : subs.front()->get_name();
}

} // namespace tessera::cli
