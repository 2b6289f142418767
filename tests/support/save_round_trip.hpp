#pragma once
// The save round trip every game's codec test checks: a played session, encoded and stored as
// profile text, restores to the same state, position and encoding.
#include <catch2/catch.hpp>

#include <string>

#include <nlohmann/json.hpp>

#include "tessera/levels/common/saves.hpp"

namespace save_test {

// The save a scene writes, after a trip through JSON text (as the profile stores it).
template <class Move> nlohmann::json save_of(const std::string& id, const std::vector<Move>& moves) {
    const nlohmann::json save = {
        {"id", id}, {"moves", tessera::levels::encode_save_moves(moves)}, {"elapsed", 12.5}};
    return nlohmann::json::parse(save.dump());
}

// `restore(save)` is the game's codec with its start and id bound.
template <class State, class Move, class Restore>
void check_round_trip(const tessera::Session<State, Move>& played, const std::string& id, Restore&& restore) {
    const nlohmann::json save = save_of(id, played.moves());
    const auto r = restore(save);
    INFO(r.error);
    REQUIRE(r);
    CHECK(r.error.empty());
    CHECK(r.session->position() == played.position());
    CHECK(r.session->initial() == played.initial());
    CHECK(r.session->current() == played.current());
    CHECK(tessera::levels::encode_save_moves(r.session->moves()) == save["moves"]);
    CHECK(tessera::levels::save_elapsed(save) == 12.5);
}

} // namespace save_test
