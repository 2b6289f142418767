#include <catch2/catch.hpp>

#include <type_traits>

#include "tessera/core/common/session.hpp"
#include "tessera/core/sudoku/game.hpp"
#include "test_support.hpp"

using namespace tessera::sudoku;

namespace {

State easy_state() { return *start(sudoku_test::digits(sudoku_test::kEasy), Rules::Classic); }

template <class E> int count_events(const Outcome& o) {
    int n = 0;
    for (const auto& e : o.events) n += std::holds_alternative<E>(e);
    return n;
}
template <class E> const E* find_event(const Outcome& o) {
    for (const auto& e : o.events)
        if (const auto* p = std::get_if<E>(&e)) return p;
    return nullptr;
}

} // namespace

TEST_CASE("a state starts only from a puzzle with exactly one solution", "[sudoku][play]") {
    CHECK(start(sudoku_test::digits(sudoku_test::kEasy), Rules::Classic));
    CHECK_FALSE(start(Digits{}, Rules::Classic));
    Digits clash = sudoku_test::digits(sudoku_test::kEasy);
    clash[0] = clash[2];
    CHECK_FALSE(start(clash, Rules::Classic));
}

TEST_CASE("givens are locked, and illegal moves are refused, not asserted", "[sudoku][play]") {
    const State s = easy_state();
    const int given = 2; // r1c3 = 5
    REQUIRE(s.givens[given] == 5);
    CHECK_FALSE(apply(s, place(given, 4)));
    CHECK_FALSE(apply(s, erase(given)));
    CHECK_FALSE(apply(s, toggle_note(given, 4)));
    CHECK_FALSE(apply(s, place(0, 0)));
    CHECK_FALSE(apply(s, place(0, 10)));
    CHECK_FALSE(apply(s, place(81, 1)));
    CHECK_FALSE(apply(s, erase(0))); // empty already
    const auto placed = apply(s, place(0, 1));
    REQUIRE(placed);
    CHECK_FALSE(apply(placed->state, place(0, 1)));       // same digit again
    CHECK_FALSE(apply(placed->state, toggle_note(0, 3))); // marks only on empty cells
}

TEST_CASE("placing a digit clears its marks from row, column and box in one undoable step",
          "[sudoku][play]") {
    tessera::Session<State, Move> session(easy_state());
    // Marks: 6 at r1c1's row peer r1c2, column peer r9c1, box peer r2c1, and far away at r9c9.
    for (const Move m : {toggle_note(1, 6), toggle_note(cell_at(8, 0), 6), toggle_note(cell_at(1, 0), 6),
                         toggle_note(cell_at(8, 8), 6), toggle_note(0, 6), toggle_note(0, 8)}) {
        auto o = apply(session.current(), m);
        REQUIRE(o);
        session.push(o->state, m);
    }
    const State before = session.current();
    const auto o = apply(before, place(0, 6));
    REQUIRE(o);
    REQUIRE(o->events.size() >= 3);
    CHECK(std::holds_alternative<DigitPlaced>(o->events[0]));
    const auto* cleared = find_event<NotesCleared>(*o);
    REQUIRE(cleared);
    CHECK(cleared->removed == (digit_bit(6) | digit_bit(8)));
    const auto* pruned = find_event<NotesPruned>(*o);
    REQUIRE(pruned);
    CHECK(pruned->cells == std::vector<std::uint8_t>{1, 9, 72});
    CHECK(o->state.notes[cell_at(8, 8)] == digit_bit(6)); // not a peer
    session.push(o->state, place(0, 6));
    REQUIRE(session.undo());
    CHECK(session.current() == before);
    REQUIRE(session.redo());
    CHECK(session.current() == o->state);
    CHECK(to_string(session.moves().back()) == "r1c1=6");
}

TEST_CASE("moves print and parse", "[sudoku][play]") {
    for (const Move m : {place(0, 6), erase(80), toggle_note(40, 9), auto_candidates(), take_hint()}) {
        CHECK(parse_move(to_string(m)) == m);
    }
    CHECK(to_string(toggle_note(40, 9)) == "r5c5~9");
    CHECK_FALSE(parse_move("r0c1=1"));
    CHECK_FALSE(parse_move("r1c1=0"));
    CHECK_FALSE(parse_move("nonsense"));
}

TEST_CASE("auto-candidates fills every empty cell's marks from the placed digits", "[sudoku][play]") {
    const State s = easy_state();
    const auto o = apply(s, auto_candidates());
    REQUIRE(o);
    const Candidates expect = derive_candidates(s.values, s.rules);
    CHECK(o->state.notes == expect);
    const auto* filled = find_event<CandidatesFilled>(*o);
    REQUIRE(filled);
    CHECK(filled->cells == kCells - count_filled(s.givens));
}

TEST_CASE("conflicts are reported live and cleared by erasing", "[sudoku][play]") {
    const State s = easy_state();
    // r1c1 = 5 repeats the given 5 at r1c3.
    const auto o = apply(s, place(0, 5));
    REQUIRE(o);
    const auto* c = find_event<ConflictsChanged>(*o);
    REQUIRE(c);
    CHECK(c->cells == std::vector<std::uint8_t>{0, 2});
    CHECK(status(o->state).conflicts == 2);
    CHECK(status(o->state).reason == "2 cells in conflict");
    const auto back = apply(o->state, erase(0));
    REQUIRE(back);
    const auto* c2 = find_event<ConflictsChanged>(*back);
    REQUIRE(c2);
    CHECK(c2->cells.empty());
}

