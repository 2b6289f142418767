#include "tessera/cli/common/new_game_bench.hpp"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

#include "tessera/core/common/rng.hpp"

namespace tessera::bench {

namespace {

double thread_cpu_ms() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

} // namespace

std::uint64_t new_game_seed(int i) {
    std::uint64_t state = 0x7e55e7a0ULL + static_cast<std::uint64_t>(i);
    return splitmix64(state);
}

Result time_new_games(const std::function<std::uint64_t(std::uint64_t)>& deal, const std::string& unit,
                      int count) {
    Result r;
    r.unit = unit;
    std::vector<double> ms;
    ms.reserve(static_cast<std::size_t>(count));
    for (int i = 1; i <= count; ++i) {
        const double t0 = thread_cpu_ms();
        const std::uint64_t h = deal(new_game_seed(i));
        ms.push_back(thread_cpu_ms() - t0);
        r.signature = mix(r.signature, h);
        ++r.work;
    }
    std::sort(ms.begin(), ms.end());
    auto rank = [&ms](double q) {
        const auto k = static_cast<std::size_t>(q * static_cast<double>(ms.size()) + 0.999999);
        return ms[std::clamp<std::size_t>(k, 1, ms.size()) - 1];
    };
    char buf[128];
    std::snprintf(buf, sizeof buf, "median %.2f ms, p99 %.2f ms CPU over %d seeds", rank(0.5), rank(0.99),
                  count);
    r.detail = buf;
    return r;
}

} // namespace tessera::bench
