// libFuzzer target: any bytes as a level file. Must end in a LevelError or a valid level, never
// a crash, a hang, a leak or a sanitizer report.
#include <cstddef>
#include <cstdint>
#include <string>

#include "tessera/levels/common/document.hpp"
#include "tessera/levels/registry.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        const auto doc = tessera::levels::Document::parse(
            std::string(reinterpret_cast<const char*>(data), size), "fuzz.json");
        tessera::levels::validate_level(doc);
    } catch (const tessera::levels::LevelError&) {
    }
    return 0;
}
