#include "tessera/core/sudoku/board.hpp"

#include <bit>

namespace tessera::sudoku {

namespace {

Geometry build(Rules rules) {
    Geometry g;
    g.rules = rules;
    const bool boxes = rules == Rules::Classic;
    g.unit_count = boxes ? 27 : 18;
    g.units_per_cell = boxes ? 3 : 2;
    for (int i = 0; i < kSize; ++i) {
        for (int j = 0; j < kSize; ++j) {
            g.unit_cells[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] =
                static_cast<std::uint8_t>(cell_at(i, j));
            g.unit_cells[static_cast<std::size_t>(9 + i)][static_cast<std::size_t>(j)] =
                static_cast<std::uint8_t>(cell_at(j, i));
            g.unit_cells[static_cast<std::size_t>(18 + i)][static_cast<std::size_t>(j)] =
                static_cast<std::uint8_t>(cell_at((i / 3) * 3 + j / 3, (i % 3) * 3 + j % 3));
        }
    }
    for (int u = 0; u < g.unit_count; ++u)
        for (auto c : g.unit_cells[static_cast<std::size_t>(u)])
            g.unit_set[static_cast<std::size_t>(u)].set(c);
    for (int c = 0; c < kCells; ++c) {
        auto& cu = g.cell_units[static_cast<std::size_t>(c)];
        cu[0] = static_cast<std::uint8_t>(row_of(c));
        cu[1] = static_cast<std::uint8_t>(9 + col_of(c));
        cu[2] = static_cast<std::uint8_t>(18 + box_of(c));
        CellSet peers;
        for (int k = 0; k < g.units_per_cell; ++k) peers |= g.unit_set[cu[static_cast<std::size_t>(k)]];
        peers.reset(static_cast<std::size_t>(c));
        g.peer_set[static_cast<std::size_t>(c)] = peers;
        int n = 0;
        for (int p = 0; p < kCells; ++p)
            if (peers.test(static_cast<std::size_t>(p)))
                g.peers[static_cast<std::size_t>(c)][static_cast<std::size_t>(n++)] =
                    static_cast<std::uint8_t>(p);
        g.peer_count = n;
    }
    return g;
}

} // namespace

const Geometry& geometry(Rules rules) {
    // Immutable tables built once; function-local statics are thread-safe to initialise.
    static const Geometry latin = build(Rules::Latin);
    static const Geometry classic = build(Rules::Classic);
    return rules == Rules::Latin ? latin : classic;
}

UnitKind unit_kind(int unit) {
    return unit < 9 ? UnitKind::Row : unit < 18 ? UnitKind::Column : UnitKind::Box;
}
int unit_index(int unit) { return unit % 9; }

std::optional<Digits> parse_digits(std::string_view text) {
    if (text.size() != kCells) return std::nullopt;
    Digits d{};
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char ch = text[i];
        if (ch == '.' || ch == '0')
            d[i] = 0;
        else if (ch >= '1' && ch <= '9')
            d[i] = static_cast<std::uint8_t>(ch - '0');
        else
            return std::nullopt;
    }
    return d;
}

std::string format_digits(const Digits& digits) {
    std::string s(kCells, '.');
    for (std::size_t i = 0; i < s.size(); ++i)
        if (digits[i] != 0) s[i] = static_cast<char>('0' + digits[i]);
    return s;
}

int count_filled(const Digits& digits) {
    int n = 0;
    for (auto d : digits) n += d != 0;
    return n;
}

CellSet conflicts(const Digits& digits, Rules rules) {
    const Geometry& g = geometry(rules);
    CellSet out;
    for (int u = 0; u < g.unit_count; ++u) {
        const auto& cells = g.unit_cells[static_cast<std::size_t>(u)];
        std::array<int, 10> count{};
        for (auto c : cells) ++count[digits[c]];
        for (auto c : cells)
            if (digits[c] != 0 && count[digits[c]] > 1) out.set(c);
    }
    return out;
}

bool check_win(const Digits& digits, Rules rules) {
    const Geometry& g = geometry(rules);
    for (int u = 0; u < g.unit_count; ++u) {
        Mask seen = 0;
        for (auto c : g.unit_cells[static_cast<std::size_t>(u)]) {
            if (digits[c] == 0) return false;
            seen |= digit_bit(digits[c]);
        }
        if (seen != kAllDigits) return false;
    }
    return true;
}

Candidates derive_candidates(const Digits& digits, Rules rules) {
    const Geometry& g = geometry(rules);
    std::array<Mask, 27> used{};
    for (int c = 0; c < kCells; ++c) {
        if (digits[static_cast<std::size_t>(c)] == 0) continue;
        for (int k = 0; k < g.units_per_cell; ++k)
            used[g.cell_units[static_cast<std::size_t>(c)][static_cast<std::size_t>(k)]] |=
                digit_bit(digits[static_cast<std::size_t>(c)]);
    }
    Candidates out{};
    for (int c = 0; c < kCells; ++c) {
        if (digits[static_cast<std::size_t>(c)] != 0) continue;
        Mask m = kAllDigits;
        for (int k = 0; k < g.units_per_cell; ++k)
            m &= static_cast<Mask>(
                ~used[g.cell_units[static_cast<std::size_t>(c)][static_cast<std::size_t>(k)]]);
        out[static_cast<std::size_t>(c)] = m;
    }
    return out;
}

std::string_view rules_name(Rules rules) { return rules == Rules::Latin ? "latin" : "classic"; }

} // namespace tessera::sudoku
