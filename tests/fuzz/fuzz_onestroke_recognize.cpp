// libFuzzer target: any bytes as a picture given to `tessera onestroke recognize`. Decoding goes
// through SDL2_image exactly as the CLI does; the result is "not a figure" or a level, never a
// crash, a hang or a sanitizer report.
//
// Pictures whose header claims more than kMaxFuzzPixels are left out here: recognition is linear
// in pixels, and a 750x1334 screenshot costs 0.6 s under the sanitizers, so a run spent on them
// reaches a few thousand inputs instead of millions. What big pictures may cost is bounded by the
// header check before decoding (fuzz_onestroke_header, 10^6 inputs) and measured by the picture
// tests (the largest accepted pictures take at most 4 s under ASan); the seeds here are the
// shipped level pictures scaled down (tests/fuzz/corpus/onestroke_recognize/small-*), PNG
// (grey, palette, alpha) and JPEG (baseline, progressive, grey).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <unistd.h>

#include "../../src/cli/onestroke/image_io.hpp"
#include "../../src/cli/onestroke/picture_header.hpp"
#include "tessera/core/onestroke/recognize.hpp"

namespace {
constexpr long long kMaxFuzzPixels = 320LL * 320;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto header = tessera::cli::onestroke_io::inspect_picture(
        std::string_view(reinterpret_cast<const char*>(data), size));
    if (header.ok && static_cast<long long>(header.width) * header.height > kMaxFuzzPixels) return 0;
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
