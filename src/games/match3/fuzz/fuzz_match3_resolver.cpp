// libFuzzer target: the Match-3 resolver with generated params (issue 36). The first bytes choose a
// board size, colours, specials, a seed and holes; the rest choose swaps. Every apply must end
// within the step bounds of rules.hpp, leave every playable cell full with nothing floating, and
// leave no run unless the level ended stuck. Params that cascade_problem() refuses are played
// too: the bounds hold for them as well. Never a crash, a hang or a sanitizer report.
//
// Input shape: a side is 3..8, or 9..16 when its byte's top four bits are all set (one byte in
// 16), and the moves goal is at most 8, or up to 60 when its byte's top two bits are set (one in
// four). Reaching the bounds costs work by nature: with 3 colours and a bonus round of 59 moves
// (the target reached at once), every one of 30 seeds reached both kMaxCascadeSteps and
// kMaxStepsPerMove at 10x10, 12x12, 14x14 and 16x16 (50-220 ms each without the sanitizers), none
// at 8x8; boards up to 8x8 with short goals cost about 0.1 ms. So most inputs are small and cheap,
// the big ones stay reachable (and the committed seeds grand-board-3-colours and
// 10x10-3-colours-bonus-round reach both bounds), and a board above 8x8 plays one swap, not four.
// Before, sides took 3..16 and goals 1..60 alike: about 3 executions a second once the corpus
// filled with big boards.
#include <cstddef>
#include <cstdint>
#include <variant>

#include "tessera/core/match3/board.hpp"
#include "tessera/core/match3/generate.hpp"
#include "tessera/core/match3/rules.hpp"

namespace m3 = tessera::match3;

namespace {

struct Bytes {
    const std::uint8_t* data;
    std::size_t size;
    std::size_t at = 0;
    std::uint8_t next() { return at < size ? data[at++] : 0; }
    bool done() const { return at >= size; }
};

constexpr int kSmallSide = 8;

int side_from(std::uint8_t b) {
    if ((b & 0xF0) == 0xF0) return kSmallSide + 1 + b % (m3::kMaxSize - kSmallSide);
    return m3::kMinSize + b % (kSmallSide - m3::kMinSize + 1);
}

m3::Params params_from(Bytes& in) {
    m3::Params p;
    p.width = side_from(in.next());
    p.height = side_from(in.next());
    const std::uint8_t flags = in.next();
    p.rules.colours = m3::kMinColours + flags % (m3::kMaxColours - m3::kMinColours + 1);
    p.rules.specials = (flags & 0x80) == 0;
    p.seed = in.next() | static_cast<std::uint64_t>(in.next()) << 8;
    const int holes = in.next() % 8;
    if (holes > 0) {
        p.mask = tessera::Grid<std::uint8_t>(p.width, p.height, 1);
        for (int k = 0; k < holes; ++k) p.mask.at(in.next() % p.width, in.next() % p.height) = 0;
    }
    p.rules.goal.kind = m3::GoalKind::Moves;
    // The moves left when the target is reached are the bonus round's: a long one is what runs a
    // move into kMaxStepsPerMove (16 cascades at kMaxCascadeSteps).
    const std::uint8_t moves = in.next();
    p.rules.goal.moves = 1 + moves % ((moves & 0xC0) == 0xC0 ? 60 : 8);
    p.rules.goal.target_score = 1 + static_cast<std::int64_t>(in.next()) * 50;
    return p;
}

void check(const m3::Outcome& out) {
    int steps = 0;
    bool bonus = false;
    for (const m3::Event& e : out.events) {
        if (const auto* c = std::get_if<m3::CascadeStep>(&e)) {
            if (c->n < 1 || c->n > m3::kMaxCascadeSteps) __builtin_trap();
            ++steps;
        }
        bonus = bonus || std::holds_alternative<m3::BonusRound>(e);
    }
    if (steps > m3::kMaxStepsPerMove) __builtin_trap();
    const m3::Board& b = out.state.board;
    if (!m3::is_full(b) || !m3::nothing_floats(b)) __builtin_trap();
    // The bonus round ends the level; a settle it could not do may leave a run there.
    if (!out.state.stuck && !bonus && m3::has_run(b)) __builtin_trap();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Bytes in{data, size};
    const m3::Params p = params_from(in);
    auto s = m3::start(p);
    if (!s) return 0;
    const int moves = p.width * p.height > kSmallSide * kSmallSide ? 1 : 4;
    for (int move = 0; move < moves && !in.done() && m3::accepts_moves(*s); ++move) {
        const auto swaps = m3::legal_swaps(s->board, p.rules.specials);
        if (swaps.empty()) break;
        const auto& [a, b] = swaps[in.next() % swaps.size()];
        const auto out = m3::apply(*s, m3::Move{a, b});
        if (!out) __builtin_trap(); // a legal swap is always accepted
        check(*out);
        s = out->state;
    }
    return 0;
}
