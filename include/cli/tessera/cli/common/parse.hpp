#pragma once
// Every command's options are parsed by CLI11, the same way: -h/--help prints the command's help to
// stdout and exits 0; an unknown option or a bad value prints what is wrong to stderr and exits 2.
// Commands exit 1 for invalid input (a file that does not validate, a puzzle with no solution).
//
//   CLI::App cmd{"Solve puzzles read from stdin", "tessera sudoku solve"};
//   bool all = false;
//   cmd.add_flag("--all", all, "print every solution");
//   if (auto code = cli::parse(cmd, args, out, err)) return *code;
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace tessera::cli {

using Args = std::vector<std::string>;

inline constexpr int kExitOk = 0;
inline constexpr int kExitInvalid = 1; // the input was read but is not valid
inline constexpr int kExitUsage = 2;   // the command line itself is wrong

// The footer every command's help ends with.
extern const char* const kExitCodesHelp;

// Gives `cmd` the shared conventions (help footer, -h/--help). Called by parse(); call it earlier
// when a command adds subcommands.
void conventions(CLI::App& cmd);

// Parses `args` (the program and command names excluded). nullopt: go on and run the command;
// otherwise the exit code, after the help (stdout) or the error (stderr) was printed.
std::optional<int> parse(CLI::App& cmd, const Args& args, std::ostream& out, std::ostream& err);

// The first-word dispatch of a command with subcommands: CLI11 parses the options of the selected
// subcommand too. Returns the chosen subcommand's name ("" when none was given).
std::string chosen_subcommand(const CLI::App& cmd);

} // namespace tessera::cli
