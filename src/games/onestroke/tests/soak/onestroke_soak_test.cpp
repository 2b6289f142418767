// One Stroke soak: 1,000 generated figures. Each is drawn by following hints from the start, which
// must win; every other seed first wanders with random legal moves, and when that stroke cannot be
// finished the hint must say so (Restart) and following it from a fresh start must win. Invariants
// after every move.
#include <sstream>

#include "soak/soak.hpp"
#include "tessera/core/onestroke/generate.hpp"
#include "tessera/core/onestroke/hint.hpp"

using namespace tessera::onestroke;

namespace {

constexpr int kMoveCap = 300; // more than kMaxSegments + 1 moves cannot happen in one stroke

// Every segment drawn at most once, the drawn path is one connected trail, and the counters agree.
std::string check_state(const State& s) {
    const Figure& f = *s.figure;
    if (s.drawn.count() != s.stroke.size())
        return "a segment is drawn twice (or drawn but not in the stroke)";
    if (!s.trail.empty() && s.trail.size() != s.stroke.size() + 1) return "trail and stroke lengths disagree";
    for (std::size_t i = 0; i < s.stroke.size(); ++i) {
        const int e = s.stroke[i];
        if (e < 0 || e >= f.edge_count() || !s.is_drawn(e)) return "the stroke names an undrawn segment";
        const Edge& edge = f.edges[static_cast<std::size_t>(e)];
        const int from = s.trail[i], to = s.trail[i + 1];
        if (!((edge.a == from && edge.b == to) || (edge.a == to && edge.b == from)))
            return "segment " + std::to_string(e) + " does not join consecutive trail vertices";
    }
    const Status st = status(s);
    if (st.drawn != s.drawn_count() || st.total != f.edge_count()) return "status counts disagree";
    if ((st.phase == Phase::Won) != (s.edges_left() == 0)) return "won is not 'every segment drawn'";
    return "";
}

} // namespace

TEST_CASE("soak onestroke: 1,000 generated figures won by following hints, invariants after every move",
          "[soak][onestroke]") {
    soak::Tally tally{"onestroke"};
    int restarts = 0, wandered = 0, segments = 0;
    for (std::uint64_t seed = 1; seed <= soak::kSeeds; ++seed) {
        tessera::Rng rng(seed);
        GenerateParams gp;
        gp.columns = rng.range(2, 9);
        gp.rows = rng.range(2, 9);
        gp.segments = rng.range(3, 80);
        gp.diagonals = seed % 5 != 0;
        const Params p = generate(gp, rng);
        const BuildResult built = build_figure(p);
        if (!built.figure) FAIL("onestroke seed " << seed << ": " << built.error);
        if (!check_figure(*built.figure).ok)
            FAIL("onestroke seed " << seed << ": generated figure not drawable");
        const auto figure = std::make_shared<const Figure>(*built.figure);
        segments += figure->edge_count();
        State s = start(figure);
        int moves = 0;
        auto play = [&](int vertex) {
            const auto out = apply(s, Move{vertex});
            if (!out) FAIL("onestroke seed " << seed << ": refused move to vertex " << vertex);
            const State& after = out->state;
            SOAK_REQUIRE_OK(check_state(after), "onestroke seed " << seed << " move " << moves + 1);
            if (after.drawn_count() != s.drawn_count() + (s.trail.empty() ? 0 : 1))
                FAIL("onestroke seed " << seed << ": a move drew other than one segment");
            for (int e = 0; e < figure->edge_count(); ++e)
                if (s.is_drawn(e) && !after.is_drawn(e))
                    FAIL("onestroke seed " << seed << ": a segment was undrawn");
            s = after;
            ++moves;
            ++tally.moves;
        };
        if (seed % 2 == 0) { // wander: a random prefix of legal moves, maybe a dead end
            ++wandered;
            const int prefix = rng.range(1, figure->edge_count());
            for (int i = 0; i < prefix && status(s).phase == Phase::Playing; ++i) {
                const auto next = next_vertices(s);
                REQUIRE_FALSE(next.empty());
                play(next[static_cast<std::size_t>(rng.below(next.size()))]);
            }
            if (!can_finish(s)) {
                const Hint h = hint(s);
                if (h.kind != Hint::Kind::Restart || h.vertex != best_start(*figure))
                    FAIL("onestroke seed " << seed << ": a dead stroke got no restart hint");
                ++restarts;
                s = start(figure);
            }
        }
        while (status(s).phase == Phase::Playing) {
            if (moves >= kMoveCap)
                FAIL("onestroke seed " << seed << ": not won after " << kMoveCap << " moves");
            const Hint h = hint(s);
            if (h.kind != Hint::Kind::Start && h.kind != Hint::Kind::Next)
                FAIL("onestroke seed " << seed << ": a finishable stroke got hint kind "
                                       << static_cast<int>(h.kind));
            play(h.vertex);
            if (!can_finish(s)) FAIL("onestroke seed " << seed << ": a hint stranded the rest");
        }
        REQUIRE(status(s).phase == Phase::Won);
        REQUIRE(hint(s).kind == Hint::Kind::Done);
        ++tally.seeds;
    }
    CHECK(restarts > 100);
    std::ostringstream details;
    details << segments << " segments in all, " << wandered << " random starts, " << restarts
            << " dead strokes restarted by the hint";
    tally.print(details.str());
}
