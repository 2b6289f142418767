#include "tessera/core/match3/state.hpp"

#include <charconv>

namespace tessera::match3 {

std::string to_string(const Move& move) {
    return std::to_string(move.a.x) + "," + std::to_string(move.a.y) + "-" + std::to_string(move.b.x) + "," +
           std::to_string(move.b.y);
}

std::optional<Move> parse_move(std::string_view text) {
    int v[4] = {};
    const char* p = text.data();
    const char* end = text.data() + text.size();
    const char seps[3] = {',', '-', ','};
    for (int i = 0; i < 4; ++i) {
        auto [next, ec] = std::from_chars(p, end, v[i]);
        if (ec != std::errc{} || v[i] < 0 || v[i] >= 1000) return std::nullopt;
        p = next;
        if (i < 3) {
            if (p == end || *p != seps[i]) return std::nullopt;
            ++p;
        }
    }
    if (p != end) return std::nullopt;
    return Move{{v[0], v[1]}, {v[2], v[3]}};
}

} // namespace tessera::match3
