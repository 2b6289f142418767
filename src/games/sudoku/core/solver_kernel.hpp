#pragma once
// The exact solver's inner search (see solver.hpp), built twice: for the x86-64 baseline (SSE2)
// and for AVX2 machines (with BMI1/2 and POPCNT), chosen at run time by solver.cpp. Both builds
// run the same steps in the same order, so they return the same counts, solutions and node
// counts; only the instructions differ.
//
// The interface is plain data (no standard-library templates): the two builds compile the
// implementation (solver_kernel.inc) with different instruction sets, and an inline template
// instantiated in both could otherwise be linked from the AVX2 build into baseline code.
#include <cstdint>

namespace tessera::sudoku::kernel {

// Band representation (as in JCZSolve/Tdoku): a set of cells is three 27-bit words, one per band
// of three rows (bit = (row % 3) * 9 + col), so a digit's candidates are three words and a
// placement clears the digit from its peers with three AND-NOTs.
using Band = std::uint32_t;

// Built once by solver.cpp.
struct Tables {
    Band peers[81][3]; // a cell's peers (Latin or classic) as band words
    // One digit in one band of a classic grid occupies one cell per row and per box, so its three
    // mini-rows (row r x box k, bit r * 3 + k of a 9-bit "mini-row mask") form a permutation.
    std::uint8_t shrink[512];  // 9 cells of a row -> 3 bits: box k has a cell
    Band allowed[512];         // mini-row mask -> cells of the permutations within it
    std::uint16_t single[512]; // 9 cells of a row -> themselves if just one
    // The same rule across the bands, for a stack: its columns x bands (bit j * 3 + b for column j
    // of the stack in band b) -> the columns each band may keep (band b's three bits at 9 * b; no
    // bits = contradiction). That is locked candidates between columns and boxes.
    std::uint32_t stack_cols[512];
    std::uint16_t spread[8]; // 3 column bits -> bits 0, 3, 6
};

struct Job {
    const Tables* tables = nullptr;
    bool boxes = true; // classic rules
    int limit = 2;     // stop after this many solutions (>= 1)
    std::uint64_t budget = 0;
    // Where it branches, try this grid's digit first (nullptr: the usual order). The generator
    // passes the known solution, so a second one is found close to it.
    const std::uint8_t* prefer = nullptr;
};

struct Result {
    int count = 0;
    std::uint8_t solution[81] = {};
    std::uint8_t second[81] = {}; // the second solution found (count > 1)
    std::uint64_t nodes = 0;
    bool aborted = false;
};

// Givens (0 = blank), optionally with one digit excluded from one blank cell (cell < 0: none).
// Candidates: bit d - 1 of start[cell] allows digit d.
// Words: the state after placing the givens, as run_digits makes it (f[band * 9 + digit], and
// the cells without a given per band).
namespace sse2 {
void solve_digits(const Job& job, const std::uint8_t* puzzle, int exclude_cell, int exclude_digit,
                  Result& out);
void solve_candidates(const Job& job, const std::uint16_t* start, Result& out);
void solve_words(const Job& job, const Band* f, const Band* unsolved, Result& out);
} // namespace sse2
namespace avx2 {
bool built(); // false where the compiler could not target AVX2 (the calls below then do nothing)
void solve_digits(const Job& job, const std::uint8_t* puzzle, int exclude_cell, int exclude_digit,
                  Result& out);
void solve_candidates(const Job& job, const std::uint16_t* start, Result& out);
void solve_words(const Job& job, const Band* f, const Band* unsolved, Result& out);
} // namespace avx2

} // namespace tessera::sudoku::kernel
