// The save fuzzer's tilestack part (fuzz_save.cpp): the corpus in tests/fuzz/corpus/save/ is written
// against this built-in level and id.
#include "fuzz_save.hpp"
#include "tessera/levels/tilestack/level.hpp"
#include "tessera/levels/tilestack/save.hpp"

namespace tessera::fuzz {

namespace {} // namespace

void fuzz_save_tilestack(const json& save) {
    static const levels::TilestackLevel level = levels::parse_tilestack_level(fuzz_document(R"({
        "game": "tilestack", "title": "Fuzz", "layout": {"mode": "A", "size": [4, 3, 3]},
        "faces": [6, 6, 6, 6, 6, 6], "difficulty": 1,
        "power_ups": {"undo": 2, "pop": 2, "shuffle": 2}})"));
    round_trip(save, [&](const json& j) { return levels::restore_tilestack_save(level.params, j); });
}

} // namespace tessera::fuzz
