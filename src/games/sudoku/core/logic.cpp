#include "tessera/core/sudoku/logic.hpp"

#include "logic_finder.hpp"

#include <algorithm>
#include <array>
#include <bit>

namespace tessera::sudoku {

namespace {

constexpr std::array<std::string_view, kTechniqueCount> kNames = {
    "hidden single", "naked single", "pointing",     "box-line reduction",
    "naked pair",    "hidden pair",  "naked triple", "hidden triple",
    "x-wing",        "xy-wing",      "swordfish",    "simple colouring",
    "forcing chain", "guess",        "mistake"};
constexpr std::array<int, kTechniqueCount> kWeights = {1, 2, 5, 5, 8, 10, 12, 14, 20, 25, 30, 40, 60, 100, 0};
constexpr std::array<std::string_view, kDifficultyCount> kDifficultyNames = {"easy", "medium", "hard",
                                                                             "expert", "diabolical"};

} // namespace

using logic_detail::digits_text;
using logic_detail::Finder;
using logic_detail::unit_name;

std::string_view technique_name(Technique t) { return kNames[static_cast<int>(t)]; }
std::string_view difficulty_name(Difficulty d) { return kDifficultyNames[static_cast<int>(d)]; }

std::optional<Difficulty> parse_difficulty(std::string_view name) {
    for (int i = 0; i < kDifficultyCount; ++i)
        if (kDifficultyNames[i] == name) return static_cast<Difficulty>(i);
    return std::nullopt;
}

Difficulty technique_tier(Technique t) {
    switch (t) {
    case Technique::HiddenSingle:
    case Technique::NakedSingle:
        return Difficulty::Easy;
    case Technique::Pointing:
    case Technique::BoxLineReduction:
    case Technique::NakedPair:
    case Technique::HiddenPair:
        return Difficulty::Medium;
    case Technique::NakedTriple:
    case Technique::HiddenTriple:
    case Technique::XWing:
    case Technique::XYWing:
    case Technique::Swordfish:
        return Difficulty::Hard;
    case Technique::SimpleColouring:
    case Technique::ForcingChain:
        return Difficulty::Expert;
    default:
        return Difficulty::Diabolical;
    }
}

int technique_weight(Technique t) { return kWeights[static_cast<int>(t)]; }

std::string cell_name(int cell) {
    return "r" + std::to_string(row_of(cell) + 1) + "c" + std::to_string(col_of(cell) + 1);
}

std::string describe(const Step& step) {
    std::string s(technique_name(step.technique));
    if (!step.cells.empty() || step.digits) {
        s += ":";
        if (step.digits) s += " " + digits_text(step.digits);
        if (step.unit >= 0) s += " in " + unit_name(step.unit);
        if (!step.cells.empty()) {
            s += " at";
            for (auto c : step.cells) s += " " + cell_name(c);
        }
        if (!step.secondary.empty()) {
            s += " with";
            for (auto c : step.secondary) s += " " + cell_name(c);
        }
    }
    for (const auto& p : step.placements) s += "; " + cell_name(p.cell) + "=" + std::to_string(p.digit);
    if (!step.eliminations.empty()) {
        s += "; removes";
        for (const auto& e : step.eliminations) s += " " + std::to_string(e.digit) + "@" + cell_name(e.cell);
    }
    return s;
}

LogicBoard make_logic_board(const Digits& puzzle, Rules rules) {
    LogicBoard b;
    b.rules = rules;
    b.values = puzzle;
    b.cands = derive_candidates(puzzle, rules);
    return b;
}

std::optional<Step> find_technique(const LogicBoard& board, Technique t) { return Finder(board).run(t); }

std::optional<Step> find_step(const LogicBoard& board, Difficulty max_tier, Technique from) {
    // A contradiction (an empty cell without candidates) has no logical next step.
    for (int c = 0; c < kCells; ++c)
        if (board.values[c] == 0 && board.cands[c] == 0) return std::nullopt;
    Finder f(board);
    for (int t = static_cast<int>(from); t < static_cast<int>(Technique::Guess); ++t) {
        const auto tech = static_cast<Technique>(t);
        if (technique_tier(tech) > max_tier) break;
        if (auto s = f.run(tech)) return s;
    }
    return std::nullopt;
}

void place_all(LogicBoard& board, std::span<const Placement> placements) {
    const Geometry& g = geometry(board.rules);
    for (const auto& p : placements) {
        board.values[p.cell] = p.digit;
        board.cands[p.cell] = 0;
        for (int k = 0; k < g.peer_count; ++k)
            board.cands[g.peers[p.cell][k]] =
                static_cast<Mask>(board.cands[g.peers[p.cell][k]] & ~digit_bit(p.digit));
    }
}

void apply_step(LogicBoard& board, const Step& step) {
    place_all(board, step.placements);
    for (const auto& e : step.eliminations)
        board.cands[e.cell] = static_cast<Mask>(board.cands[e.cell] & ~digit_bit(e.digit));
}

bool is_solved(const LogicBoard& board) {
    for (auto v : board.values)
        if (v == 0) return false;
    return true;
}

} // namespace tessera::sudoku
