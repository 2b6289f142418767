#pragma once
// SameGame's params codec (the midend files every game's save under a GameId, saves.hpp). The id,
// "samegame:level=<key>;start=<score>#<seed>", keeps the score the game started from: PopStar
// carries the previous level's score, and replaying that level later must not break a game in
// progress, so the start comes from the save, not from today's carry.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "tessera/core/common/game_id.hpp"
#include "tessera/core/samegame/game.hpp"
#include "tessera/levels/common/saves.hpp"

namespace tessera::levels {

// The scene caps the PopStar carry here too, so any score it saves is accepted back.
inline constexpr int kMaxSamegameStartScore = 1'000'000'000;

// "level=<key>;start=<score>": the id's params.
std::string samegame_save_params(std::string_view level_key, int start_score);
// The start score of an id that is exactly samegame:<samegame_save_params(level_key, score)>#seed
// (any int); nullopt otherwise.
std::optional<int> samegame_save_start(std::string_view level_key, std::uint64_t seed, const GameId& id);

// Where a level's save starts: start(board, params) with the id's start score, which must be 0
// unless PopStar, and at most kMaxSamegameStartScore.
SaveStart<samegame::State> samegame_level_save_start(const samegame::Board& board,
                                                     const samegame::Params& params,
                                                     std::string_view level_key, const GameId& id);

// A level of free play's run (core/samegame/free_play.hpp): start(board, config, the id's start
// score), the run's Config and the score carried in, whichever kind the run is (the run scores as
// PopStar in both). `level_key` names the run's level ("samegame/new=popstar@3").
SaveStart<samegame::State> samegame_run_save_start(const samegame::Board& board,
                                                   const samegame::Config& config, std::uint64_t run_seed,
                                                   std::string_view level_key, const GameId& id);

} // namespace tessera::levels
