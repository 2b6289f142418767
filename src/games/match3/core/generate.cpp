#include "tessera/core/match3/generate.hpp"

#include <algorithm>

#include "tessera/core/match3/board.hpp"

namespace tessera::match3 {

namespace {

// Search effort per attempt; a fill almost never backtracks, so this only bounds odd masks.
constexpr long kNodeBudget = 20000;
constexpr int kAttempts = 24;

// Three cells of one colour that one swap turns into a run: `pair` is two cells of the line,
// `source` the piece that moves into the line's third cell `gap`.
struct Pattern {
    Point pair[2];
    Point gap;
    Point source;
};

std::vector<Pattern> patterns(const Board& board) {
    std::vector<Pattern> out;
    auto playable = [&](Point p) { return board.contains(p) && !board[p].is_hole(); };
    for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x)
            for (Point d : {Point{1, 0}, Point{0, 1}}) {
                const Point line[3] = {{x, y}, Point{x, y} + d, Point{x, y} + d + d};
                if (!playable(line[0]) || !playable(line[1]) || !playable(line[2])) continue;
                const Point perp{d.y, d.x};
                for (int g = 0; g < 3; ++g) {
                    const Point gap = line[g];
                    std::vector<Point> sources = {gap + perp, gap - perp};
                    if (g == 0) sources.push_back(gap - d);
                    if (g == 2) sources.push_back(gap + d);
                    Pattern pat{};
                    int k = 0;
                    for (int i = 0; i < 3; ++i)
                        if (i != g) pat.pair[k++] = line[i];
                    pat.gap = gap;
                    for (Point s : sources)
                        if (playable(s)) {
                            pat.source = s;
                            out.push_back(pat);
                        }
                }
            }
    return out;
}

// Would a piece of `colour` at p complete a run with pieces already placed?
bool completes_run(const Board& board, Point p, std::int8_t colour) {
    if (colour < 0) return false;
    auto same = [&](Point q) {
        return board.contains(q) && board[q].matchable() && board[q].colour == colour;
    };
    for (Point d : {Point{1, 0}, Point{0, 1}}) {
        int n = 1;
        for (Point q = p + d; same(q); q = q + d) ++n;
        for (Point q = p - d; same(q); q = q - d) ++n;
        if (n >= 3) return true;
    }
    return false;
}

// Fills `cells` in order by depth-first search. `candidates(board, cell)` lists the tiles to try
// there (best first); `take`/`give_back` track a limited supply.
template <class Candidates, class Take, class GiveBack>
bool fill(Board& board, const std::vector<Point>& cells, std::size_t i, long& budget, Candidates& candidates,
          Take& take, GiveBack& give_back) {
    if (i == cells.size()) return true;
    if (--budget < 0) return false;
    const Point p = cells[i];
    for (const Tile& t : candidates(board, p)) {
        if (completes_run(board, p, t.colour)) continue;
        take(t);
        board[p] = t;
        if (fill(board, cells, i + 1, budget, candidates, take, give_back)) return true;
        board[p] = Tile{};
        give_back(t);
        if (budget < 0) return false;
    }
    return false;
}

} // namespace

