#include "tessera/levels/samegame/save.hpp"

#include <charconv>

#include "tessera/core/common/game_id.hpp"

namespace tessera::levels {

namespace {

std::string id_params(std::string_view level_key) { return "level=" + std::string(level_key) + ";start="; }

} // namespace

std::string samegame_save_id(std::string_view level_key, int start_score, std::uint64_t seed) {
    return GameId{"samegame", id_params(level_key) + std::to_string(start_score), seed}.to_string();
}

std::optional<int> samegame_save_start(std::string_view level_key, std::uint64_t seed,
                                       const nlohmann::json& save) {
    if (!save.is_object()) return std::nullopt;
    const auto it = save.find("id");
    if (it == save.end() || !it->is_string()) return std::nullopt;
    const std::string& id = it->get_ref<const std::string&>();
    const std::string head = "samegame:" + id_params(level_key);
    const std::string tail = "#" + std::to_string(seed);
    if (id.size() <= head.size() + tail.size() || !id.starts_with(head) || !id.ends_with(tail))
        return std::nullopt;
    const char* first = id.data() + head.size();
    const char* last = id.data() + id.size() - tail.size();
    int start = 0;
    const auto [ptr, ec] = std::from_chars(first, last, start);
    // Only the form the game writes ("start=7", not "start=07"): one game, one id.
    if (ec != std::errc{} || ptr != last || samegame_save_id(level_key, start, seed) != id)
        return std::nullopt;
    return start;
}

namespace {

// The save's start score, checked; nullopt (and r.error set) when it is not one this game writes.
std::optional<int> checked_start(SamegameRestore& r, std::string_view level_key, std::uint64_t seed,
                                 const nlohmann::json& save) {
    r.error = check_save_shape(save);
    if (!r.error.empty()) return std::nullopt;
    const std::optional<int> found = samegame_save_start(level_key, seed, save);
    if (!found) {
        r.error = save_id_mismatch(save.find("id")->get_ref<const std::string&>());
        return std::nullopt;
    }
    if (*found < 0 || *found > kMaxSamegameStartScore) {
        r.error = "save starts from score " + std::to_string(*found) + ", outside 0.." +
                  std::to_string(kMaxSamegameStartScore);
        return std::nullopt;
    }
    return found;
}

SamegameRestore replay(const samegame::State& from, const nlohmann::json& save) {
    return restore_save<samegame::State, samegame::Move>(
        from, save, save.find("id")->get_ref<const std::string&>(), "\"x,y\"",
        [](const std::string& t) { return samegame::parse_move(t); },
        [](const samegame::State& s, const samegame::Move& m) { return samegame::apply(s, m); });
}

} // namespace

SamegameRestore restore_samegame_save(const samegame::Board& board, const samegame::Params& params,
                                      std::string_view level_key, const nlohmann::json& save) {
    SamegameRestore r;
    const std::optional<int> start = checked_start(r, level_key, params.seed, save);
    if (!start) return r;
    if (params.mode != samegame::Mode::popstar && *start != 0) {
        r.error = "save starts from score " + std::to_string(*start) + ", but only PopStar carries a score";
        return r;
    }
    samegame::Params p = params;
    p.start_score = *start;
    return replay(samegame::start(board, p), save);
}

SamegameRestore restore_samegame_run_save(const samegame::Board& board, const samegame::Config& config,
                                          std::uint64_t run_seed, std::string_view level_key,
                                          const nlohmann::json& save) {
    SamegameRestore r;
    const std::optional<int> start = checked_start(r, level_key, run_seed, save);
    if (!start) return r;
    return replay(samegame::start(board, config, *start), save);
}

} // namespace tessera::levels
