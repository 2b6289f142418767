#include "tessera/cli/common/parse.hpp"

#include <algorithm>
#include <charconv>
#include <limits>
#include <ostream>

namespace tessera::cli {

const char* const kExitCodesHelp =
    "Exit status: 0 success, 1 invalid input (a file or puzzle that is not valid), 2 usage error.";

namespace {

// The deepest subcommand the arguments selected, and the words that lead to it: `tessera <game>
// generate -h` must show generate's help under its full name, not "Usage: generate".
struct Selected {
    const CLI::App* app;
    std::string parent_path; // "" for `cmd` itself
    std::string path;        // "tessera <game> generate"
};

Selected selected(const CLI::App& cmd) {
    Selected s{&cmd, "", cmd.get_name()};
    for (;;) {
        const auto subs = s.app->get_subcommands();
        if (subs.empty()) return s;
        s.app = subs.front();
        s.parent_path = s.path;
        s.path += " " + s.app->get_name();
    }
}

std::string in_quotes(const std::string& text) { return "\"" + text + "\""; }

// "a, b or c"
std::string spoken_list(const std::vector<std::string>& names) {
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i)
        out += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
    return out;
}

// CLI11's wording, with the words in the order they were typed (2.1 prints them backwards).
std::string not_expected(const std::vector<std::string>& words) {
    std::string out = words.size() > 1 ? "The following arguments were not expected:"
                                       : "The following argument was not expected:";
    for (const auto& w : words) out += " " + w;
    return out;
}

// What went wrong, in the words a reader of this command line needs. CLI11 checks requirements
// before it reports stray words, so without this an unknown command would read "A subcommand is
// required" and a misspelt `--cout 5` "--count is required": the stray words come first.
std::string unknown_command(const CLI::App& cmd, const std::string& word) {
    std::string names;
    for (const CLI::App* sub : cmd.get_subcommands({}))
        if (!sub->get_group().empty()) names += (names.empty() ? "" : ", ") + sub->get_name();
    return "unknown command " + in_quotes(word) + " (commands: " + names + ")";
}

// The first word names no command of `cmd`, which takes commands and no positional words. Checked
// before CLI11 parses, so that `tessera <game> --help` in a build without that game is an unknown
// command (exit 2), not the main help (exit 0) with the word ignored.
bool names_no_command(const CLI::App& cmd, const Args& args) {
    const auto subs = cmd.get_subcommands({});
    if (subs.empty() || args.empty() || args[0].starts_with("-")) return false;
    for (const CLI::Option* opt : cmd.get_options())
        if (opt->get_positional()) return false;
    return std::none_of(subs.begin(), subs.end(),
                        [&](const CLI::App* sub) { return sub->check_name(args[0]); });
}

std::string usage_message(const CLI::App& cmd, const Args& args, const CLI::ParseError& e) {
    const bool no_command = !cmd.get_subcommands({}).empty() && cmd.get_subcommands().empty();
    if (no_command && !args.empty() && !args[0].starts_with("-")) return unknown_command(cmd, args[0]);
    const auto stray = cmd.remaining(true);
    if (!stray.empty()) return not_expected(stray);
    return e.what();
}

} // namespace

void conventions(CLI::App& cmd) {
    const std::string footer = cmd.get_footer();
    if (footer.find(kExitCodesHelp) == std::string::npos && footer.find("Exit status:") == std::string::npos)
        cmd.footer(footer.empty() ? std::string(kExitCodesHelp) : footer + "\n" + kExitCodesHelp);
    for (CLI::App* sub : cmd.get_subcommands({})) conventions(*sub);
}

std::optional<int> parse(CLI::App& cmd, const Args& args, std::ostream& out, std::ostream& err) {
    conventions(cmd);
    if (args.empty() && cmd.get_require_subcommand_min() > 0) {
        err << cmd.help();
        return kExitUsage;
    }
    if (names_no_command(cmd, args)) {
        err << cmd.get_name() << ": " << unknown_command(cmd, args[0]) << "\n"
            << "Run '" << cmd.get_name() << " --help' for the options.\n";
        return kExitUsage;
    }
    std::vector<std::string> reversed(args.rbegin(), args.rend()); // CLI11 takes them back to front
    try {
        cmd.parse(reversed);
    } catch (const CLI::CallForHelp&) {
        const Selected at = selected(cmd);
        out << at.app->help(at.parent_path);
        return kExitOk;
    } catch (const CLI::CallForAllHelp&) {
        out << cmd.help("", CLI::AppFormatMode::All);
        return kExitOk;
    } catch (const CLI::CallForVersion& v) {
        out << v.what() << "\n";
        return kExitOk;
    } catch (const CLI::ParseError& e) {
        const Selected at = selected(cmd);
        err << at.path << ": " << usage_message(cmd, args, e) << "\n"
            << "Run '" << at.path << " --help' for the options.\n";
        return kExitUsage;
    }
    return std::nullopt;
}

std::string chosen_subcommand(const CLI::App& cmd) {
    const auto subs = cmd.get_subcommands();
    return subs.empty() ? std::string() : subs.front()->get_name();
}

std::vector<std::string> subcommand_names(const CLI::App& cmd) {
    std::vector<std::string> names;
    for (const CLI::App* sub : cmd.get_subcommands({})) names.push_back(sub->get_name());
    return names;
}

CLI::Validator integer(std::int64_t lo, std::int64_t hi) {
    // An open top (a seed, a budget) reads "at least 0" rather than "0..9223372036854775807".
    const std::string range = hi == std::numeric_limits<std::int64_t>::max()
                                  ? "at least " + std::to_string(lo)
                                  : std::to_string(lo) + ".." + std::to_string(hi);
    return CLI::Validator(
        [lo, hi, range](std::string& text) -> std::string {
            std::int64_t v = 0;
            const char* end = text.data() + text.size();
            const auto [p, ec] = std::from_chars(text.data(), end, v);
            if (!text.empty() && ec == std::errc{} && p == end && v >= lo && v <= hi) return {};
            return "expected an integer " + range + ", got " + in_quotes(text);
        },
        range, "integer");
}

CLI::Validator non_negative() {
    return CLI::Validator(
        [](std::string& text) -> std::string {
            std::uint64_t v = 0;
            const char* end = text.data() + text.size();
            const auto [p, ec] = std::from_chars(text.data(), end, v);
            if (!text.empty() && ec == std::errc{} && p == end) return {};
            return "expected a non-negative integer, got " + in_quotes(text);
        },
        "", "non_negative");
}

CLI::Validator one_of(std::vector<std::string> names) {
    std::string shown;
    for (const auto& n : names) shown += (shown.empty() ? "" : ",") + n;
    return CLI::Validator(
        [names](std::string& text) -> std::string {
            if (std::find(names.begin(), names.end(), text) != names.end()) return {};
            return "expected " + spoken_list(names) + ", got " + in_quotes(text);
        },
        "{" + shown + "}", "one_of");
}

} // namespace tessera::cli
