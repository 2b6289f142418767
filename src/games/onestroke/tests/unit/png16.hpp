#pragma once
// A picture as a 16-bit sRGB PNG (each 8-bit value v stored as v * 257), RGB or RGBA, with or
// without Adam7 interlacing, written byte by byte so no encoder's choices are involved. The rows
// are deflated one at a time, so a 4096x4096 picture (128 MiB of 16-bit pixels) never exists
// whole in the test's memory: only its compressed bytes do.
#include <zlib.h>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "png_chunk.hpp"
#include "support/files.hpp"
#include "tessera/core/onestroke/picture.hpp"

namespace tessera::testing {

namespace png16_detail {

struct Pass {
    int x0, y0, dx, dy;
};

// Deflates what it is given into `out`, level 6, as one zlib stream.
class Deflater {
  public:
    Deflater() {
        if (deflateInit(&z_, 6) != Z_OK) throw std::runtime_error("deflateInit failed");
    }
    ~Deflater() { deflateEnd(&z_); }
    Deflater(const Deflater&) = delete;
    Deflater& operator=(const Deflater&) = delete;

    void feed(const std::string& bytes, bool last) {
        z_.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
        z_.avail_in = static_cast<uInt>(bytes.size());
        unsigned char buf[1 << 16];
        int rc = Z_OK;
        do {
            z_.next_out = buf;
            z_.avail_out = sizeof buf;
            rc = deflate(&z_, last ? Z_FINISH : Z_NO_FLUSH);
            if (rc == Z_STREAM_ERROR) throw std::runtime_error("deflate failed");
            out.append(reinterpret_cast<char*>(buf), sizeof buf - z_.avail_out);
        } while (z_.avail_out == 0 || (last && rc != Z_STREAM_END));
    }

    std::string out;

  private:
    z_stream z_{};
};

} // namespace png16_detail

inline std::string png16(const onestroke::Image& img, bool alpha, bool interlaced) {
    using png16_detail::Pass;
    const std::vector<Pass> adam7{{0, 0, 8, 8}, {4, 0, 8, 8}, {0, 4, 4, 8}, {2, 0, 4, 4},
                                  {0, 2, 2, 4}, {1, 0, 2, 2}, {0, 1, 1, 2}};
    const std::vector<Pass> passes = interlaced ? adam7 : std::vector<Pass>{{0, 0, 1, 1}};
    const int channels = alpha ? 4 : 3;
    png16_detail::Deflater deflater;
    std::string row;
    for (const Pass& p : passes) {
        if (p.x0 >= img.width || p.y0 >= img.height) continue; // an empty pass has no rows
        for (int y = p.y0; y < img.height; y += p.dy) {
            row.assign(1, '\0'); // filter: none
            for (int x = p.x0; x < img.width; x += p.dx)
                for (int c = 0; c < channels; ++c) {
                    const unsigned v = img.rgba[(static_cast<std::size_t>(y) * img.width + x) * 4 + c] * 257u;
                    row += static_cast<char>(v >> 8);
                    row += static_cast<char>(v & 0xFF);
                }
            deflater.feed(row, false);
        }
    }
    deflater.feed("", true);
    const std::string ihdr = be32(static_cast<std::uint32_t>(img.width)) +
                             be32(static_cast<std::uint32_t>(img.height)) + std::string{16} +
                             std::string{static_cast<char>(alpha ? 6 : 2)} + std::string(2, '\0') +
                             std::string{static_cast<char>(interlaced ? 1 : 0)};
    return std::string("\x89PNG\r\n\x1a\n", 8) + png_chunk("IHDR", ihdr) +
           png_chunk("sRGB", std::string(1, '\0')) + png_chunk("IDAT", deflater.out) + png_chunk("IEND", "");
}

} // namespace tessera::testing
