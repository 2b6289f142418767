// The save fuzzer's match3 part (fuzz_save.cpp): the corpus in tests/fuzz/corpus/save/ is written
// against this built-in level and id.
#include "fuzz_save.hpp"
#include "tessera/core/match3/contract.hpp"
#include "tessera/core/match3/generate.hpp"
#include "tessera/levels/match3/level.hpp"

namespace tessera::fuzz {

namespace {
constexpr const char* kId = "match3:level=fuzz#101";
} // namespace

void fuzz_save_match3(const json& save) {
    static const match3::State start = *match3::start(levels::parse_match3_level(fuzz_document(R"({
        "game": "match3", "title": "Fuzz", "board": {"width": 6, "height": 6}, "colours": 4,
        "goal": {"type": "moves", "score": 1000, "moves": 20}, "stars": [1000, 1500, 2000],
        "specials": true, "seed": 101})"))
                                                          .params);
    static const levels::SaveCodec<match3::State> codec = levels::exact_save_codec(start, kId);
    round_trip(save, [&](const json& j) { return levels::restore_game_save<match3::Game>(j, codec); });
}

} // namespace tessera::fuzz
