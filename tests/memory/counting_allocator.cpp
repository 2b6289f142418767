// Every operator new of this test executable is counted (bytes in use and their peak), so a test
// can say how much memory a loader needed at most. malloc_usable_size gives the real block sizes;
// 16 bytes per block stand for malloc's own header and alignment.
#include "counting_allocator.hpp"

#include <atomic>
#include <cstdlib>
#include <malloc.h>
#include <new>

namespace {
std::atomic<std::size_t> g_current{0};
std::atomic<std::size_t> g_peak{0};
constexpr std::size_t kOverhead = 8;

void* counted(std::size_t n) {
    void* p = std::malloc(n == 0 ? 1 : n);
    if (!p) throw std::bad_alloc();
    const std::size_t now =
        g_current.fetch_add(malloc_usable_size(p) + kOverhead) + malloc_usable_size(p) + kOverhead;
    std::size_t peak = g_peak.load();
    while (now > peak && !g_peak.compare_exchange_weak(peak, now)) {
    }
    return p;
}

void uncounted(void* p) noexcept {
    if (!p) return;
    g_current.fetch_sub(malloc_usable_size(p) + kOverhead);
    std::free(p);
}
} // namespace

namespace tessera::test {
std::size_t allocated_now() { return g_current.load(); }
void reset_peak() { g_peak.store(g_current.load()); }
std::size_t peak_allocated() { return g_peak.load(); }
} // namespace tessera::test

void* operator new(std::size_t n) { return counted(n); }
void* operator new[](std::size_t n) { return counted(n); }
void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
    try {
        return counted(n);
    } catch (...) {
        return nullptr;
    }
}
void* operator new[](std::size_t n, const std::nothrow_t&) noexcept {
    try {
        return counted(n);
    } catch (...) {
        return nullptr;
    }
}
void operator delete(void* p) noexcept { uncounted(p); }
void operator delete[](void* p) noexcept { uncounted(p); }
void operator delete(void* p, std::size_t) noexcept { uncounted(p); }
void operator delete[](void* p, std::size_t) noexcept { uncounted(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { uncounted(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { uncounted(p); }
