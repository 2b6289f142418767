#pragma once
// The 9x9 board of both stages: digits, candidate masks, the units each stage's rules use, parsing
// of 81-character puzzle lines, and the Sudoku article's checkWin plus live conflict detection.
//
// Cells are numbered 0..80 row-major (cell = row * 9 + col). Stage 1 (Latin) constrains rows and
// columns only; stage 2 (Classic) adds the nine 3x3 boxes.
#include <array>
#include <bit>
#include <bitset>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tessera::sudoku {

inline constexpr int kSize = 9;
inline constexpr int kCells = 81;

enum class Rules : std::uint8_t { Latin, Classic, kCount };

// One digit per cell, 0 = empty.
using Digits = std::array<std::uint8_t, kCells>;
// Bit d-1 stands for digit d.
using Mask = std::uint16_t;
inline constexpr Mask kAllDigits = 0x1FF;
using Candidates = std::array<Mask, kCells>;
using CellSet = std::bitset<kCells>;

constexpr Mask digit_bit(int digit) { return static_cast<Mask>(1u << (digit - 1)); }
constexpr int row_of(int cell) { return cell / kSize; }
constexpr int col_of(int cell) { return cell % kSize; }
constexpr int box_of(int cell) { return (row_of(cell) / 3) * 3 + col_of(cell) / 3; }
constexpr int cell_at(int row, int col) { return row * kSize + col; }
// Inline: the rating's technique scans call these in their inner loops. A table, because
// without -mpopcnt std::popcount becomes a library call.
inline constexpr std::array<std::uint8_t, 512> kPopcount = [] {
    std::array<std::uint8_t, 512> t{};
    for (int i = 1; i < 512; ++i) t[i] = static_cast<std::uint8_t>(t[i >> 1] + (i & 1));
    return t;
}();
inline int popcount(Mask m) { return kPopcount[m & kAllDigits]; }
// Lowest digit in a non-empty mask.
inline int first_digit(Mask m) { return std::countr_zero(static_cast<unsigned>(m)) + 1; }

enum class UnitKind : std::uint8_t { Row, Column, Box };

// The units and peers of one stage's rules. Units 0..8 are rows, 9..17 columns, 18..26 boxes
// (Classic only).
struct Geometry {
    Rules rules = Rules::Classic;
    int unit_count = 27;
    std::array<std::array<std::uint8_t, kSize>, 27> unit_cells{};
    std::array<std::array<std::uint8_t, 3>, kCells> cell_units{}; // 2 or 3 used (units_per_cell)
    int units_per_cell = 3;
    std::array<std::array<std::uint8_t, 20>, kCells> peers{}; // 16 (Latin) or 20 (Classic) used
    int peer_count = 20;
    std::array<CellSet, kCells> peer_set{};
    std::array<CellSet, 27> unit_set{};
};

const Geometry& geometry(Rules rules);
UnitKind unit_kind(int unit);
int unit_index(int unit); // 0..8 within its kind

// 81 characters: 1-9 for a given, '.' or '0' for a blank. nullopt otherwise.
std::optional<Digits> parse_digits(std::string_view text);
// 81 characters with '.' for blanks.
std::string format_digits(const Digits& digits);
int count_filled(const Digits& digits);

// Cells whose digit repeats in one of its units (what the view paints red).
CellSet conflicts(const Digits& digits, Rules rules);
// The Sudoku article's checkWin: every row and column (and box in Classic) holds 1..9 exactly once.
bool check_win(const Digits& digits, Rules rules);
// Candidates every empty cell could take given the placed digits (0 for filled cells).
Candidates derive_candidates(const Digits& digits, Rules rules);

std::string_view rules_name(Rules rules); // "latin" / "classic"

} // namespace tessera::sudoku
