#include "tessera/core/match3/text.hpp"

#include <vector>

namespace tessera::match3 {

std::string to_text(const Board& board) {
    std::string out;
    for (int y = 0; y < board.height(); ++y) {
        for (int x = 0; x < board.width(); ++x) {
            const Tile t = board.at(x, y);
            if (t.is_hole())
                out += '.';
            else if (t.special == Special::ColourBomb)
                out += '@';
            else if (t.matchable() && t.colour < kMaxColours) {
                out += kColourLetters[static_cast<std::size_t>(t.colour)];
                if (t.special == Special::LineH) out += '-';
                if (t.special == Special::LineV) out += '|';
                if (t.special == Special::Bomb) out += '*';
            } else
                out += '?';
        }
        out += '\n';
    }
    return out;
}

std::optional<Board> parse_board(std::string_view text, std::string* error) {
    auto fail = [&](int line, const std::string& message) -> std::optional<Board> {
        if (error) *error = "line " + std::to_string(line) + ": " + message;
        return std::nullopt;
    };
    std::vector<std::vector<Tile>> rows;
    int line_no = 0;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(pos, end - pos);
        pos = end + 1;
        ++line_no;
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
            line.remove_suffix(1);
        while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
        if (line.empty()) {
            if (!rows.empty() && pos <= text.size()) {
                // Blank lines may only trail the board.
                if (text.substr(pos).find_first_not_of(" \t\r\n") != std::string_view::npos)
                    return fail(line_no, "blank line inside the board");
            }
            continue;
        }
        if (rows.size() >= static_cast<std::size_t>(kMaxSize))
            return fail(line_no, "more than " + std::to_string(kMaxSize) + " rows");
        std::vector<Tile> row;
        for (std::size_t i = 0; i < line.size(); ++i) {
            const char ch = line[i];
            if (row.size() >= static_cast<std::size_t>(kMaxSize))
                return fail(line_no, "more than " + std::to_string(kMaxSize) + " cells");
            if (ch == '.')
                row.push_back(hole());
            else if (ch == '@')
                row.push_back(colour_bomb());
            else if (const auto c = kColourLetters.find(ch); c != std::string_view::npos) {
                Special s = Special::None;
                if (i + 1 < line.size()) {
                    const char m = line[i + 1];
                    if (m == '-')
                        s = Special::LineH;
                    else if (m == '|')
                        s = Special::LineV;
                    else if (m == '*')
                        s = Special::Bomb;
                    if (s != Special::None) ++i;
                }
                row.push_back(gem(static_cast<int>(c), s));
            } else {
                return fail(line_no, std::string("unexpected character '") + ch + "' at column " +
                                         std::to_string(i + 1) + " (cells are R G B Y P O W C, @ or .)");
            }
        }
        if (!rows.empty() && row.size() != rows.front().size())
            return fail(line_no, "expected " + std::to_string(rows.front().size()) + " cells, got " +
                                     std::to_string(row.size()));
        rows.push_back(std::move(row));
    }
    if (rows.empty()) return fail(line_no, "no board");
    Board board(static_cast<int>(rows.front().size()), static_cast<int>(rows.size()));
    for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x)
            board.at(x, y) = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
    return board;
}

} // namespace tessera::match3
