// The save fuzzer's samegame part (fuzz_save.cpp): the corpus in tests/fuzz/corpus/save/ is written
// against this built-in level and id.
#include "fuzz_save.hpp"
#include "tessera/core/samegame/contract.hpp"
#include "tessera/levels/samegame/level.hpp"
#include "tessera/levels/samegame/save.hpp"

namespace tessera::fuzz {

namespace {
constexpr const char* kKey = "samegame/fuzz"; // id: "samegame:" + samegame_save_params(key, start) + "#3001"
} // namespace

void fuzz_save_samegame(const json& save) {
    static const levels::SamegameLevel level = levels::parse_samegame_level(fuzz_document(R"({
        "game": "samegame", "title": "Fuzz", "mode": "popstar", "level": 1,
        "board": {"width": 6, "height": 6, "colours": 3, "seed": 3001,
                  "rows": ["GBRGRR", "GGBGGG", "BRRGBB", "RGRGBR", "BRBRGR", "GRBGRG"]}})"));
    static const levels::SaveCodec<samegame::State> codec{[](const GameId& id) {
        return levels::samegame_level_save_start(level.board(), level.params, kKey, id);
    }};
    round_trip(save, [&](const json& j) { return levels::restore_game_save<samegame::Game>(j, codec); });
}

} // namespace tessera::fuzz