std::optional<Board> generate(const Params& params, Rng& rng) {
    if (params.width < 1 || params.height < 1 || params.rules.colours < kMinColours ||
        params.rules.colours > kMaxColours)
        return std::nullopt;
    const Board blank = empty_board(params);
    const std::vector<Pattern> pats = patterns(blank);
    if (pats.empty()) return std::nullopt;
    const int colours = params.rules.colours;
    for (int attempt = 0; attempt < kAttempts; ++attempt) {
        Board board = blank;
        const Pattern& pat = pats[rng.below(pats.size())];
        const Tile c = gem(static_cast<int>(rng.below(static_cast<std::uint64_t>(colours))));
        std::vector<int> counts(static_cast<std::size_t>(colours), 0);
        for (Point p : {pat.pair[0], pat.pair[1], pat.source}) board[p] = c;
        counts[static_cast<std::size_t>(c.colour)] += 3;
        std::vector<Point> cells;
        for (int y = 0; y < board.height(); ++y)
            for (int x = 0; x < board.width(); ++x)
                if (board.at(x, y).is_empty()) cells.push_back({x, y});
        // Balance: the colours used least so far (within one piece) come first, in random order.
        auto candidates = [&](const Board&, Point) {
            std::vector<Tile> order;
            for (int k = 0; k < colours; ++k) order.push_back(gem(k));
            rng.shuffle(order);
            const int least = *std::min_element(counts.begin(), counts.end());
            std::stable_sort(order.begin(), order.end(), [&](Tile a, Tile b) {
                return std::max(0, counts[static_cast<std::size_t>(a.colour)] - least - 1) <
                       std::max(0, counts[static_cast<std::size_t>(b.colour)] - least - 1);
            });
            return order;
        };
        auto take = [&](Tile t) { ++counts[static_cast<std::size_t>(t.colour)]; };
        auto give_back = [&](Tile t) { --counts[static_cast<std::size_t>(t.colour)]; };
        long budget = kNodeBudget;
        if (fill(board, cells, 0, budget, candidates, take, give_back)) return board;
    }
    return std::nullopt;
}

std::optional<State> start(const Params& params) {
    Rng rng(params.seed);
    auto board = generate(params, rng);
    if (!board) return std::nullopt;
    State s;
    s.board = std::move(*board);
    s.rules = params.rules;
    s.rng = rng.split();
    return s;
}

std::optional<Board> reshuffle(const Board& board, bool specials, Rng& rng) {
    Board blank = board;
    // Pieces grouped by colour; colour bombs (colourless) in group kMaxColours.
    std::vector<std::vector<Tile>> supply(kMaxColours + 1);
    std::vector<Point> all_cells;
    for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x) {
            const Tile t = board.at(x, y);
            if (t.is_hole()) continue;
            all_cells.push_back({x, y});
            blank.at(x, y) = Tile{};
            if (!t.is_piece()) continue;
            supply[t.matchable() ? static_cast<std::size_t>(t.colour) : kMaxColours].push_back(t);
        }
    const std::vector<Pattern> pats = patterns(blank);
    for (int attempt = 0; attempt < kAttempts; ++attempt) {
        std::vector<std::vector<Tile>> left = supply;
        for (auto& group : left) rng.shuffle(group);
        Board out = blank;
        // A move pattern needs three pieces of one colour; without one, the search below may
        // still find a board whose move comes from specials.
        std::vector<std::size_t> triples;
        for (std::size_t c = 0; c < kMaxColours; ++c)
            if (left[c].size() >= 3) triples.push_back(c);
        if (!triples.empty() && !pats.empty()) {
            const std::size_t c = triples[rng.below(triples.size())];
            const Pattern& pat = pats[rng.below(pats.size())];
            for (Point p : {pat.pair[0], pat.pair[1], pat.source}) {
                out[p] = left[c].back();
                left[c].pop_back();
            }
        }
        std::vector<Point> cells;
        for (Point p : all_cells)
            if (out[p].is_empty()) cells.push_back(p);
        // The most plentiful colours first (they are the hardest to place without runs).
        auto candidates = [&](const Board&, Point) {
            std::vector<std::size_t> groups;
            for (std::size_t g = 0; g < left.size(); ++g)
                if (!left[g].empty()) groups.push_back(g);
            rng.shuffle(groups);
            std::stable_sort(groups.begin(), groups.end(),
                             [&](std::size_t a, std::size_t b) { return left[a].size() > left[b].size(); });
            std::vector<Tile> order;
            for (std::size_t g : groups) order.push_back(left[g].back());
            return order;
        };
        auto group_of = [](Tile t) {
            return t.matchable() ? static_cast<std::size_t>(t.colour) : kMaxColours;
        };
        auto take = [&](Tile t) { left[group_of(t)].pop_back(); };
        auto give_back = [&](Tile t) { left[group_of(t)].push_back(t); };
        long budget = kNodeBudget;
        if (fill(out, cells, 0, budget, candidates, take, give_back) && !has_run(out) &&
            has_legal_swap(out, specials))
            return out;
    }
    return std::nullopt;
}

} // namespace tessera::match3
