// libFuzzer target: any bytes as an in-progress save. The first byte picks the game ('0' match3,
// '1' samegame, '2' sudoku, '3' tilestack, '4' onestroke; other bytes wrap around) and the rest is
// the save's JSON, restored onto a small built-in level. Must end in a refusal with a message or
// a restored game, never a crash, a hang, a leak or a sanitizer report; and a save that restores
// must round-trip (load -> replay -> save -> load, as Simon Tatham's fuzzpuzz does): encoding it
// and restoring again gives the identical state, history position and encoding.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "tessera/core/match3/generate.hpp"
#include "tessera/levels/document.hpp"
#include "tessera/levels/match3_level.hpp"
#include "tessera/levels/match3_save.hpp"
#include "tessera/levels/onestroke_level.hpp"
#include "tessera/levels/onestroke_save.hpp"
#include "tessera/levels/samegame_level.hpp"
#include "tessera/levels/samegame_save.hpp"
#include "tessera/levels/sudoku_save.hpp"
#include "tessera/levels/tilestack_level.hpp"
#include "tessera/levels/tilestack_save.hpp"

namespace {

using namespace tessera;
using nlohmann::json;

// The fixed starts (pinned seeds and small built-in levels); the corpus in
// tests/fuzz/corpus/save/ is written against these ids.
constexpr const char* kMatch3Id = "match3:level=fuzz#101";
constexpr const char* kSamegameKey = "samegame/fuzz"; // id: samegame_save_id(key, start, 3001)
constexpr const char* kSudokuId = "sudoku:level=fuzz#0";
constexpr const char* kOnestrokeId = "onestroke:level=fuzz#0";
constexpr const char* kSudokuGivens =
    ".2.....1....469.2....9.1..45..3.4.7...6.12.49.7...5.....16..9.3...57.68.735.8....";

levels::Document doc(const char* text) { return levels::Document::parse(text, "fuzz.json"); }

struct Starts {
    match3::State match3;
    levels::SamegameLevel samegame;
    sudoku::State sudoku;
    levels::TilestackLevel tilestack;
    onestroke::State onestroke;
};

const Starts& starts() {
    static const Starts s = [] {
        Starts out;
        out.match3 = *match3::initial_state(levels::parse_match3_level(doc(R"({
            "game": "match3", "title": "Fuzz", "board": {"width": 6, "height": 6}, "colours": 4,
            "goal": {"type": "moves", "score": 1000, "moves": 20}, "stars": [1000, 1500, 2000],
            "specials": true, "seed": 101})"))
                                                .params);
        out.samegame = levels::parse_samegame_level(doc(R"({
            "game": "samegame", "title": "Fuzz", "mode": "popstar", "level": 1,
            "board": {"width": 6, "height": 6, "colours": 3, "seed": 3001,
                      "rows": ["GBRGRR", "GGBGGG", "BRRGBB", "RGRGBR", "BRBRGR", "GRBGRG"]}})"));
        out.sudoku = *sudoku::start_state(*sudoku::parse_digits(kSudokuGivens), sudoku::Rules::Latin);
        out.tilestack = levels::parse_tilestack_level(doc(R"({
            "game": "tilestack", "title": "Fuzz", "layout": {"mode": "A", "size": [4, 3, 3]},
            "faces": [6, 6, 6, 6, 6, 6], "difficulty": 1,
            "power_ups": {"undo": 2, "pop": 2, "shuffle": 2}})"));
        out.onestroke = onestroke::new_game(
            std::make_shared<const onestroke::Figure>(levels::load_onestroke_figure(doc(R"({
            "game": "onestroke", "title": "Fuzz", "lines": [
                {"x1": 250, "y1": 50, "x2": 368, "y2": 412}, {"x1": 368, "y1": 412, "x2": 60, "y2": 188},
                {"x1": 60, "y1": 188, "x2": 440, "y2": 188}, {"x1": 440, "y1": 188, "x2": 132, "y2": 412},
                {"x1": 132, "y1": 412, "x2": 250, "y2": 50}, {"x1": 250, "y1": 50, "x2": 250, "y2": 300}]})"))));
        return out;
    }();
    return s;
}

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

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const Starts& s = starts();
    json save;
    try {
        save =
            json::parse(reinterpret_cast<const char*>(data) + 1, reinterpret_cast<const char*>(data) + size);
    } catch (const json::exception&) {
        return 0;
    }
    switch (static_cast<unsigned>(data[0] - '0') % 5u) {
    case 0:
        round_trip(save, [&](const json& j) { return levels::restore_match3_save(s.match3, j, kMatch3Id); });
        break;
    case 1:
        round_trip(save, [&](const json& j) {
            return levels::restore_samegame_save(s.samegame.board(), s.samegame.params, kSamegameKey, j);
        });
        break;
    case 2:
        round_trip(save, [&](const json& j) { return levels::restore_sudoku_save(s.sudoku, j, kSudokuId); });
        break;
    case 3:
        round_trip(save,
                   [&](const json& j) { return levels::restore_tilestack_save(s.tilestack.params, j); });
        break;
    default:
        round_trip(save, [&](const json& j) {
            return levels::restore_onestroke_save(s.onestroke, j, kOnestrokeId);
        });
        break;
    }
    return 0;
}
