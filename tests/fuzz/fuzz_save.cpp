// libFuzzer target: any bytes as an in-progress save. The first byte picks the game (its index in
// the one list, tessera/games.hpp: '0' is the first game, '1' the second, ...; other bytes wrap
// around) and the rest is the save's JSON, restored onto a small built-in level
// (tests/fuzz/save/<g>.cpp). Must end in a refusal with a message or a restored game, never a
// crash, a hang, a leak or a sanitizer report; and a save that restores must round-trip (load ->
// replay -> save -> load, as Simon Tatham's fuzzpuzz does): encoding it and restoring again gives
// the identical state, history position and encoding.
#include <array>
#include <cstddef>
#include <cstdint>

#include "fuzz_save.hpp"
#include "tessera/games.hpp"

namespace {

#define TESSERA_FUZZ_SAVE_ENTRY(g) &tessera::fuzz::fuzz_save_##g,
constexpr std::array kGames{TESSERA_GAMES(TESSERA_FUZZ_SAVE_ENTRY)};
#undef TESSERA_FUZZ_SAVE_ENTRY

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    nlohmann::json save;
    try {
        save = nlohmann::json::parse(reinterpret_cast<const char*>(data) + 1,
                                     reinterpret_cast<const char*>(data) + size);
    } catch (const nlohmann::json::exception&) {
        return 0;
    }
    kGames[static_cast<unsigned>(data[0] - '0') % kGames.size()](save);
    return 0;
}
