#include "tessera/core/samegame/game.hpp"

#include "tessera/core/common/rng.hpp"
#include "tessera/core/samegame/deal.hpp"

#include <charconv>

namespace tessera::samegame {

Rules rules_of(Mode mode) { return mode == Mode::popstar ? Rules::popstar : Rules::classic; }

Config config_of(const Params& p) {
    Config c;
    c.rules = rules_of(p.mode);
    c.collapse = p.collapse;
    c.leftover_penalty = p.leftover_penalty && p.mode != Mode::popstar;
    c.level = p.level;
    c.target = p.mode == Mode::popstar ? popstar_target(p.level) : p.target;
    c.max_left = p.max_left >= 0 ? p.max_left : (p.mode == Mode::discovery ? 0 : -1);
    return c;
}

std::string to_string(const Move& m) { return std::to_string(m.tile.x) + "," + std::to_string(m.tile.y); }

std::optional<Move> parse_move(std::string_view text) {
    const auto comma = text.find(',');
    if (comma == std::string_view::npos) return std::nullopt;
    Move m;
    const char* b = text.data();
    const char* e = b + text.size();
    auto r1 = std::from_chars(b, b + comma, m.tile.x);
    if (r1.ec != std::errc{} || r1.ptr != b + comma) return std::nullopt;
    auto r2 = std::from_chars(b + comma + 1, e, m.tile.y);
    if (r2.ec != std::errc{} || r2.ptr != e) return std::nullopt;
    return m;
}

namespace {

// Applies the end of the game to `s` if no group remains.
void finish_if_over(State& s, std::vector<Event>* events) {
    if (s.board.has_move()) return;
    s.over = true;
    s.end_adjustment = end_adjustment(s.config.rules, s.config.leftover_penalty, s.board);
    s.score += s.end_adjustment;
    if (events) {
        EndAdjusted adj;
        adj.amount = s.end_adjustment;
        if (s.config.rules == Rules::popstar) {
            // The article's clearAll(): column by column, bottom row first within the column.
            for (int x = 0; x < s.board.width(); ++x)
                for (int k = 0; k < s.board.column_height(x); ++k)
                    adj.cells.push_back({x, s.board.height() - 1 - k});
            adj.tile_scores = popstar_bonus_deductions(static_cast<int>(adj.cells.size()));
        }
        events->push_back(std::move(adj));
        events->push_back(GameOver{goal_met(s)});
    }
}

} // namespace

State start(const Board& board, const Config& config, int start_score) {
    State s;
    s.board = board;
    s.config = config;
    s.score = start_score;
    finish_if_over(s, nullptr);
    return s;
}

std::optional<State> start(const Params& params) {
    if (params.board) return start(*params.board, params);
    Rng rng(params.seed);
    return start(deal_board(params.width, params.height, params.colours, params.wave, rng), params);
}

State start(const Board& board, const Params& params) {
    return start(board, config_of(params), params.mode == Mode::popstar ? params.start_score : 0);
}

std::optional<Outcome> apply(const State& state, const Move& move) {
    if (state.over) return std::nullopt;
    auto group = state.board.group_at(move.tile);
    if (group.size() < 2) return std::nullopt;
    Outcome out{state, {}};
    State& s = out.state;
    const int n = static_cast<int>(group.size());
    Cleared cleared;
    cleared.colour = state.board.at(move.tile);
    cleared.score = group_score(s.config.rules, n);
    cleared.tile_scores = tile_scores(s.config.rules, n);
    Motion motion;
    s.board.remove(group, s.config.collapse, &motion);
    cleared.cells = std::move(group);
    s.score += cleared.score;
    ++s.moves;
    out.events.push_back(std::move(cleared));
    for (const auto& f : motion.fell) out.events.push_back(f);
    for (const auto& c : motion.shifted) out.events.push_back(c);
    finish_if_over(s, &out.events);
    return out;
}

bool goal_met(const State& s) {
    if (s.score < s.config.target) return false;
    if (s.config.max_left >= 0 && s.board.tiles_left() > s.config.max_left) return false;
    return true;
}

Status status(const State& s) {
    if (!s.over) return {Phase::Playing, ""};
    const int left = s.board.tiles_left();
    if (s.config.max_left >= 0 && left > s.config.max_left)
        return {Phase::Lost, "no group left with " + std::to_string(left) + " tiles on the board (at most " +
                                 std::to_string(s.config.max_left) + " allowed)"};
    if (s.score < s.config.target)
        return {Phase::Lost, "no group left; score " + std::to_string(s.score) + " below target " +
                                 std::to_string(s.config.target)};
    if (left == 0) return {Phase::Won, "board cleared with score " + std::to_string(s.score)};
    if (s.config.target <= 0) return {Phase::Won, "no group left; final score " + std::to_string(s.score)};
    return {Phase::Won, "no group left; score " + std::to_string(s.score) + " reaches target " +
                            std::to_string(s.config.target)};
}

int preview_score(const State& s, Point tile) {
    if (s.over) return 0;
    return group_score(s.config.rules, s.board.group_size(tile));
}

} // namespace tessera::samegame
