#pragma once
// Certified winnable deals (issue 36 item 6, issue 38 sections 1 and 5): the deal a game gets, plus
// its certificate, the pick order that wins it. A winnable deal is built winnable (winnable_deal()
// simulates a removal order that respects the tray and hands faces out along it), so no solver
// search is needed: the certificate is that order, and it is checked by replaying it through the
// rules' apply(). The work is linear in the tiles for the deal and quadratic for the replay (each
// apply copies the state): under a millisecond for 600 tiles, and a few hundred kilobytes.
//
//   auto deal = tilestack::deal_winnable(tilestack::free_play_params(tilestack::DealSize::Large), seed);
//   if (deal) state = tilestack::start(params, deal->faces);   // deal->picks wins it
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "tessera/core/tilestack/game.hpp"

namespace tessera::tilestack {

struct CertifiedDeal {
    std::vector<int> faces; // the face of each tile, as start(params, faces) takes it
    std::vector<int> picks; // the certificate: picking these tiles in this order wins
};

// The winnable deal for `params` and `seed`: the same faces as start() deals for params.seed == seed
// with DealKind::Winnable (params.deal is not consulted), and its winning pick order, replayed
// through apply() before it is returned. nullopt when the params cannot be dealt: no layout, or
// face counts that check_faces() refuses.
std::optional<CertifiedDeal> deal_winnable(const Params& params, std::uint64_t seed);

// True when picking `picks` in order from start(params, faces) is legal at every step and wins.
bool certificate_wins(const Params& params, const std::vector<int>& faces, const std::vector<int>& picks);

// Free play's deal sizes (docs/games/tilestack.md, "Free play"):
//   Small   36 tiles: 4x3x3 box, cover mode A, 6 faces (level 2's box);
//   Medium 108 tiles: 6x6x3 box, cover mode B, 12 faces (the largest box a shipped level uses,
//          level 7's);
//   Large  600 tiles: 10x10x6 box, cover mode B, 28 faces (kMaxTiles: the most a level may hold).
// A tray of 7 and difficulty 2. The seed is left for the caller (deal_winnable's argument).
enum class DealSize { Small, Medium, Large };
inline constexpr DealSize kDealSizes[] = {DealSize::Small, DealSize::Medium, DealSize::Large};

Params free_play_params(DealSize size);
std::string_view to_string(DealSize size); // "small", "medium", "large"

} // namespace tessera::tilestack
