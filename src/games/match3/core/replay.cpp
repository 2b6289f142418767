#include "tessera/core/match3/replay.hpp"

#include <type_traits>
#include <utility>

namespace tessera::match3 {

Replayed replay_events(Board board, const std::vector<Event>& events) {
    Replayed r{std::move(board), 0};
    for (const Event& e : events) {
        std::visit(
            [&](const auto& ev) {
                using T = std::decay_t<decltype(ev)>;
                if constexpr (std::is_same_v<T, Swapped>) {
                    std::swap(r.board[ev.a], r.board[ev.b]);
                } else if constexpr (std::is_same_v<T, Cleared>) {
                    for (Point p : ev.cells) r.board[p] = Tile{};
                    r.score += ev.score;
                } else if constexpr (std::is_same_v<T, SpecialCreated> || std::is_same_v<T, Spawned> ||
                                     std::is_same_v<T, BonusMove>) {
                    r.board[ev.cell] = ev.tile;
                } else if constexpr (std::is_same_v<T, Fell>) {
                    r.board[ev.to] = r.board[ev.from];
                    r.board[ev.from] = Tile{};
                } else if constexpr (std::is_same_v<T, Reshuffled>) {
                    r.board = ev.board;
                }
            },
            e);
    }
    return r;
}

} // namespace tessera::match3
