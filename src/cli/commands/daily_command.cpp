// `tessera daily --game G [--date YYYY-MM-DD]`: the day's challenge id, and the check `tessera
// play` gives a free-play id before the window opens.
#include <ctime>
#include <ostream>

#include "tessera/cli/commands.hpp"
#include "tessera/cli/common/parse.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/core/common/free_play.hpp"

namespace tessera::cli {

namespace {

std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (const auto& s : items) out += (out.empty() ? "" : ", ") + s;
    return out;
}

std::string game_names() {
    std::vector<std::string> names;
    for (const auto& g : game_commands()) names.emplace_back(g.id);
    return joined(names);
}

// The player's calendar day (local time): the day the challenge belongs to.
Date today() {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    return Date{local.tm_year + 1900, local.tm_mon + 1, local.tm_mday};
}

} // namespace

std::string free_play_problem(const FreePlayId& id) {
    const GameCommands* g = find_game_commands(id.game);
    if (!g) return "no game \"" + id.game + "\" (" + game_names() + ")";
    const FreePlayInfo info = g->free_play();
    for (const auto& d : info.difficulties)
        if (d == id.difficulty) return "";
    return "no difficulty \"" + id.difficulty + "\" for " + id.game + " (" + joined(info.difficulties) + ")";
}

std::optional<FreePlayId> daily_id(std::string_view game, const Date& date) {
    const GameCommands* g = find_game_commands(game);
    if (!g) return std::nullopt;
    return FreePlayId{std::string(game), g->free_play().daily, daily_seed(game, date)};
}

int daily_command(const Args& args, std::ostream& out, std::ostream& err) {
    CLI::App cmd{"Print the day's challenge: a free-play game id (`tessera play ID` checks it). The seed "
                 "comes from the date and the game alone (docs/games/*.md), the same for every player",
                 "tessera daily"};
    std::string game, date_text;
    cmd.add_option("--game", game, "the game: " + game_names())->required();
    cmd.add_option("--date", date_text, "the day, YYYY-MM-DD (default: today, local time)");
    if (auto code = parse(cmd, args, out, err)) return *code;
    Date date = today();
    if (!date_text.empty()) {
        const auto parsed = parse_date(date_text);
        if (!parsed) {
            err << "tessera daily: --date: \"" << date_text
                << "\" is not a calendar day YYYY-MM-DD (1970-01-01 or later)\n";
            return kExitUsage;
        }
        date = *parsed;
    }
    const auto id = daily_id(game, date);
    if (!id) {
        err << "tessera daily: --game: no game \"" << game << "\" (" << game_names() << ")\n";
        return kExitUsage;
    }
    out << id->to_string() << "\n";
    return kExitOk;
}

} // namespace tessera::cli
