#pragma once
// PNG/JPEG <-> onestroke::Image through libpng and libjpeg (the core never sees a file format).
#include <optional>
#include <string>

#include "tessera/core/onestroke/picture.hpp"

namespace tessera::cli::onestroke_io {

// nullopt with `error` set when the file cannot be read or decoded.
std::optional<onestroke::Image> load_image(const std::string& path, std::string& error);
// Saves as JPEG when the path ends in .jpg/.jpeg (quality 0..100), otherwise PNG. False + error on failure.
bool save_image(const onestroke::Image& image, const std::string& path, std::string& error,
                int jpeg_quality = 85);

} // namespace tessera::cli::onestroke_io
