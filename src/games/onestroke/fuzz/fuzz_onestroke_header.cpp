// libFuzzer target: any bytes through the picture header check that runs before every decode
// (`inspect_picture`): a verdict, never a crash; a refusal always says why, and an accepted
// picture has a size.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "../cli/picture_header.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto header = tessera::cli::onestroke_io::inspect_picture(
        std::string_view(reinterpret_cast<const char*>(data), size));
    if (!header.ok && header.error.empty()) __builtin_trap();
    if (header.ok && (header.width <= 0 || header.height <= 0)) __builtin_trap();
    return 0;
}
