#pragma once
// Whether this test executable runs under AddressSanitizer. Asked at run time: in scripts/test's
// sanitizer tree the test files compile without the sanitizers, as in the normal build
// (TESSERA_TESTS_UNINSTRUMENTED), so no macro can tell; the executable links the sanitizer's
// runtime, which defines __asan_init.
extern "C" void __asan_init() __attribute__((weak));

namespace tessera::testing {

inline bool sanitized() { return &__asan_init != nullptr; }

} // namespace tessera::testing
