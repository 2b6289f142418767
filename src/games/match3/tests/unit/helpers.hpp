#pragma once
// Shared helpers for the match3 tests: boards from text, states around them, event lookups.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "tessera/core/match3/board.hpp"
#include "tessera/core/match3/rules.hpp"
#include "tessera/core/match3/text.hpp"

namespace m3test {

using namespace tessera::match3;
using tessera::Point;

inline Board board_of(const std::string& text) {
    std::string error;
    auto b = parse_board(text, &error);
    INFO(error);
    REQUIRE(b);
    return *b;
}

inline State state_of(const std::string& text, int colours = 5, bool specials = true,
                      std::uint64_t rng_seed = 1) {
    State s;
    s.board = board_of(text);
    s.rules.colours = colours;
    s.rules.specials = specials;
    s.rng = tessera::Rng(rng_seed);
    return s;
}

template <class T> std::vector<T> events_of(const std::vector<Event>& events) {
    std::vector<T> out;
    for (const Event& e : events)
        if (const T* t = std::get_if<T>(&e)) out.push_back(*t);
    return out;
}

// The cells step 1 of a move clears (the swap's own clear and what its specials set off).
inline std::vector<Point> first_clear(const State& s, Move m) {
    auto out = apply(s, m);
    REQUIRE(out);
    auto cleared = events_of<Cleared>(out->events);
    REQUIRE(!cleared.empty());
    return cleared.front().cells;
}

inline std::vector<Point> cells_where(const Board& b, bool (*pred)(Point)) {
    std::vector<Point> out;
    for (int y = 0; y < b.height(); ++y)
        for (int x = 0; x < b.width(); ++x)
            if (pred({x, y})) out.push_back({x, y});
    return out;
}

} // namespace m3test
