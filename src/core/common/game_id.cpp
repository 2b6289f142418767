#include "tessera/core/common/game_id.hpp"

#include <charconv>

namespace tessera {

std::string GameId::to_string() const { return game + ":" + params + "#" + std::to_string(seed); }

std::optional<GameId> parse_game_id(std::string_view text) {
    const auto colon = text.find(':');
    const auto hash = text.rfind('#');
    if (colon == std::string_view::npos || hash == std::string_view::npos || hash < colon)
        return std::nullopt;
    GameId id;
    id.game = std::string(text.substr(0, colon));
    if (id.game.empty()) return std::nullopt;
    for (char c : id.game)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return std::nullopt;
    id.params = std::string(text.substr(colon + 1, hash - colon - 1));
    if (id.params.find('#') != std::string::npos) return std::nullopt;
    const auto digits = text.substr(hash + 1);
    if (digits.empty()) return std::nullopt;
    const auto* first = digits.data();
    const auto* last = digits.data() + digits.size();
    auto [ptr, ec] = std::from_chars(first, last, id.seed);
    if (ec != std::errc{} || ptr != last) return std::nullopt;
    return id;
}

} // namespace tessera
