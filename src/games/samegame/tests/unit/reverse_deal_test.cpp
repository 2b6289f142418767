// Boards built backwards (reverse_deal): every recorded line clears its board through apply(),
// colours stay near their even share, groups are not mostly pairs, and the CLI and bench
// workload drive it through streams.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "../../cli/reverse_cli.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/core/samegame/board_text.hpp"
#include "tessera/core/samegame/game.hpp"
#include "tessera/core/samegame/reverse_deal.hpp"

using namespace tessera;
using namespace tessera::samegame;

namespace {

// Replays the line through apply(); returns the number of tiles left (-1 for an illegal move)
// and checks every removed group has the recorded size.
int replay(const ReverseDeal& d) {
    State s = start(d.board, Config{});
    for (std::size_t i = 0; i < d.line.size(); ++i) {
        auto o = apply(s, d.line[i]);
        if (!o) return -1;
        const auto& cleared = std::get<Cleared>(o->events.front());
        if (static_cast<int>(cleared.cells.size()) != d.group_sizes[i]) return -1;
        s = std::move(o->state);
    }
    return s.board.tiles_left();
}

struct Size {
    int w, h, c, boards;
};

} // namespace

TEST_CASE("reverse deals are full boards whose recorded line clears them", "[samegame][reverse]") {
    // 2,060 boards over several sizes and colour counts.
    const std::vector<Size> sizes = {{15, 15, 5, 400}, {10, 10, 4, 300}, {20, 20, 8, 60}, {5, 5, 3, 600},
                                     {20, 10, 6, 140}, {1, 6, 3, 100},   {7, 1, 3, 100},  {4, 4, 2, 300},
                                     {2, 1, 2, 50},    {3, 3, 1, 10}};
    for (const Size& z : sizes) {
        INFO(z.w << "x" << z.h << " colours " << z.c);
        const int cells = z.w * z.h;
        int worst = 0;
        for (int seed = 0; seed < z.boards; ++seed) {
            INFO("seed " << seed);
            Rng rng(static_cast<std::uint64_t>(seed));
            const auto d = reverse_deal(z.w, z.h, z.c, rng);
            REQUIRE(d);
            REQUIRE(d->board.width() == z.w);
            REQUIRE(d->board.height() == z.h);
            REQUIRE(d->board.tiles_left() == cells);
            REQUIRE(colours_used(d->board) <= z.c);
            REQUIRE(d->line.size() == d->group_sizes.size());
            REQUIRE(replay(*d) == 0);
            // Colour balance: every colour within 12 tiles of its even share (cells / colours).
            const auto counts = d->board.colour_counts();
            for (int c = 1; c <= z.c; ++c) worst = std::max(worst, std::abs(counts[c] * z.c - cells) / z.c);
        }
        CHECK(worst <= 12);
    }
}

TEST_CASE("reverse deals have varied groups and even colours on 15x15", "[samegame][reverse]") {
    int groups = 0, pairs = 0, tiles = 0, big = 0;
    for (int seed = 0; seed < 200; ++seed) {
        Rng rng(static_cast<std::uint64_t>(seed));
        const auto d = reverse_deal(15, 15, 5, rng);
        REQUIRE(d);
        for (int s : d->group_sizes) {
            ++groups;
            pairs += s == 2;
            big += s >= 5;
            tiles += s;
        }
        const auto counts = d->board.colour_counts();
        for (int c = 1; c <= 5; ++c) CHECK(std::abs(counts[c] - 45) <= 12);
    }
    const double mean = static_cast<double>(tiles) / groups;
    CHECK(mean >= 3.3);                // about 4.0
    CHECK(pairs * 100 <= groups * 40); // about a quarter are pairs
    CHECK(big * 100 >= groups * 15);   // about 30 % have 5 or more tiles
}

TEST_CASE("reverse deals with 3 and 4 colours succeed without restarts and replay", "[samegame][reverse]") {
    // The few-colour boards used to back up hundreds of times per board (10x10 with 3 colours)
    // and sometimes start over; each board must now come straight out of one construction, with
    // few dead ends. Deterministic seeds, so the bounds guard against regressions, not luck.
    const std::vector<Size> sizes = {{10, 10, 3, 300}, {15, 15, 3, 60}, {20, 20, 4, 100}, {15, 15, 4, 150}};
    for (const Size& z : sizes) {
        INFO(z.w << "x" << z.h << " colours " << z.c);
        const int cells = z.w * z.h;
        int dead_ends = 0, groups = 0, pairs = 0, big = 0, worst = 0;
        for (int seed = 0; seed < z.boards; ++seed) {
            INFO("seed " << seed);
            Rng rng(static_cast<std::uint64_t>(seed));
            const auto d = reverse_deal(z.w, z.h, z.c, rng);
            REQUIRE(d);
            CHECK(d->restarts == 0);
            REQUIRE(replay(*d) == 0);
            dead_ends += d->backtracks;
            for (int s : d->group_sizes) {
                ++groups;
                pairs += s == 2;
                big += s >= 5;
            }
            const auto counts = d->board.colour_counts();
            for (int c = 1; c <= z.c; ++c) worst = std::max(worst, std::abs(counts[c] * z.c - cells) / z.c);
        }
        // About 4 per board at 10x10 and 12 at 15x15 with 3 colours, under 0.1 with 4.
        CHECK(dead_ends <= z.boards * (z.c == 3 ? 25 : 1));
        CHECK(static_cast<double>(cells) * z.boards / groups >= 3.3); // mean group about 3.6-3.9
        CHECK(pairs * 100 <= groups * 40);
        CHECK(big * 100 >= groups * 15);
        CHECK(worst <= 12);
    }
}

