#include "tessera/levels/tilestack/save.hpp"

#include <charconv>

#include "tessera/core/tilestack/deal.hpp"

namespace tessera::levels {

std::string tilestack_save_params(std::string_view level_key) { return "level=" + std::string(level_key); }

std::optional<std::string> tilestack_legacy_save_id(std::string_view id, std::string_view params) {
    constexpr std::string_view kPrefix = "tilestack seed ";
    if (!id.starts_with(kPrefix)) return std::nullopt;
    const std::string_view digits = id.substr(kPrefix.size());
    std::uint64_t seed = 0;
    const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), seed);
    if (ec != std::errc{} || ptr != digits.data() + digits.size()) return std::nullopt;
    // Only the form the game wrote: no leading zeros, so one deal had one id.
    if (std::string(kPrefix) + std::to_string(seed) != id) return std::nullopt;
    return GameId{"tilestack", std::string(params), seed}.to_string();
}

SaveStart<tilestack::State> tilestack_save_start(const tilestack::Params& params, std::string_view level_key,
                                                 const GameId& id) {
    if (id.game != "tilestack" || id.params != tilestack_save_params(level_key)) return {};
    tilestack::Params dealt = params;
    dealt.seed = id.seed;
    return {tilestack::start(dealt), {}};
}

} // namespace tessera::levels
