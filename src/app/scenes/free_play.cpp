#include "tessera/app/scenes/free_play.hpp"

#include <chrono>
#include <cstdlib>
#include <ctime>
#include <random>

#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/core/common/rng.hpp"
#include "tessera/levels/common/statistics.hpp"

namespace tessera::app {

Date today_local() {
    // TESSERA_TODAY=YYYY-MM-DD pins the day: pictures and tests that show a daily challenge.
    if (const char* pinned = std::getenv("TESSERA_TODAY"))
        if (const auto day = parse_date(pinned)) return *day;
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    return Date{local.tm_year + 1900, local.tm_mon + 1, local.tm_mday};
}

std::uint64_t fresh_free_seed() {
    std::random_device device;
    std::uint64_t state =
        (static_cast<std::uint64_t>(device()) << 32) ^ device() ^
        static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
    // Seeds a player may type back (tessera play ID) stay short: below 10^12.
    return splitmix64(state) % 1'000'000'000'000ULL;
}

std::string free_choice_name(const std::string& game, const std::string& choice) {
    const GameDescriptor* g = find_game(game);
    const FreeChoice* c = g ? g->free_choice(choice) : nullptr;
    return c ? tr(c->name.c_str()) : choice;
}

levels::LevelInfo free_play_level(const levels::FreePlaySource& source) {
    levels::LevelInfo info;
    info.game = source.id.game;
    info.id = source.slot();
    info.free_play = source;
    info.checked = true;
    const GameDescriptor* g = find_game(info.game);
    const FreeChoice* c = g ? g->free_choice(source.id.difficulty) : nullptr;
    const std::string name = free_choice_name(info.game, source.id.difficulty);
    info.title = source.daily ? trf("Daily challenge, {0}", source.daily->to_string()) : name;
    if (source.run_level > 1) info.title = trf("{0}, level {1}", info.title, source.run_level);
    info.group = tr("Free play");
    if (c) info.description = tr(c->detail.c_str());
    return info;
}

levels::LevelInfo new_free_game(const std::string& game, const std::string& choice) {
    levels::FreePlaySource source;
    source.id = FreePlayId{game, choice, fresh_free_seed()};
    return free_play_level(source);
}

levels::LevelInfo daily_game(const GameDescriptor& game, const Date& day) {
    levels::FreePlaySource source;
    source.id = FreePlayId{game.id, game.daily, daily_seed(game.id, day)};
    source.daily = day;
    return free_play_level(source);
}

std::optional<levels::LevelInfo> free_play_level_from_id(const std::string& text) {
    const auto id = parse_free_play_id(text);
    const GameDescriptor* g = id ? find_game(id->game) : nullptr;
    if (!g || !g->free_choice(id->difficulty)) return std::nullopt;
    levels::FreePlaySource source;
    source.id = *id;
    const Date today = today_local();
    if (id->difficulty == g->daily && id->seed == daily_seed(id->game, today)) source.daily = today;
    return free_play_level(source);
}

nlohmann::json free_play_save_fields(const levels::FreePlaySource& source) {
    nlohmann::json out = {{"free_play", source.id.to_string()}};
    if (source.daily) out["daily"] = source.daily->to_string();
    if (source.run_level > 1 || source.carried > 0) {
        out["run_level"] = source.run_level;
        out["carried"] = source.carried;
    }
    return out;
}

std::optional<levels::LevelInfo> free_play_level_of_save(const std::string& game,
                                                         const nlohmann::json& save) {
    if (!save.is_object()) return std::nullopt;
    const auto id_field = save.find("free_play");
    if (id_field == save.end() || !id_field->is_string()) return std::nullopt;
    const auto id = parse_free_play_id(id_field->get<std::string>());
    const GameDescriptor* g = find_game(game);
    if (!id || id->game != game || !g || !g->free_choice(id->difficulty)) return std::nullopt;
    levels::FreePlaySource source;
    source.id = *id;
    if (const auto day = save.find("daily"); day != save.end()) {
        if (!day->is_string()) return std::nullopt;
        source.daily = parse_date(day->get<std::string>());
        if (!source.daily) return std::nullopt;
    }
    if (const auto n = save.find("run_level"); n != save.end()) {
        if (!n->is_number_integer() || *n < 1 || *n > 1'000'000) return std::nullopt;
        source.run_level = n->get<int>();
    }
    if (const auto c = save.find("carried"); c != save.end()) {
        if (!c->is_number_integer() || *c < 0) return std::nullopt;
        source.carried = c->get<std::int64_t>();
    }
    return free_play_level(source);
}

std::optional<levels::LevelInfo> free_game_in_progress(App& app, const std::string& game,
                                                       const std::string& slot) {
    const auto& saves = app.profile().saves;
    const auto it = saves.find(game + "/" + slot);
    if (it == saves.end()) return std::nullopt;
    return free_play_level_of_save(game, it->second);
}

void abandon_free_game(App& app, const std::string& game, const std::string& slot) {
    const auto level = free_game_in_progress(app, game, slot);
    if (level) record_free_play(app, *level->free_play, false, std::nullopt, std::nullopt, true);
    if (app.profile().saves.erase(game + "/" + slot) > 0 || level) app.save_profile();
}

bool record_free_play(App& app, const levels::FreePlaySource& source, bool won,
                      std::optional<std::int64_t> time_ms, std::optional<std::int64_t> score, bool assisted) {
    levels::Statistics stats = levels::statistics_of(app.profile());
    const std::string& game = source.id.game;
    const std::string key = levels::stats_key(game, source.daily ? "daily" : source.id.difficulty);
    const levels::PlayStats before = stats.games[key];
    if (assisted) {
        time_ms.reset();
        score.reset();
    }
    if (!won) time_ms.reset();
    levels::record_game(stats, key, won, time_ms, score);
    if (source.daily) levels::record_daily(stats, game, *source.daily, won, time_ms, score);
    levels::store_statistics(app.profile(), stats);
    const bool faster = time_ms && (!before.best_time_ms || *time_ms < *before.best_time_ms);
    const bool higher = score && (!before.best_score || *score > *before.best_score);
    return (faster && !score) || higher;
}

bool record_run_level(App& app, const levels::FreePlaySource& source, int level, bool assisted) {
    if (assisted) return false;
    levels::Statistics stats = levels::statistics_of(app.profile());
    const std::string key = levels::stats_key(source.id.game, source.daily ? "daily" : source.id.difficulty);
    if (!levels::record_best_level(stats, key, level)) return false;
    levels::store_statistics(app.profile(), stats);
    app.save_profile();
    return true;
}

} // namespace tessera::app
