#pragma once
// In-progress saves (the profile's "saves"): {"id": game id, "moves": [move strings], "elapsed": s}.
// Loading replays the moves with the game's rules (Session::replay), so a save that loads is a game
// that could have been played, and one that does not says which part is bad and why:
//
//   save move 7 ("3,4-3,5"): not a legal move
//   save is for "<game>:level=<game>/02-warm-up#7", not this level
//
// The replay is written once, here; each game only says how a move is parsed and applied
// (tessera/levels/<game>_save.hpp). Encoding is each game's to_string(Move), found by ADL.
//
//   auto r = restore_<game>_save(start, save, id);
//   if (r) session = std::move(*r.session); else drop(save, r.error);
//   slot = {{"id", id}, {"moves", encode_save_moves(session.moves())}, {"elapsed", seconds}};
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "tessera/core/common/session.hpp"
#include "tessera/levels/common/document.hpp"

namespace tessera::levels {

// The replayed game, or why the save does not replay.
template <class State, class Move> struct SaveRestore {
    std::optional<Session<State, Move>> session; // set when the save is good
    std::string error;                           // otherwise, the reason (see docs/reliability.md)
    explicit operator bool() const { return session.has_value(); }
};

// The move list as a JSON array of strings, in play order.
template <class Move> nlohmann::json encode_save_moves(const std::vector<Move>& moves) {
    nlohmann::json list = nlohmann::json::array();
    for (const Move& m : moves) list.push_back(to_string(m));
    return list;
}

// "" when `save` is an object with an "id" string and a "moves" array; otherwise why not.
std::string check_save_shape(const nlohmann::json& save);
// `save is for "<id>", not this level`.
std::string save_id_mismatch(std::string_view id);
// Text from a save quoted for a message: control characters escaped, cut (at a UTF-8 boundary)
// after 40 bytes so a toast stays short.
std::string quote_save_text(std::string_view text);
// "save move <n> (...)" with n counted from 1, as players and designers count.
std::string save_move_label(std::size_t index, std::string_view text);
// The save's "elapsed" seconds: 0 when missing, not a number, negative or not finite.
double save_elapsed(const nlohmann::json& save);

// The replay every game shares: checks the shape and the id, parses every move with
// `parse(const std::string&) -> std::optional<Move>` (`move_format` tells the player what a move
// looks like) and replays them from `start` with `apply(state, move) -> std::optional<Outcome>`.
template <class State, class Move, class Parse, class Apply>
SaveRestore<State, Move> restore_save(State start, const nlohmann::json& save, std::string_view expected_id,
                                      std::string_view move_format, Parse&& parse, Apply&& apply) {
    SaveRestore<State, Move> result;
    result.error = check_save_shape(save);
    if (!result.error.empty()) return result;
    const auto& id = save.find("id")->template get_ref<const std::string&>();
    if (id != expected_id) {
        result.error = save_id_mismatch(id);
        return result;
    }
    const nlohmann::json& list = *save.find("moves");
    std::vector<Move> moves;
    moves.reserve(list.size());
    for (std::size_t i = 0; i < list.size(); ++i) {
        const nlohmann::json& item = list[i];
        if (!item.is_string()) {
            result.error = "save move " + std::to_string(i + 1) + " is " + describe(item) + ", not a string";
            return result;
        }
        const auto& text = item.template get_ref<const std::string&>();
        std::optional<Move> move = parse(text);
        if (!move) {
            result.error =
                save_move_label(i, text) + ": not a move (expected " + std::string(move_format) + ")";
            return result;
        }
        moves.push_back(std::move(*move));
    }
    Session<State, Move> session(std::move(start));
    const std::size_t bad =
        session.replay(moves, [&apply](const State& s, const Move& m) -> std::optional<State> {
            auto out = apply(s, m);
            if (!out) return std::nullopt;
            return std::move(out->state);
        });
    if (bad != moves.size()) {
        result.error =
            save_move_label(bad, list[bad].template get_ref<const std::string&>()) + ": not a legal move";
        return result;
    }
    result.session = std::move(session);
    return result;
}

} // namespace tessera::levels
