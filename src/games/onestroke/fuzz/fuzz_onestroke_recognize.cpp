// libFuzzer target: any bytes as a picture given to `tessera onestroke recognize`. Decoding goes
// through SDL2_image exactly as the CLI does; the result is "not a figure" or a level, never a
// crash, a hang or a sanitizer report.
//
// Pictures whose header claims more than kMaxFuzzPixels (64x64) are left out here. Recognition is
// linear in pixels, about 1,000 instructions each, and every picture up to 1,125 pixels a side
// is read at full size (no downscaling), so a 64x64 picture takes every path a 320x320 one does:
// colour clusters, dot and line regions, every choice of colours, segments and checks. Under the
// sanitizers a 64x64 figure costs ~5 ms and a 320x320 one ~40 ms: small pictures give millions
// of inputs in a run instead of tens of thousands. What big pictures may cost is bounded by the
// header check before decoding (fuzz_onestroke_header, 10^6 inputs) and measured by the picture
// tests (the largest accepted pictures take at most 4 s under ASan).
// Seeds (tests/fuzz/corpus/onestroke_recognize, made by tests/fuzz/make-recognize-seeds): small
// figures in every encoding the loader takes (PNG RGB, RGBA, palette, grey+alpha, 16-bit,
// interlaced; JPEG baseline, progressive, grey), the level pictures scaled down, and regression
// inputs.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <unistd.h>

#include "../cli/image_io.hpp"
#include "../cli/picture_header.hpp"
#include "tessera/core/onestroke/recognize.hpp"

namespace {
constexpr long long kMaxFuzzPixels = 64LL * 64;
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
    auto image = tessera::cli::onestroke_io::load_image(path, error);
    std::remove(path.c_str()); // nothing left in /tmp when the fuzzer stops
    if (image) {
        const auto r = tessera::onestroke::recognize(*image);
        if (r.ok && r.edges.empty()) __builtin_trap(); // a figure always has an edge
    }
    return 0;
}
