#pragma once
// Reads a picture file's structure before any decoder sees it. Decoders trust what a file claims
// (through SDL2_image, which the CLI used before: a PNG chunk that claims 2 GiB made libpng read and
// checksum 2 GiB of nothing, and a header that claims 8192x8192 was allocated and decoded before
// anything was checked). Here the claims are checked against the bytes actually present, so a
// hostile file costs one pass over itself; libpng and libjpeg then decode from memory
// (image_io.hpp). Pure std: no SDL.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace tessera::cli::onestroke_io {

enum class PictureFormat { Png, Jpeg };

// A JPEG decoder walks the whole image once per scan; real progressive files have about ten.
inline constexpr int kMaxJpegScans = 64;

struct PictureHeader {
    bool ok = false;
    PictureFormat format = PictureFormat::Png;
    int width = 0;
    int height = 0;
    int scans = 0;     // JPEG start-of-scan segments; 0 for PNG
    std::string error; // when !ok: what is wrong and at which byte, without the file name
};

// Checks a PNG's chunk layout (every chunk within the file, IHDR first, IEND present) or a JPEG's
// segment layout (every segment within the file, a frame header before the first scan, at most
// kMaxJpegScans scans), and the size against picture_size_ok (picture.hpp). Other formats are refused.
PictureHeader inspect_picture(std::string_view bytes);

} // namespace tessera::cli::onestroke_io
