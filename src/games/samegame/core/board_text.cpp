#include "tessera/core/samegame/board_text.hpp"

namespace tessera::samegame {

int colour_from_char(char c) {
    if (c == '.') return 0;
    if (c >= '1' && c <= '8') return c - '0';
    const char upper = (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
    const auto pos = kColourLetters.find(upper);
    return pos == std::string_view::npos ? -1 : static_cast<int>(pos) + 1;
}

char colour_char(Colour c) {
    if (c == kEmpty || c > kMaxColours) return '.';
    return kColourLetters[static_cast<std::size_t>(c - 1)];
}

std::variant<Board, BoardTextError> parse_board(const std::vector<std::string>& rows, bool collapse) {
    if (rows.empty() || rows.size() > static_cast<std::size_t>(kMaxSide))
        return BoardTextError{
            0, 0, "expected 1.." + std::to_string(kMaxSide) + " rows, got " + std::to_string(rows.size())};
    const std::size_t w = rows.front().size();
    if (w == 0 || w > static_cast<std::size_t>(kMaxSide))
        return BoardTextError{
            0, 0, "expected 1.." + std::to_string(kMaxSide) + " columns, got " + std::to_string(w)};
    Board b(static_cast<int>(w), static_cast<int>(rows.size()));
    for (std::size_t y = 0; y < rows.size(); ++y) {
        if (rows[y].size() != w)
            return BoardTextError{static_cast<int>(y), 0,
                                  "row has " + std::to_string(rows[y].size()) + " cells, the first row has " +
                                      std::to_string(w)};
        for (std::size_t x = 0; x < w; ++x) {
            const int c = colour_from_char(rows[y][x]);
            if (c < 0)
                return BoardTextError{static_cast<int>(y), static_cast<int>(x),
                                      std::string("unknown colour '") + rows[y][x] +
                                          "' (use R G B Y P O C W, digits 1-8 or '.')"};
            b.set({static_cast<int>(x), static_cast<int>(y)}, static_cast<Colour>(c));
        }
    }
    b.settle(collapse);
    return b;
}

std::vector<std::string> format_board(const Board& b) {
    std::vector<std::string> rows;
    for (int y = 0; y < b.height(); ++y) {
        std::string row;
        for (int x = 0; x < b.width(); ++x) row += colour_char(b.at({x, y}));
        rows.push_back(row);
    }
    return rows;
}

int colours_used(const Board& b) {
    const auto counts = b.colour_counts();
    int top = 0;
    for (int c = 1; c <= kMaxColours; ++c)
        if (counts[static_cast<std::size_t>(c)] > 0) top = c;
    return top;
}

} // namespace tessera::samegame
