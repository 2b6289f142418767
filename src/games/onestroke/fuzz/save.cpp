// The save fuzzer's onestroke part (fuzz_save.cpp): the corpus in tests/fuzz/corpus/save/ is written
// against this built-in level and id.
#include "fuzz_save.hpp"
#include <memory>

#include "tessera/core/onestroke/contract.hpp"
#include "tessera/levels/onestroke/level.hpp"

namespace tessera::fuzz {

namespace {
constexpr const char* kId = "onestroke:level=fuzz#0";
} // namespace

void fuzz_save_onestroke(const json& save) {
    static const onestroke::State start = onestroke::start(
        std::make_shared<const onestroke::Figure>(levels::load_onestroke_figure(fuzz_document(R"({
        "game": "onestroke", "title": "Fuzz", "lines": [
            {"x1": 250, "y1": 50, "x2": 368, "y2": 412}, {"x1": 368, "y1": 412, "x2": 60, "y2": 188},
            {"x1": 60, "y1": 188, "x2": 440, "y2": 188}, {"x1": 440, "y1": 188, "x2": 132, "y2": 412},
            {"x1": 132, "y1": 412, "x2": 250, "y2": 50}, {"x1": 250, "y1": 50, "x2": 250, "y2": 300}]})"))));
    static const levels::SaveCodec<onestroke::State> codec = levels::exact_save_codec(start, kId);
    round_trip(save, [&](const json& j) { return levels::restore_game_save<onestroke::Game>(j, codec); });
}

} // namespace tessera::fuzz
