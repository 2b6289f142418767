#include "tessera/levels/tilestack/save.hpp"

#include <charconv>

#include "tessera/core/common/rng.hpp"
#include "tessera/core/tilestack/deal.hpp"

namespace tessera::levels {

namespace {

constexpr std::string_view kIdPrefix = "tilestack seed ";

} // namespace

std::string tilestack_save_id(std::uint64_t seed) { return std::string(kIdPrefix) + std::to_string(seed); }

std::optional<std::uint64_t> tilestack_save_seed(const nlohmann::json& save) {
    if (!save.is_object()) return std::nullopt;
    const auto it = save.find("id");
    if (it == save.end() || !it->is_string()) return std::nullopt;
    const std::string_view id = it->get_ref<const std::string&>();
    if (!id.starts_with(kIdPrefix)) return std::nullopt;
    const std::string_view digits = id.substr(kIdPrefix.size());
    std::uint64_t seed = 0;
    const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), seed);
    if (ec != std::errc{} || ptr != digits.data() + digits.size()) return std::nullopt;
    // Only the form the game writes: no leading zeros, so one deal has one id.
    if (tilestack_save_id(seed) != id) return std::nullopt;
    return seed;
}

TilestackRestore restore_tilestack_save(const tilestack::Params& params, const nlohmann::json& save) {
    TilestackRestore r;
    r.error = check_save_shape(save);
    if (!r.error.empty()) return r;
    const auto seed = tilestack_save_seed(save);
    if (!seed) {
        r.error = save_id_mismatch(save.find("id")->get_ref<const std::string&>());
        return r;
    }
    Rng rng(*seed);
    return restore_save<tilestack::State, tilestack::Move>(
        tilestack::start(params, rng), save, tilestack_save_id(*seed),
        "\"pick N\", \"undo\", \"pop\" or \"shuffle N\"",
        [](const std::string& t) { return tilestack::parse_move(t); },
        [](const tilestack::State& s, const tilestack::Move& m) { return tilestack::apply(s, m); });
}

} // namespace tessera::levels