TEST_CASE("filling in the solution wins, with unit, digit and solved events", "[sudoku][play]") {
    State s = easy_state();
    CHECK(status(s).phase == Phase::Playing);
    CHECK(status(s).reason == std::to_string(kCells - count_filled(s.givens)) + " cells to fill");
    int units = 0, digits_done = 0, solved = 0;
    for (int c = 0; c < kCells; ++c) {
        if (s.values[c]) continue;
        const auto o = apply(s, place(c, s.solution[c]));
        REQUIRE(o);
        units += count_events<UnitCompleted>(*o);
        digits_done += count_events<DigitCompleted>(*o);
        solved += count_events<Solved>(*o);
        s = o->state;
    }
    CHECK(status(s).phase == Phase::Won);
    CHECK(status(s).reason == "solved");
    CHECK(solved == 1);
    CHECK(digits_done == 9);
    CHECK(units == 27 - 0); // the easy puzzle starts with no complete unit
    CHECK(digit_counts(s)[5] == 9);
    CHECK_FALSE(hint(s));
    CHECK_FALSE(apply(s, take_hint()));
}

TEST_CASE("a Latin stage win needs rows and columns only", "[sudoku][play][latin]") {
    Digits latin{};
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) latin[cell_at(r, c)] = static_cast<std::uint8_t>((r + c) % 9 + 1);
    Digits puzzle = latin;
    for (int c = 0; c < 9; ++c) puzzle[cell_at(4, c)] = 0;
    auto s = start(puzzle, Rules::Latin);
    REQUIRE(s);
    for (int c = 0; c < 9; ++c) s = apply(*s, place(cell_at(4, c), latin[cell_at(4, c)]))->state;
    CHECK(status(*s).phase == Phase::Won);
}

TEST_CASE("the hint names a technique and its cells, and catches mistakes first", "[sudoku][play]") {
    const State s = easy_state();
    const auto h = hint(s);
    REQUIRE(h);
    CHECK(h->technique == Technique::HiddenSingle);
    REQUIRE(h->placements.size() == 1);
    CHECK(h->placements[0].digit == s.solution[h->placements[0].cell]);
    CHECK_FALSE(h->cells.empty());

    // A wrong digit (not even a visible conflict) is the first thing a hint points at.
    int empty = 0;
    while (s.values[empty] != 0) ++empty;
    int wrong = 1;
    while (wrong == s.solution[empty]) ++wrong;
    const State bad = apply(s, place(empty, wrong))->state;
    const auto m = hint(bad);
    REQUIRE(m);
    CHECK(m->technique == Technique::Mistake);
    CHECK(m->cells == std::vector<std::uint8_t>{static_cast<std::uint8_t>(empty)});
    const auto fixed = apply(bad, take_hint());
    REQUIRE(fixed);
    CHECK(fixed->state.values[empty] == 0);
    CHECK(std::holds_alternative<HintUsed>(fixed->events.front()));
}

TEST_CASE("following hints from the start always reaches the solution", "[sudoku][play][hint]") {
    for (const char* text :
         {sudoku_test::kEasy, sudoku_test::kInkala, sudoku_test::kEasterMonster, sudoku_test::kEscargot}) {
        INFO(text);
        State s = *start(sudoku_test::digits(text), Rules::Classic);
        int moves = 0;
        while (status(s).phase == Phase::Playing) {
            const auto o = apply(s, take_hint());
            REQUIRE(o);
            s = o->state;
            REQUIRE(++moves < 400);
        }
        CHECK(s.values == s.solution);
    }
}

static_assert(std::is_trivially_copyable_v<State>, "State copies are cheap values");

TEST_CASE("a saved move list replays to the same state", "[sudoku][play]") {
    tessera::Session<State, Move> played(easy_state());
    // The last two empty cells, far from where the first hints land.
    int e1 = kCells - 1;
    while (played.current().values[e1] != 0) --e1;
    int e2 = e1 - 1;
    while (played.current().values[e2] != 0) --e2;
    const int wrong = played.current().solution[e1] % 9 + 1;
    const std::vector<Move> moves = {auto_candidates(), take_hint(), place(e1, wrong), toggle_note(e2, 4),
                                     erase(e1),         take_hint(), take_hint()};
    for (const Move& m : moves) {
        const auto o = apply(played.current(), m);
        REQUIRE(o);
        played.push(o->state, m);
    }
    std::vector<Move> saved;
    for (const Move& m : played.moves()) saved.push_back(*parse_move(to_string(m)));
    tessera::Session<State, Move> loaded(easy_state());
    const auto replayed = loaded.replay(saved, [](const State& s, const Move& m) -> std::optional<State> {
        auto o = apply(s, m);
        return o ? std::optional<State>(o->state) : std::nullopt;
    });
    CHECK(replayed == saved.size());
    CHECK(loaded.current() == played.current());
}
