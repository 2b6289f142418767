// The solver's search for AVX2 machines: CMake compiles this file with -mavx2 -mbmi -mbmi2
// -mpopcnt on x86-64 (see CMakeLists.txt), and solver.cpp calls it only when the processor has
// them. Elsewhere it builds nothing and built() says so.
#include "solver_kernel.hpp"

#if defined(__AVX2__) && defined(__BMI__) && defined(__BMI2__) && defined(__POPCNT__)
#include <immintrin.h>

#define TESSERA_KERNEL_NS avx2
#include "solver_kernel.inc"

namespace tessera::sudoku::kernel::avx2 {
bool built() { return true; }
} // namespace tessera::sudoku::kernel::avx2

#else

namespace tessera::sudoku::kernel::avx2 {
bool built() { return false; }
void solve_digits(const Job&, const std::uint8_t*, int, int, Result&) {}
void solve_candidates(const Job&, const std::uint16_t*, Result&) {}
void solve_words(const Job&, const Band*, const Band*, Result&) {}
} // namespace tessera::sudoku::kernel::avx2

#endif
