#include "samegame_cli_support.hpp"

#include <charconv>

#include "tessera/core/samegame/deal.hpp"

namespace tessera::cli {

bool int_opt(const std::map<std::string, std::string>& values, const std::string& key, std::int64_t lo,
             std::int64_t hi, std::int64_t fallback, std::int64_t& out, std::ostream& err) {
    const auto it = values.find(key);
    if (it == values.end()) {
        out = fallback;
        return true;
    }
    const std::string& s = it->second;
    std::int64_t v = 0;
    const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    if (r.ec != std::errc{} || r.ptr != s.data() + s.size() || v < lo || v > hi) {
        err << "tessera samegame: " << key << " expects an integer " << lo << ".." << hi << ", got '" << s
            << "'\n";
        return false;
    }
    out = v;
    return true;
}

samegame::Board solver_bench_board(std::uint64_t seed, int size, int colours) {
    Rng rng(seed);
    // A wave of a tenth of the even share: close to the uniform random boards of the literature.
    const int share = size * size / colours;
    return samegame::deal_board(size, size, colours, std::max(1, share / 10), rng);
}

} // namespace tessera::cli
