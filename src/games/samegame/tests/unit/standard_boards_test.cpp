// The pinned benchmark boards (bench/data/samegame-15x15c5.txt) and the lines the solver found on
// them (bench/data/samegame-15x15c5-lines.txt), replayed by a scorer written here from the rules
// alone: it shares no code with the core (no Board, no apply, no scoring functions).
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "tessera/core/samegame/board_text.hpp"
#include "tessera/core/samegame/deal.hpp"
#include "tessera/core/samegame/solver.hpp"

using namespace tessera;
using namespace tessera::samegame;

namespace {

const std::string kData = std::string(TESSERA_SOURCE_DIR) + "/bench/data/";

// The sum of the 20 scores in bench/data/samegame-15x15c5-lines.txt (docs/performance.md).
constexpr int kPinnedTotal = 68570;

// Classic SameGame from the rules: columns of colours bottom-up; a move names a tile by column and
// row from the top of the full board; its 4-connected same-coloured group (2 or more) scores
// (n-2)^2 and goes, tiles above fall, empty columns close to the left. At the end: +1000 for an
// empty board, else minus (k-2)^2 for every colour with k tiles left.
class Scorer {
  public:
    explicit Scorer(const std::vector<std::string>& rows) : height_(static_cast<int>(rows.size())) {
        const std::string letters = "RGBYPOCW";
        columns_.resize(rows.front().size());
        // Bottom row first, so a '.' (no tile) leaves the tiles above it fallen.
        for (int y = height_ - 1; y >= 0; --y)
            for (std::size_t x = 0; x < rows[static_cast<std::size_t>(y)].size(); ++x)
                if (const auto at = letters.find(rows[static_cast<std::size_t>(y)][x]);
                    at != std::string::npos)
                    columns_[x].push_back(static_cast<int>(at) + 1);
    }

    // Plays the tile at column x, row y (0 = top); false when that is no group of 2 or more.
    bool play(int x, int y) {
        const int level = height_ - 1 - y;
        if (x < 0 || x >= static_cast<int>(columns_.size()) || level < 0 ||
            level >= static_cast<int>(columns_[static_cast<std::size_t>(x)].size()))
            return false;
        std::vector<std::vector<bool>> gone(columns_.size());
        for (std::size_t c = 0; c < columns_.size(); ++c) gone[c].assign(columns_[c].size(), false);
        const int colour = columns_[static_cast<std::size_t>(x)][static_cast<std::size_t>(level)];
        std::vector<std::pair<int, int>> stack{{x, level}};
        gone[static_cast<std::size_t>(x)][static_cast<std::size_t>(level)] = true;
        int n = 0;
        while (!stack.empty()) {
            const auto [cx, cl] = stack.back();
            stack.pop_back();
            ++n;
            for (const auto& [dx, dl] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                const int nx = cx + dx, nl = cl + dl;
                if (nx < 0 || nx >= static_cast<int>(columns_.size()) || nl < 0 ||
                    nl >= static_cast<int>(columns_[static_cast<std::size_t>(nx)].size()))
                    continue;
                auto seen = gone[static_cast<std::size_t>(nx)][static_cast<std::size_t>(nl)];
                if (seen || columns_[static_cast<std::size_t>(nx)][static_cast<std::size_t>(nl)] != colour)
                    continue;
                gone[static_cast<std::size_t>(nx)][static_cast<std::size_t>(nl)] = true;
                stack.push_back({nx, nl});
            }
        }
        if (n < 2) return false;
        std::vector<std::vector<int>> next;
        for (std::size_t c = 0; c < columns_.size(); ++c) {
            std::vector<int> kept;
            for (std::size_t l = 0; l < columns_[c].size(); ++l)
                if (!gone[c][l]) kept.push_back(columns_[c][l]);
            if (!kept.empty()) next.push_back(kept);
        }
        columns_ = next;
        score_ += (n - 2) * (n - 2);
        return true;
    }

    bool has_group() const {
        for (std::size_t c = 0; c < columns_.size(); ++c)
            for (std::size_t l = 0; l < columns_[c].size(); ++l) {
                if (l + 1 < columns_[c].size() && columns_[c][l + 1] == columns_[c][l]) return true;
                if (c + 1 < columns_.size() && l < columns_[c + 1].size() &&
                    columns_[c + 1][l] == columns_[c][l])
                    return true;
            }
        return false;
    }

    int final_score() const {
        if (columns_.empty()) return score_ + 1000;
        std::vector<int> left(9, 0);
        for (const auto& column : columns_)
            for (int colour : column) ++left[static_cast<std::size_t>(colour)];
        int penalty = 0;
        for (int k : left)
            if (k > 0) penalty += (k - 2) * (k - 2);
        return score_ - penalty;
    }

