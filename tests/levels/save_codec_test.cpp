// The replay every game's save codec shares (tessera/levels/saves.hpp), on a toy game: a counter
// that moves by "+n" and may not pass 10. Each game's own codec is tested in tests/<game>/.
#include <catch2/catch.hpp>

#include <optional>
#include <string>

#include "tessera/levels/common/saves.hpp"

namespace toy {

struct State {
    int value = 0;
    friend bool operator==(const State&, const State&) = default;
};
struct Move {
    int step = 0;
    friend bool operator==(const Move&, const Move&) = default;
};
struct Outcome {
    State state;
};

std::string to_string(const Move& m) { return "+" + std::to_string(m.step); }

std::optional<Move> parse(const std::string& text) {
    if (text.size() != 2 || text[0] != '+' || text[1] < '1' || text[1] > '9') return std::nullopt;
    return Move{text[1] - '0'};
}

std::optional<Outcome> apply(const State& s, const Move& m) {
    if (s.value + m.step > 10) return std::nullopt;
    return Outcome{{s.value + m.step}};
}

} // namespace toy

namespace {

using tessera::levels::SaveRestore;
using json = nlohmann::json;

SaveRestore<toy::State, toy::Move> restore(const json& save) {
    return tessera::levels::restore_save<toy::State, toy::Move>(toy::State{}, save, "toy:level=a#1", "\"+n\"",
                                                                toy::parse, toy::apply);
}

std::string error_of(const json& save) {
    const auto r = restore(save);
    CHECK_FALSE(r);
    CHECK_FALSE(r.session.has_value());
    return r.error;
}

} // namespace

TEST_CASE("a save replays into the session it was encoded from", "[levels][save]") {
    tessera::Session<toy::State, toy::Move> played(toy::State{});
    played.push({3}, {3});
    played.push({5}, {2});
    played.push({9}, {4});
    played.undo(); // the redo tail is not part of the save
    const json moves = tessera::levels::encode_save_moves(played.moves());
    CHECK(moves == json::array({"+3", "+2"}));

    const auto r = restore({{"id", "toy:level=a#1"}, {"moves", moves}, {"elapsed", 4.5}});
    REQUIRE(r);
    CHECK(r.error.empty());
    CHECK(r.session->current() == played.current());
    CHECK(r.session->position() == 2);
    CHECK(r.session->can_undo());
    CHECK(tessera::levels::encode_save_moves(r.session->moves()) == moves);
}

TEST_CASE("an empty move list is a game at its start", "[levels][save]") {
    const auto r = restore({{"id", "toy:level=a#1"}, {"moves", json::array()}});
    REQUIRE(r);
    CHECK(r.session->position() == 0);
    CHECK(r.session->current() == toy::State{});
}

TEST_CASE("a broken save says which part is wrong", "[levels][save]") {
    const json good_moves = json::array({"+3", "+2"});
    CHECK(error_of(json::array({1, 2})) == "save is not a JSON object (it is an array of 2)");
    CHECK(error_of(json("text")) == "save is not a JSON object (it is \"text\")");
    CHECK(error_of({{"moves", good_moves}}) == "save has no \"id\"");
    CHECK(error_of({{"id", 7}, {"moves", good_moves}}) == "save \"id\" is 7, not a string");
    CHECK(error_of({{"id", "toy:level=a#1"}}) == "save has no \"moves\" list");
    CHECK(error_of({{"id", "toy:level=a#1"}, {"moves", "+3 +2"}}) ==
          "save \"moves\" is \"+3 +2\", not a list");
    CHECK(error_of({{"id", "toy:level=a#1"}, {"moves", {{"a", 1}}}}) ==
          "save \"moves\" is an object, not a list");
}

TEST_CASE("a save for another level is refused by its id", "[levels][save]") {
    CHECK(error_of({{"id", "toy:level=b#1"}, {"moves", json::array()}}) ==
          "save is for \"toy:level=b#1\", not this level");
    // Long or odd ids are cut and escaped so the message stays one short line.
    CHECK(error_of({{"id", std::string(50, 'x') + "\n"}, {"moves", json::array()}}) ==
          "save is for \"" + std::string(40, 'x') + "...\", not this level");
    CHECK(error_of({{"id", "a\"b\\c\td"}, {"moves", json::array()}}) ==
          "save is for \"a\\\"b\\\\c\\u0009d\", not this level");
}

TEST_CASE("a bad move is named by its number, its text and the reason", "[levels][save]") {
    auto with = [](json moves) { return json{{"id", "toy:level=a#1"}, {"moves", std::move(moves)}}; };
    CHECK(error_of(with({"+3", 4})) == "save move 2 is 4, not a string");
    CHECK(error_of(with({"+3", nullptr})) == "save move 2 is null, not a string");
    CHECK(error_of(with({"+3", json::array()})) == "save move 2 is an array of 0, not a string");
    CHECK(error_of(with({"+3", "+2", "three"})) == "save move 3 (\"three\"): not a move (expected \"+n\")");
    CHECK(error_of(with({""})) == "save move 1 (\"\"): not a move (expected \"+n\")");
    // Parsed, but the rules refuse it: 3 + 2 + 9 passes 10.
    CHECK(error_of(with({"+3", "+2", "+9", "+1"})) == "save move 3 (\"+9\"): not a legal move");
    // Every move is parsed before any is replayed, so garbage anywhere is reported first.
    CHECK(error_of(with({"+9", "+9", "x"})) == "save move 3 (\"x\"): not a move (expected \"+n\")");
}

TEST_CASE("quoted save text is cut after 40 characters, never inside one", "[levels][save]") {
    // 39 ASCII characters then a 3-byte character: 40 characters, shown whole, then the cut.
    const std::string text = std::string(39, 'a') + "\xE2\x82\xAC" + "tail";
    CHECK(tessera::levels::quote_save_text(text) == "\"" + std::string(39, 'a') + "\xE2\x82\xAC...\"");
    CHECK(tessera::levels::quote_save_text("\xE2\x82\xAC") == "\"\xE2\x82\xAC\"");
    CHECK(tessera::levels::save_move_label(0, "1,2") == "save move 1 (\"1,2\")");
}

TEST_CASE("elapsed seconds are read leniently", "[levels][save]") {
    using tessera::levels::save_elapsed;
    CHECK(save_elapsed({{"elapsed", 12.5}}) == 12.5);
    CHECK(save_elapsed({{"elapsed", 3}}) == 3.0);
    CHECK(save_elapsed({{"elapsed", -4}}) == 0.0);
    CHECK(save_elapsed({{"elapsed", "5"}}) == 0.0);
    CHECK(save_elapsed(json::object()) == 0.0);
    CHECK(save_elapsed(json::array()) == 0.0);
}
