#pragma once
// Deals: which face each position gets. Both kinds are deterministic from the Rng.
#include <optional>
#include <string>
#include <vector>

#include "tessera/core/common/rng.hpp"
#include "tessera/core/tilestack/game.hpp"

namespace tessera::tilestack {

// Checks the face counts against the layout: every count a multiple of 3 and the total equal to
// the number of positions. Returns a message saying what is off ("3 tiles too many", ...).
std::optional<std::string> check_faces(const std::vector<int>& face_tiles, int positions);

// (a) The Tile Stack article's deal: the pool of faces (face f repeated face_tiles[f] times)
// shuffled and laid on the positions in order. May be unwinnable.
std::vector<int> shuffled_deal(const std::vector<int>& face_tiles, Rng& rng);

// (b) A guaranteed-winnable deal (GNOME Mahjongg's method for triples and a tray): simulate a
// removal order over free tiles, grouping the picks into triples while at most `max_open`
// triples are open at once (so the tray of `tray` slots never fills), then give each triple a face.
// Playing the tiles in that order wins. `difficulty` (1..3) sets max_open (capped at (tray-1)/2)
// and how the order is chosen: 1 clears the top layer first, 2 picks any free tile, 3 mostly
// digs under the previous pick, so a triple's tiles end up stacked under each other.
// `order` (optional) receives the winning pick order.
std::vector<int> winnable_deal(const Layout& layout, const std::vector<int>& face_tiles, int tray,
                               int difficulty, Rng& rng, std::vector<int>* order = nullptr);

// The deal the params ask for.
std::vector<int> generate(const Params& params, Rng& rng);

// start(params, generate(params, rng)).
State start(const Params& params, Rng& rng);
// start(params, Rng(params.seed)).
State start(const Params& params);

} // namespace tessera::tilestack
