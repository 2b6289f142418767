#pragma once
// SameGame in-progress saves (saves.hpp): moves "x,y", replayed from the level's board. The id,
// "samegame:level=<key>;start=<score>#<seed>", keeps the score the game started from: PopStar
// carries the previous level's score, and replaying that level later must not break a game in
// progress, so the start comes from the save, not from today's carry.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "tessera/core/samegame/game.hpp"
#include "tessera/levels/common/saves.hpp"

namespace tessera::levels {

using SamegameRestore = SaveRestore<samegame::State, samegame::Move>;

// The scene caps the PopStar carry here too, so any score it saves is accepted back.
inline constexpr int kMaxSamegameStartScore = 1'000'000'000;

std::string samegame_save_id(std::string_view level_key, int start_score, std::uint64_t seed);
// The start score of a save whose "id" is exactly samegame_save_id(level_key, score, seed) (any
// int); nullopt otherwise.
std::optional<int> samegame_save_start(std::string_view level_key, std::uint64_t seed,
                                       const nlohmann::json& save);

// Replays from start(board, params) with the save's start score, which must be 0 unless
// PopStar, and at most kMaxSamegameStartScore.
SamegameRestore restore_samegame_save(const samegame::Board& board, const samegame::Params& params,
                                      std::string_view level_key, const nlohmann::json& save);

// A level of free play's run (core/samegame/free_play.hpp): replays from start(board, config, the
// save's start score), the run's Config and the score carried in, whichever kind the run is (the
// run scores as PopStar in both). `level_key` names the run's level ("samegame/new=popstar@3").
SamegameRestore restore_samegame_run_save(const samegame::Board& board, const samegame::Config& config,
                                          std::uint64_t run_seed, std::string_view level_key,
                                          const nlohmann::json& save);

} // namespace tessera::levels
