#pragma once
// The games, in menu order: the one list (tessera/games.hpp, generated from CMake's TESSERA_GAMES;
// no self-registering statics). Each game's folder defines `GameDescriptor <g>_descriptor()`.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "tessera/app/framework/scene.hpp"
#include "tessera/app/scenes/how_to_play.hpp"
#include "tessera/known_games.hpp"
#include "tessera/levels/catalog.hpp"

namespace tessera::app {

class App;

// A level's own rules, in the player's words: a short line for its card, a sentence at its start.
struct LevelRules {
    std::string card;  // "Tray of 5"
    std::string start; // "This level's tray holds 5 tiles, not 7."
};

// One of a game's free-play choices (issue 38): a difficulty or a mode.
struct FreeChoice {
    std::string id;     // the free-play id's difficulty: "hard", "timed60"
    std::string name;   // N_(): "Hard", "Timed: 60 s"
    std::string detail; // N_(): a line under it, "5x5 dots, many crossings"
};

struct GameDescriptor {
    std::string id;      // "<game>", also the levels/ folder and the CLI subcommand
    std::string title;   // N_(): the game's name on its menu card
    std::string tagline; // one line on the menu card
    std::string how_to;  // the rules in two or three sentences (help and level select)
    // Builds the game scene for a level; empty while the game is not playable yet.
    std::function<std::unique_ptr<Scene>(App&, const levels::LevelInfo&)> make_scene;
    // Its "How to play": rules and an animated example (scenes/how_to_play.hpp).
    std::function<HowToPlay()> how_to_play;
    // What sets a level apart from the game's usual rules (e.g. a smaller tray), for its
    // card and its start; empty for a level that plays by them, or a game without such levels.
    std::function<LevelRules(const levels::LevelInfo&)> level_rules = {};
    // Whether a level's ranking is of scores (highest first) rather than times; empty: times.
    std::function<bool(const levels::LevelInfo&)> ranks_by_score = {};
    // Free play: the choices in the order shown, and the one the daily challenge plays. make_scene
    // deals a level whose `free_play` is set with the game's own free-play generator.
    std::vector<FreeChoice> free_play = {};
    std::string daily = {};
    bool playable() const { return static_cast<bool>(make_scene); }
    const FreeChoice* free_choice(const std::string& choice) const {
        for (const auto& c : free_play)
            if (c.id == choice) return &c;
        return nullptr;
    }
};

#define TESSERA_DECLARE_DESCRIPTOR(g) GameDescriptor g##_descriptor();
TESSERA_KNOWN_GAMES(TESSERA_DECLARE_DESCRIPTOR)
#undef TESSERA_DECLARE_DESCRIPTOR

const std::vector<GameDescriptor>& game_registry();
const GameDescriptor* find_game(const std::string& id);

} // namespace tessera::app
