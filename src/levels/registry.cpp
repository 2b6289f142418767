#include "tessera/levels/registry.hpp"

#include "tessera/games.hpp"

#include <algorithm>
#include <array>

namespace tessera::levels {

namespace {

struct Validator {
    std::string_view game;
    std::string (*validate)(const Document&);
};

#define TESSERA_VALIDATOR_ENTRY(g) Validator{#g, &validate_##g},
constexpr std::array kValidators{TESSERA_GAMES(TESSERA_VALIDATOR_ENTRY)};
#undef TESSERA_VALIDATOR_ENTRY

#define TESSERA_GAME_ID(g) std::string_view{#g},
constexpr std::array kGameIds{TESSERA_GAMES(TESSERA_GAME_ID)};
#undef TESSERA_GAME_ID

} // namespace

std::span<const std::string_view> game_ids() { return kGameIds; }

bool left_out_of_build(std::string_view game) {
#define TESSERA_KNOWN_GAME_ID(g) std::string_view{#g},
    constexpr std::array kKnownIds{TESSERA_KNOWN_GAMES(TESSERA_KNOWN_GAME_ID)};
#undef TESSERA_KNOWN_GAME_ID
    return std::find(kKnownIds.begin(), kKnownIds.end(), game) != kKnownIds.end() &&
           std::find(kGameIds.begin(), kGameIds.end(), game) == kGameIds.end();
}

std::string validate_level(const Document& doc) {
    const Node root = doc.root();
    const std::size_t errors = doc.errors().size();
    const std::string game = root.at("game").as_enum(game_ids());
    if (doc.errors().size() != errors) doc.throw_if_errors(); // an unknown game: its fields mean nothing
    for (const Validator& v : kValidators)
        if (v.game == game) return v.validate(doc);
    root.at("game").fail("no validator for \"" + game + "\""); // as_enum accepted only known games
}

} // namespace tessera::levels
