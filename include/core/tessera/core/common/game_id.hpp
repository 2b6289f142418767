#pragma once
// Game ids of the form `game:params#seed`, e.g. `<game>:10x10c5#42` or
// `<game>:level=levels/<game>/01.json#7`. Parsing and printing round-trip exactly, so an id
// reproduces a deal.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tessera {

struct GameId {
    std::string game;   // [a-z0-9_]+
    std::string params; // anything without '#'
    std::uint64_t seed = 0;

    std::string to_string() const;
    friend bool operator==(const GameId&, const GameId&) = default;
};

// nullopt when the text is not of the form game:params#seed (with a decimal seed).
std::optional<GameId> parse_game_id(std::string_view text);

} // namespace tessera
