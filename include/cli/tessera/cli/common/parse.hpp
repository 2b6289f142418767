#pragma once
// Every command's options are parsed by CLI11, the same way: -h/--help prints the command's help to
// stdout and exits 0; an unknown option or a bad value prints what is wrong to stderr and exits 2; a
// command that needs a subcommand and got none prints its help to stderr and exits 2. Commands exit
// 1 for invalid input (a file that does not validate, a puzzle with no solution).
//
//   CLI::App cmd{"Solve puzzles read from stdin", "tessera <game> solve"};
//   bool all = false;
//   cmd.add_flag("--all", all, "print every solution");
//   if (auto code = cli::parse(cmd, args, out, err)) return *code;
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <CLI/CLI.hpp>

namespace tessera::cli {

using Args = std::vector<std::string>;

inline constexpr int kExitOk = 0;
inline constexpr int kExitInvalid = 1; // the input was read but is not valid
inline constexpr int kExitUsage = 2;   // the command line itself is wrong

// The footer every command's help ends with.
extern const char* const kExitCodesHelp;

// Gives `cmd` and its subcommands the shared conventions: kExitCodesHelp closes the help, after a
// footer of the command's own. Called by parse(); calling it again changes nothing.
void conventions(CLI::App& cmd);

// Parses `args` (the program and command names excluded). nullopt: go on and run the command;
// otherwise the exit code, after the help (stdout) or the error (stderr) was printed. Errors and
// help name the deepest subcommand given, as typed: "tessera <game> generate: --count: ...".
std::optional<int> parse(CLI::App& cmd, const Args& args, std::ostream& out, std::ostream& err);

// The first-word dispatch of a command with subcommands: CLI11 parses the options of the selected
// subcommand too. Returns the chosen subcommand's name ("" when none was given).
std::string chosen_subcommand(const CLI::App& cmd);

// The names of `cmd`'s subcommands, in the order they were added (hidden ones included).
std::vector<std::string> subcommand_names(const CLI::App& cmd);

// Checks for option values. Each failure reads "<option>: expected ..., got "<value>"", the same for
// every command. Values are checked as typed, before CLI11 converts them, so "-3" is no seed.
//
// An integer lo..hi in decimal digits; with hi = INT64_MAX, "an integer at least lo".
CLI::Validator integer(std::int64_t lo, std::int64_t hi);
// Any integer 0..2^64-1: seeds and node budgets.
CLI::Validator non_negative();
// One of `names`, spelled exactly.
CLI::Validator one_of(std::vector<std::string> names);

// An option whose value is one of the names in `choices`, stored in `target` as the value paired
// with it; the help shows the choices and the name of `target`'s value at the time of the call.
template <class T> CLI::Option* add_choice(CLI::App& cmd, const std::string& name, T& target,
                                           std::vector<std::pair<std::string, T>> choices,
                                           const std::string& description) {
    std::vector<std::string> names;
    std::string current;
    for (const auto& [n, value] : choices) {
        names.push_back(n);
        if (value == target) current = n;
    }
    CLI::Option* option = cmd.add_option_function<std::string>(
        name,
        [&target, choices](const std::string& given) {
            for (const auto& [n, value] : choices)
                if (n == given) target = value;
        },
        description);
    option->check(one_of(names));
    if (!current.empty()) option->default_str(current);
    return option;
}

} // namespace tessera::cli