TEST_CASE("reverse deals make groups of both orientations", "[samegame][reverse]") {
    // Replayed, each group's bounding box at its removal: wider than tall, or taller than wide.
    // Growth steps favour sideways cells because the upward ones succeed more often; without that
    // the groups were mostly vertical bars.
    int groups = 0, wide = 0, tall = 0;
    for (int seed = 0; seed < 100; ++seed) {
        Rng rng(static_cast<std::uint64_t>(seed));
        const auto d = reverse_deal(10, 10, 3, rng);
        REQUIRE(d);
        State s = start(d->board, Config{});
        for (const Move& m : d->line) {
            int x0 = 99, x1 = -1, y0 = 99, y1 = -1;
            for (const Point p : s.board.group_at(m.tile)) {
                x0 = std::min(x0, p.x);
                x1 = std::max(x1, p.x);
                y0 = std::min(y0, p.y);
                y1 = std::max(y1, p.y);
            }
            ++groups;
            wide += x1 - x0 > y1 - y0;
            tall += y1 - y0 > x1 - x0;
            auto o = apply(s, m);
            REQUIRE(o);
            s = std::move(o->state);
        }
    }
    CHECK(wide * 100 >= groups * 25); // about 36 %
    CHECK(tall * 100 >= groups * 25); // about 45 %
}

TEST_CASE("reverse deals are deterministic from the seed", "[samegame][reverse]") {
    Rng a(42), b(42), c(43);
    const auto da = reverse_deal(15, 15, 5, a);
    const auto db = reverse_deal(15, 15, 5, b);
    const auto dc = reverse_deal(15, 15, 5, c);
    REQUIRE((da && db && dc));
    CHECK(da->board == db->board);
    CHECK(da->line == db->line);
    CHECK_FALSE(da->board == dc->board);
}

TEST_CASE("reverse_deal rejects impossible sizes", "[samegame][reverse]") {
    Rng rng(1);
    CHECK_FALSE(reverse_deal(0, 5, 3, rng));
    CHECK_FALSE(reverse_deal(5, kMaxSide + 1, 3, rng));
    CHECK_FALSE(reverse_deal(5, 5, 0, rng));
    CHECK_FALSE(reverse_deal(5, 5, kMaxColours + 1, rng));
    CHECK_FALSE(reverse_deal(1, 1, 3, rng));
    const auto one = reverse_deal(4, 3, 1, rng); // one colour: a single group
    REQUIRE(one);
    CHECK(one->line.size() == 1);
    CHECK(replay(*one) == 0);
}

namespace {
// `tessera samegame generate-clearable ARGS...`
int run(const std::vector<std::string>& args, std::string& out, std::string& err) {
    std::istringstream in;
    std::ostringstream o, e;
    std::vector<std::string> command{"generate-clearable"};
    command.insert(command.end(), args.begin(), args.end());
    const int rc = cli::samegame_main(command, in, o, e);
    out = o.str();
    err = e.str();
    return rc;
}
} // namespace

TEST_CASE("generate-clearable prints boards and lines that clear them", "[samegame][reverse][cli]") {
    std::string out, err;
    REQUIRE(
        run({"--width", "8", "--height", "6", "--colours", "4", "--count", "3", "--seed", "7", "--verify"},
            out, err) == 0);
    CHECK(err.empty());
    std::istringstream text(out);
    std::string line;
    int boards = 0;
    while (std::getline(text, line)) {
        if (line.empty()) continue;
        REQUIRE(line == "seed " + std::to_string(7 + boards));
        std::vector<std::string> rows;
        for (int r = 0; r < 6; ++r) {
            REQUIRE(std::getline(text, line));
            rows.push_back(line);
        }
        const auto parsed = parse_board(rows, true);
        REQUIRE(std::holds_alternative<Board>(parsed));
        State s = start(std::get<Board>(parsed), Config{});
        REQUIRE(std::getline(text, line));
        REQUIRE(line.rfind("line ", 0) == 0);
        std::istringstream moves(line.substr(line.find(':') + 1));
        std::string word;
        while (moves >> word) {
            const auto m = parse_move(word);
            REQUIRE(m);
            auto o = apply(s, *m);
            REQUIRE(o);
            s = o->state;
        }
        CHECK(s.board.empty());
        ++boards;
    }
    CHECK(boards == 3);

    // The same board again from its own seed, and --quiet prints only the count.
    std::string again;
    REQUIRE(run({"--width", "8", "--height", "6", "--colours", "4", "--seed", "8"}, again, err) == 0);
    CHECK(out.find(again) != std::string::npos);
    REQUIRE(run({"--quiet", "--count", "25", "--seed", "3"}, out, err) == 0);
    CHECK(out == "25\n");

    CHECK(run({"--width", "0"}, out, err) == 2);
    CHECK(run({"--bogus"}, out, err) == 2);
    CHECK(run({"--width", "1", "--height", "1"}, out, err) == 2);
    CHECK(run({"--seed"}, out, err) == 2);
}

TEST_CASE("the reverse-deal bench workload runs", "[samegame][reverse][bench]") {
    const auto w = cli::samegame_reverse_workloads();
    REQUIRE(w.size() == 1);
    CHECK(w[0].name == "samegame.reverse-deal");
    const auto a = w[0].run();
    CHECK(a.work == 1000);
    CHECK(a.unit == "boards");
    // The signature covers boards and lines: it changes whenever the construction does.
    CHECK(a.signature != 0);
    const std::string prefix = "15x15, 5 colours, mean group ";
    REQUIRE(a.detail.rfind(prefix, 0) == 0);
    const double mean = std::stod(a.detail.substr(prefix.size()));
    CHECK(mean >= 3.5); // about 4.0
    CHECK(mean <= 4.5);
}
