#pragma once
// The save fuzzer's shared part: each game's tests/fuzz/save/<g>.cpp restores a save onto a small
// built-in level with its codec and checks the round trip here.
#include <cstdlib>

#include <nlohmann/json.hpp>

#include "tessera/known_games.hpp"
#include "tessera/levels/common/document.hpp"
#include "tessera/levels/common/saves.hpp"

namespace tessera::fuzz {

using nlohmann::json;

inline levels::Document fuzz_document(const char* text) { return levels::Document::parse(text, "fuzz.json"); }

// restore(save) -> SaveRestore. A restored save is re-encoded under the same id and restored
// again; anything but the identical game is a bug in a codec or in a game's move text.
template <class Restore> void round_trip(const json& save, Restore&& restore) {
    const auto first = restore(save);
    if (!first) {
        if (first.error.empty()) std::abort(); // a refusal always says why
        return;
    }
    const json moves = levels::encode_save_moves(first.session->moves());
    const json again_save = json::parse(json{{"id", save.at("id")}, {"moves", moves}}.dump());
    const auto again = restore(again_save);
    if (!again) std::abort();
    if (again.session->position() != first.session->position()) std::abort();
    if (!(again.session->initial() == first.session->initial())) std::abort();
    if (!(again.session->current() == first.session->current())) std::abort();
    if (levels::encode_save_moves(again.session->moves()) != moves) std::abort();
}

#define TESSERA_DECLARE_FUZZ_SAVE(g) void fuzz_save_##g(const json& save);
TESSERA_KNOWN_GAMES(TESSERA_DECLARE_FUZZ_SAVE)
#undef TESSERA_DECLARE_FUZZ_SAVE

} // namespace tessera::fuzz
