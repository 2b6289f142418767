// The solver's search for the x86-64 baseline (SSE2), or plain C++ elsewhere.
#include "solver_kernel.hpp"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#define TESSERA_KERNEL_NS sse2
#include "solver_kernel.inc"
