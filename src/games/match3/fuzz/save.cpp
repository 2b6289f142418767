// The save fuzzer's match3 part (fuzz_save.cpp): the corpus in tests/fuzz/corpus/save/ is written
// against this built-in level and id.
#include "fuzz_save.hpp"
#include "tessera/core/match3/generate.hpp"
#include "tessera/levels/match3/level.hpp"
#include "tessera/levels/match3/save.hpp"

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
    round_trip(save, [&](const json& j) { return levels::restore_match3_save(start, j, kId); });
}

} // namespace tessera::fuzz
