#pragma once
// Free play in the window (issue 38): a new certified game at a chosen difficulty or mode, the
// daily challenge, and what the midend needs to file them. A free-play game is a LevelInfo whose
// `free_play` says how it is dealt (levels::FreePlaySource); each game's make_scene deals it
// with its core's free-play generator. Its game in progress is kept under the slot
// "<game>/new=<difficulty>" (or "<game>/daily"), and the save carries the id it was dealt from,
// so Continue and the free-play screen resume exactly that deal.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "tessera/app/framework/scene.hpp"
#include "tessera/core/common/free_play.hpp"
#include "tessera/levels/catalog.hpp"

namespace tessera::app {

class App;
struct GameDescriptor;
struct FreeChoice;

// The player's calendar day (local time): the daily challenge belongs to it. TESSERA_TODAY
// (YYYY-MM-DD) pins it, for pictures and tests.
Date today_local();
// A seed for a new game: from the clock and the system's entropy (the game is then the seed's).
std::uint64_t fresh_free_seed();

// The level of a free-play game; its title names the game's choice ("Hard", "Daily challenge").
levels::LevelInfo free_play_level(const levels::FreePlaySource& source);
// A new game of `choice` (a fresh seed), and the day's challenge of `game`.
levels::LevelInfo new_free_game(const std::string& game, const std::string& choice);
levels::LevelInfo daily_game(const GameDescriptor& game, const Date& day);
// The choice's words in the player's language ("Hard"); the id itself when the game has none.
std::string free_choice_name(const std::string& game, const std::string& choice);

// The level of a free-play id given on the command line (`tessera play <game>:new=hard#7`):
// nullopt when the text is not one, or names no game or choice of this build. Today's daily id
// (`tessera daily` prints it) plays as today's challenge; another day's as a free game.
std::optional<levels::LevelInfo> free_play_level_from_id(const std::string& text);

// What a free-play save carries besides the moves (the id, the day, the run's level and score),
// and the level it resumes; nullopt for a save of a level file or one whose fields are wrong.
nlohmann::json free_play_save_fields(const levels::FreePlaySource& source);
std::optional<levels::LevelInfo> free_play_level_of_save(const std::string& game, const nlohmann::json& save);

// The game in progress at a free-play slot ("<game>/new=hard"), if any.
std::optional<levels::LevelInfo> free_game_in_progress(App& app, const std::string& game,
                                                       const std::string& slot);
// Leaves the game in progress at that slot: it counts as played and not won (statistics), and
// its save goes.
void abandon_free_game(App& app, const std::string& game, const std::string& slot);

// A finished free-play game, in the statistics (and the day's record for a daily challenge).
// `assisted` (a hint was used) keeps the game's time and score out of the bests, as the reward
// rule says. True when the time or score is a new best for the choice.
bool record_free_play(App& app, const levels::FreePlaySource& source, bool won,
                      std::optional<std::int64_t> time_ms, std::optional<std::int64_t> score, bool assisted);

// A run of levels (a game's endless run) ended its level `level`, won or lost: the choice's best
// level reached, unless a hint was used in the run (`assisted`, the reward rule). True when it is
// a new best.
bool record_run_level(App& app, const levels::FreePlaySource& source, int level, bool assisted);

// The game's free-play screen: its choices, the daily challenge and its statistics.
std::unique_ptr<Scene> make_free_play_scene(App& app, const std::string& game);
// The statistics screen, opened on `game` (empty: the first game).
std::unique_ptr<Scene> make_statistics_scene(App& app, const std::string& game);

} // namespace tessera::app
