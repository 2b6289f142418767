// The save fuzzer's tilestack part (fuzz_save.cpp): the corpus in tests/fuzz/corpus/save/ is written
// against this built-in level and id.
#include "fuzz_save.hpp"
#include "tessera/core/tilestack/contract.hpp"
#include "tessera/levels/tilestack/level.hpp"
#include "tessera/levels/tilestack/save.hpp"

namespace tessera::fuzz {

namespace {
constexpr const char* kKey =
    "tilestack/fuzz"; // id: "tilestack:level=tilestack/fuzz#<seed>", or "tilestack seed <seed>"
} // namespace

void fuzz_save_tilestack(const json& save) {
    static const levels::TilestackLevel level = levels::parse_tilestack_level(fuzz_document(R"({
        "game": "tilestack", "title": "Fuzz", "layout": {"mode": "A", "size": [4, 3, 3]},
        "faces": [6, 6, 6, 6, 6, 6], "difficulty": 1,
        "power_ups": {"undo": 2, "pop": 2, "shuffle": 2}})"));
    static const levels::SaveCodec<tilestack::State> codec{
        [](const GameId& id) { return levels::tilestack_save_start(level.params, kKey, id); },
        [](std::string_view id) {
            return levels::tilestack_legacy_save_id(id, levels::tilestack_save_params(kKey));
        }};
    round_trip(save, [&](const json& j) { return levels::restore_game_save<tilestack::Game>(j, codec); });
}

} // namespace tessera::fuzz
