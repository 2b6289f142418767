#pragma once
// In-progress saves (the profile's "saves"): {"id": game id, "moves": [move strings], "elapsed": s}.
// Loading replays the moves with the game's rules (Session::replay), so a save that loads is a game
// that could have been played, and one that does not says which part is bad and why:
//
//   save move 7 ("3,4-3,5"): not a legal move
//   save is for "<game>:level=<game>/02-warm-up#7", not this level
//
// The replay is written once, here, against the game contract (restore_game_save): moves are
// parsed with G::parse_move and replayed with G::apply. The id is a GameId, "<game>:<params>#<seed>",
// made by the midend (SessionScene<G>::save_id) from the game's params codec; a game only says
// where a save's moves start (its SaveCodec), which the midend builds from its hooks. Encoding is
// each game's to_string(Move), found by ADL.
//
//   auto r = restore_game_save<G>(save, exact_save_codec(start, id));
//   if (r) session = std::move(*r.session); else drop(save, r.error);
//   slot = {{"id", id}, {"moves", encode_save_moves(session.moves())}, {"elapsed", seconds}};
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "tessera/core/common/game.hpp"
#include "tessera/core/common/game_id.hpp"
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

// Where a save's moves start, as the game reads its id: the state, or why the save is not this
// level's (an empty error says `save is for "<id>", not this level`).
template <class State> struct SaveStart {
    std::optional<State> state;
    std::string error;
};

// What a game says about its saves. The midend builds it from its hooks (SessionScene<G>); the
// save fuzzer and the codec tests bind it to a built-in level.
template <class State> struct SaveCodec {
    // The state the moves of a save filed under `id` start from (its game is already checked).
    std::function<SaveStart<State>(const GameId& id)> start;
    // An id the game wrote before the GameId form, in that form (an older "<game> seed 7");
    // nullopt for any other text. Empty: none.
    std::function<std::optional<std::string>(std::string_view id)> legacy = {};
    // The game's last word on a save that replayed: "" resumes it, anything else is why not
    // (a puzzle saved solved is not a game in progress). Empty: every such save resumes.
    std::function<std::string(const State& end)> refuse = {};
};

// A save filed under exactly `id` replays from `start`; any other id is not this level's.
template <class State> SaveCodec<State> exact_save_codec(State start, std::string id) {
    return {[start = std::move(start), id = std::move(id)](const GameId& read) -> SaveStart<State> {
        if (read.to_string() != id) return {};
        return {start, {}};
    }};
}

// A save of game G, restored: the shape; the id, which must be a GameId of G written exactly as
// the game writes it ("07" is not a seed: one deal, one id), or an old id the codec maps to one;
// where the moves start (codec.start); every move parsed with G::parse_move (G::kMoveFormat says
// what a move looks like) and replayed with G::apply; and the game's last word (codec.refuse).
// `read` receives the id in its GameId form when the save restores.
template <GameContract G>
SaveRestore<typename G::State, typename G::Move> restore_game_save(const nlohmann::json& save,
                                                                   const SaveCodec<typename G::State>& codec,
                                                                   GameId* read = nullptr) {
    using State = typename G::State;
    using Move = typename G::Move;
    SaveRestore<State, Move> result;
    result.error = check_save_shape(save);
    if (!result.error.empty()) return result;
    const auto& id = save.find("id")->template get_ref<const std::string&>();
    std::optional<std::string> alias;
    if (codec.legacy) alias = codec.legacy(id);
    const std::string& canonical = alias ? *alias : id;
    const std::optional<GameId> parsed = parse_game_id(canonical);
    SaveStart<State> start;
    if (parsed && parsed->game == G::kId && parsed->to_string() == canonical) start = codec.start(*parsed);
    if (!start.state) {
        result.error = start.error.empty() ? save_id_mismatch(id) : std::move(start.error);
        return result;
    }
    result = restore_save<State, Move>(
        std::move(*start.state), save, id, G::kMoveFormat,
        [](const std::string& t) { return G::parse_move(t); },
        [](const State& s, const Move& m) { return G::apply(s, m); });
    if (result && codec.refuse) {
        std::string why = codec.refuse(result.session->current());
        if (!why.empty()) {
            result.session.reset();
            result.error = std::move(why);
        }
    }
    if (result && read) *read = *parsed;
    return result;
}

} // namespace tessera::levels
