// libFuzzer target: any bytes as a picture given to `tessera onestroke recognize`. Decoding goes
// through SDL2_image exactly as the CLI does; the result is "not a figure" or a level, never a
// crash, a hang or a sanitizer report.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <unistd.h>

#include "../../src/cli/onestroke/image_io.hpp"
#include "tessera/core/onestroke/recognize.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::string path = "/tmp/tessera-fuzz-picture-" + std::to_string(::getpid());
    if (FILE* f = std::fopen(path.c_str(), "wb")) {
        std::fwrite(data, 1, size, f);
        std::fclose(f);
    } else {
        return 0;
    }
    std::string error;
    if (auto image = tessera::cli::onestroke_io::load_image(path, error)) {
        const auto r = tessera::onestroke::recognize(*image);
        if (r.ok && r.edges.empty()) __builtin_trap(); // a figure always has an edge
    }
    return 0;
}
