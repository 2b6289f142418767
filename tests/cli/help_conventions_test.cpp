// Every game's command line keeps the shared conventions (tessera/cli/common/parse.hpp): -h on the
// game and on each of its subcommands prints help to stdout and exits 0; an unknown option, an
// unknown command or no command at all is a usage error (stderr, exit 2). The games and their
// subcommands come from the one list (cli::game_commands()) and each game's CLI11 definition.
#include <catch2/catch.hpp>

#include <sstream>
#include <tuple>

#include "support/cli_run.hpp"
#include "tessera/cli/common/parse.hpp"
#include "tessera/cli/game_commands.hpp"

using namespace tessera;

namespace {

using Run = tessera::testing::CliRun;

Run run(const cli::GameCommands& game, const cli::Args& args) {
    return tessera::testing::run_cli(game.main, args);
}

std::string words(const cli::Args& args) {
    std::string s;
    for (const auto& a : args) s += " " + a;
    return s;
}

} // namespace

TEST_CASE("every game lists subcommands, and -h works on the game and on each", "[cli][help]") {
    REQUIRE_FALSE(cli::game_commands().empty());
    for (const cli::GameCommands& game : cli::game_commands()) {
        const std::string name = "tessera " + std::string(game.id);
        const auto subcommands = game.subcommands();
        INFO(name);
        REQUIRE(subcommands.size() >= 2);
        for (const cli::Args& args : {cli::Args{"-h"}, cli::Args{"--help"}}) {
            const Run help = run(game, args);
            INFO(name + words(args));
            CHECK(help.code == cli::kExitOk);
            CHECK(help.err.empty());
            CHECK(help.out.find("Usage: " + name + " ") != std::string::npos);
            CHECK(help.out.find(cli::kExitCodesHelp) != std::string::npos);
            for (const auto& sub : subcommands) CHECK(help.out.find("  " + sub + " ") != std::string::npos);
        }
        for (const auto& sub : subcommands) {
            const Run help = run(game, {sub, "-h"});
            INFO(name + " " + sub + " -h");
            CHECK(help.code == cli::kExitOk);
            CHECK(help.err.empty());
            CHECK(help.out.find("Usage: " + name + " " + sub + " ") != std::string::npos);
            CHECK(help.out.find(cli::kExitCodesHelp) != std::string::npos);
        }
    }
}

TEST_CASE("every game's usage errors go to stderr with exit 2", "[cli][help]") {
    for (const cli::GameCommands& game : cli::game_commands()) {
        const std::string name = "tessera " + std::string(game.id);
        INFO(name);
        std::vector<cli::Args> wrong{{}, {"--no-such-option"}, {"no-such-command"}};
        for (const auto& sub : game.subcommands()) wrong.push_back({sub, "--no-such-option"});
        for (const cli::Args& args : wrong) {
            const Run r = run(game, args);
            INFO(name + words(args));
            CHECK(r.code == cli::kExitUsage);
            CHECK(r.out.empty());
            CHECK_FALSE(r.err.empty());
            if (args.size() == 2) CHECK(r.err.find("--no-such-option") != std::string::npos);
        }
        // No command: the game's usage, on stderr.
        CHECK(run(game, {}).err.find("Usage: " + name + " ") != std::string::npos);
        CHECK(run(game, {"no-such-command"}).err.find("unknown command \"no-such-command\"") !=
              std::string::npos);
    }
}

TEST_CASE("parse() names the subcommand that was given and keeps our value messages", "[cli][parse]") {
    CLI::App cmd{"a test command", "tessera test"};
    cmd.require_subcommand(1);
    CLI::App* make = cmd.add_subcommand("make", "make things");
    int width = 8;
    std::uint64_t seed = 1;
    std::string shape = "square";
    make->add_option("--width", width)->check(cli::integer(3, 16));
    make->add_option("--seed", seed)->check(cli::non_negative());
    make->add_option("--shape", shape)->check(cli::one_of({"square", "hex", "triangle"}));

    auto parse = [&](const cli::Args& args) {
        std::ostringstream out, err;
        const auto code = cli::parse(cmd, args, out, err);
        return std::tuple{code, out.str(), err.str()};
    };
    {
        const auto [code, out, err] = parse({"make", "--width", "12", "--seed", "18446744073709551615"});
        CHECK_FALSE(code);
        CHECK(width == 12);
        CHECK(seed == 18446744073709551615ULL);
    }
    const std::vector<std::pair<cli::Args, std::string>> wrong{
        {{"make", "--width", "17"}, "tessera test make: --width: expected an integer 3..16, got \"17\"\n"},
        {{"make", "--width", "8x"}, "tessera test make: --width: expected an integer 3..16, got \"8x\"\n"},
        {{"make", "--seed", "-3"},
         "tessera test make: --seed: expected a non-negative integer, got \"-3\"\n"},
        {{"make", "--shape", "circle"},
         "tessera test make: --shape: expected square, hex or triangle, got \"circle\"\n"},
        {{"make", "one", "two"}, "tessera test make: The following arguments were not expected: one two\n"},
        {{"bake"}, "tessera test: unknown command \"bake\" (commands: make)\n"},
        // An unknown command stays one when help is asked after it (a game not in this build).
        {{"bake", "--help"}, "tessera test: unknown command \"bake\" (commands: make)\n"},
    };
    for (const auto& [args, first_line] : wrong) {
        INFO(words(args));
        const auto [code, out, err] = parse(args);
        CHECK(code == cli::kExitUsage);
        CHECK(out.empty());
        CHECK(err.rfind(first_line, 0) == 0);
    }
    const auto [code, out, err] = parse({"make", "--help"});
    CHECK(code == cli::kExitOk);
    CHECK(out.find("Usage: tessera test make [OPTIONS]") != std::string::npos);
    CHECK(err.empty());
}
