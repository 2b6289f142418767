#pragma once
// Bytes allocated with operator new by this test executable (counting_allocator.cpp).
#include <cstddef>

namespace tessera::test {
std::size_t allocated_now();
void reset_peak();            // the peak restarts from what is allocated now
std::size_t peak_allocated(); // the most allocated at once since reset_peak()
} // namespace tessera::test