  private:
    int height_;
    std::vector<std::vector<int>> columns_;
    int score_ = 0;
};

// The boards of the pinned file: "# seed N" then 15 rows; '#' lines and blank lines between.
std::vector<std::pair<int, std::vector<std::string>>> pinned_boards() {
    std::ifstream in(kData + "samegame-15x15c5.txt");
    std::vector<std::pair<int, std::vector<std::string>>> out;
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("# seed ", 0) == 0) {
            out.push_back({std::stoi(line.substr(7)), {}});
        } else if (!line.empty() && line[0] != '#' && !out.empty()) {
            out.back().second.push_back(line);
        }
    }
    return out;
}

// Replays "x,y x,y ..." with the scorer; the final score, or a message.
std::variant<int, std::string> score_line(const std::vector<std::string>& rows, const std::string& moves) {
    Scorer s(rows);
    std::istringstream in(moves);
    int step = 0;
    for (std::string m; in >> m; ++step) {
        const auto comma = m.find(',');
        if (comma == std::string::npos) return "move " + std::to_string(step) + " is not x,y: " + m;
        if (!s.play(std::stoi(m.substr(0, comma)), std::stoi(m.substr(comma + 1))))
            return "move " + std::to_string(step) + " (" + m + ") is no group";
    }
    if (s.has_group()) return std::string("the line stops while a group is left");
    return s.final_score();
}

std::string moves_text(const Solution& sol) {
    std::string out;
    for (const Move& m : sol.moves) out += (out.empty() ? "" : " ") + to_string(m);
    return out;
}

} // namespace

TEST_CASE("the pinned benchmark boards are the uniform deals of seeds 1-20", "[samegame][bench]") {
    const auto boards = pinned_boards();
    REQUIRE(boards.size() == 20);
    for (const auto& [seed, rows] : boards) {
        INFO("seed " << seed);
        Rng rng(static_cast<std::uint64_t>(seed));
        CHECK(format_board(uniform_board(15, 15, 5, rng)) == rows);
    }
    CHECK(boards.front().first == 1);
    CHECK(boards.back().first == 20);
}

TEST_CASE("the independent scorer agrees with the rules on small hand-made boards", "[samegame][bench]") {
    // R R R B: the R run scores 1; B is left alone: -(1-2)^2.
    CHECK(std::get<int>(score_line({"RRRB"}, "0,0")) == 0);
    // RR/RR: 4 tiles, (4-2)^2 = 4, then +1000 for the empty board.
    CHECK(std::get<int>(score_line({"RR", "RR"}, "1,1")) == 1004);
    // G over R R: removing the Rs drops G to the floor; G alone ends it: 0 - 1.
    CHECK(std::get<int>(score_line({"G.", "RR"}, "1,1")) == -1);
    CHECK(std::holds_alternative<std::string>(score_line({"RB"}, "0,0")));         // no group there
    CHECK(std::holds_alternative<std::string>(score_line({"RRB", "GGB"}, "0,0"))); // stops early
}

TEST_CASE("solver lines on the pinned boards replay to their score with the independent scorer",
          "[samegame][solver][bench]") {
    // A small budget keeps the test fast; what is checked is that the line and its score agree.
    const auto boards = pinned_boards();
    REQUIRE(boards.size() >= 3);
    for (std::size_t i = 0; i < 3; ++i) {
        const auto& [seed, rows] = boards[i];
        Config cfg;
        cfg.rules = Rules::classic;
        cfg.leftover_penalty = true;
        const State s = start(std::get<Board>(parse_board(rows, true)), cfg);
        SolveLimits limits;
        limits.max_nodes = 100'000;
        const Solution sol = solve(s, limits);
        INFO("seed " << seed);
        const auto scored = score_line(rows, moves_text(sol));
        REQUIRE(std::holds_alternative<int>(scored));
        CHECK(std::get<int>(scored) == sol.score);
    }
}

TEST_CASE("the benchmark's pinned lines replay to their scores with the independent scorer",
          "[samegame][solver][bench]") {
    // bench/data/samegame-15x15c5-lines.txt holds the lines behind the figures in
    // docs/performance.md: "seed N score S moves x,y ..." per board. Every one must replay, end the
    // game and score what the file says; the average is the published figure.
    const auto boards = pinned_boards();
    std::ifstream in(kData + "samegame-15x15c5-lines.txt");
    REQUIRE(in);
    int lines = 0, total = 0;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::string word, moves;
        int seed = 0, score = 0;
        fields >> word >> seed >> word >> score >> word;
        std::getline(fields, moves);
        INFO("seed " << seed);
        REQUIRE(seed >= 1);
        REQUIRE(seed <= static_cast<int>(boards.size()));
        const auto scored = score_line(boards[static_cast<std::size_t>(seed - 1)].second, moves);
        REQUIRE(std::holds_alternative<int>(scored));
        CHECK(std::get<int>(scored) == score);
        total += score;
        ++lines;
    }
    CHECK(lines == 20);
    CHECK(total == kPinnedTotal);
}
