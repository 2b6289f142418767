#include "tessera/levels/samegame/save.hpp"

#include <charconv>

namespace tessera::levels {

namespace {

std::string id_params(std::string_view level_key) { return "level=" + std::string(level_key) + ";start="; }

// The id's start score, checked; nullopt (and the reason in r.error, or none for another
// level's id) when it is not one this game writes.
std::optional<int> checked_start(SaveStart<samegame::State>& r, std::string_view level_key,
                                 std::uint64_t seed, const GameId& id) {
    const std::optional<int> found = samegame_save_start(level_key, seed, id);
    if (!found) return std::nullopt;
    if (*found < 0 || *found > kMaxSamegameStartScore) {
        r.error = "save starts from score " + std::to_string(*found) + ", outside 0.." +
                  std::to_string(kMaxSamegameStartScore);
        return std::nullopt;
    }
    return found;
}

} // namespace

std::string samegame_save_params(std::string_view level_key, int start_score) {
    return id_params(level_key) + std::to_string(start_score);
}

std::optional<int> samegame_save_start(std::string_view level_key, std::uint64_t seed, const GameId& id) {
    const std::string head = id_params(level_key);
    if (id.game != "samegame" || id.seed != seed || id.params.size() <= head.size() ||
        !id.params.starts_with(head))
        return std::nullopt;
    const char* first = id.params.data() + head.size();
    const char* last = id.params.data() + id.params.size();
    int start = 0;
    const auto [ptr, ec] = std::from_chars(first, last, start);
    // Only the form the game writes ("start=7", not "start=07"): one game, one id.
    if (ec != std::errc{} || ptr != last || samegame_save_params(level_key, start) != id.params)
        return std::nullopt;
    return start;
}

SaveStart<samegame::State> samegame_level_save_start(const samegame::Board& board,
                                                     const samegame::Params& params,
                                                     std::string_view level_key, const GameId& id) {
    SaveStart<samegame::State> r;
    const std::optional<int> start = checked_start(r, level_key, params.seed, id);
    if (!start) return r;
    if (params.mode != samegame::Mode::popstar && *start != 0) {
        r.error = "save starts from score " + std::to_string(*start) + ", but only PopStar carries a score";
        return r;
    }
    samegame::Params p = params;
    p.start_score = *start;
    r.state = samegame::start(board, p);
    return r;
}

SaveStart<samegame::State> samegame_run_save_start(const samegame::Board& board,
                                                   const samegame::Config& config, std::uint64_t run_seed,
                                                   std::string_view level_key, const GameId& id) {
    SaveStart<samegame::State> r;
    const std::optional<int> start = checked_start(r, level_key, run_seed, id);
    if (start) r.state = samegame::start(board, config, *start);
    return r;
}

} // namespace tessera::levels
