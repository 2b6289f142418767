#pragma once
// Where a game stands, the same three words for every game: still playing, won, or lost (no move
// can win any more: a full tray, no moves left, a stroke that is stuck). Each game's Status
// carries one, with its own details beside it.
#include <cstdint>

namespace tessera {

enum class Phase : std::uint8_t { Playing, Won, Lost };

} // namespace tessera
