#pragma once
// PNG files written byte by byte in the tests (no encoder's choices involved): one chunk.
#include <zlib.h>

#include <string>

#include "support/files.hpp"

namespace tessera::testing {

// A PNG chunk: the data's length, the type, the data, the CRC of type and data.
inline std::string png_chunk(const std::string& type, const std::string& data) {
    uLong crc = crc32(0, reinterpret_cast<const Bytef*>(type.data()), 4);
    crc = crc32(crc, reinterpret_cast<const Bytef*>(data.data()), static_cast<uInt>(data.size()));
    return be32(static_cast<std::uint32_t>(data.size())) + type + data +
           be32(static_cast<std::uint32_t>(crc));
}

} // namespace tessera::testing
