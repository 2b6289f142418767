#include "picture_header.hpp"

#include <algorithm>

#include "tessera/core/onestroke/picture.hpp"

namespace tessera::cli::onestroke_io {

namespace {

std::uint32_t be32(std::string_view b, std::size_t at) {
    return static_cast<std::uint32_t>(static_cast<unsigned char>(b[at])) << 24 |
           static_cast<std::uint32_t>(static_cast<unsigned char>(b[at + 1])) << 16 |
           static_cast<std::uint32_t>(static_cast<unsigned char>(b[at + 2])) << 8 |
           static_cast<std::uint32_t>(static_cast<unsigned char>(b[at + 3]));
}
unsigned be16(std::string_view b, std::size_t at) {
    return static_cast<unsigned>(static_cast<unsigned char>(b[at])) << 8 |
           static_cast<unsigned>(static_cast<unsigned char>(b[at + 1]));
}
unsigned byte_at(std::string_view b, std::size_t at) { return static_cast<unsigned char>(b[at]); }

PictureHeader fail(std::string message) {
    PictureHeader h;
    h.error = std::move(message);
    return h;
}

bool size_ok(PictureHeader& h) {
    if (!onestroke::picture_size_ok(h.width, h.height)) {
        h.ok = false;
        h.error = "picture claims to be " + std::to_string(h.width) + "x" + std::to_string(h.height) +
                  " pixels; at most " + std::to_string(onestroke::kMaxPictureSide) + " a side and " +
                  std::to_string(onestroke::kMaxPicturePixels) + " in all are read";
        return false;
    }
    return true;
}

// Chunk names are four ASCII letters; any other byte is printed as \xHH.
std::string chunk_name(std::string_view b, std::size_t at) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string name;
    for (std::size_t i = 0; i < 4; ++i) {
        const unsigned c = byte_at(b, at + i);
        if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))
            name += static_cast<char>(c);
        else
            name += {'\\', 'x', kHex[c >> 4], kHex[c & 15]};
    }
    return name;
}

// PNG's table of colour types and the bit depths each allows (PNG specification, 11.2.2). A depth
// outside it is no PNG; it must not reach the inflated-size check, whose sum would take it for a
// decompression bomb. "" when the pair is allowed.
std::string png_depth_error(unsigned depth, unsigned colour) {
    struct Type {
        unsigned colour;
        const char* name;
        const char* depths;
        unsigned mask; // bit d set: depth d allowed
    };
    static constexpr Type kTypes[] = {
        {0, "grey", "1, 2, 4, 8 and 16", 1u << 1 | 1u << 2 | 1u << 4 | 1u << 8 | 1u << 16},
        {2, "RGB", "8 and 16", 1u << 8 | 1u << 16},
        {3, "palette", "1, 2, 4 and 8", 1u << 1 | 1u << 2 | 1u << 4 | 1u << 8},
        {4, "grey with alpha", "8 and 16", 1u << 8 | 1u << 16},
        {6, "RGBA", "8 and 16", 1u << 8 | 1u << 16}};
    for (const Type& t : kTypes)
        if (t.colour == colour) {
            if (depth <= 16 && (t.mask >> depth & 1u)) return {};
            return "bit depth " + std::to_string(depth) + " is not a PNG bit depth for colour type " +
                   std::to_string(colour) + " (" + t.name + "), which allows " + t.depths;
        }
    return "colour type " + std::to_string(colour) + " is not a PNG colour type (0, 2, 3, 4 or 6)";
}

PictureHeader inspect_png(std::string_view b) {
    PictureHeader h;
    h.format = PictureFormat::Png;
    std::size_t at = 8;
    bool first = true;
    while (true) {
        if (b.size() - at < 12)
            return fail("PNG ends at byte " + std::to_string(b.size()) + " before its IEND chunk");
        const std::uint32_t length = be32(b, at);
        const std::string name = chunk_name(b, at + 4);
        if (length > 0x7fffffffu || length > b.size() - at - 12)
            return fail("PNG chunk '" + name + "' at byte " + std::to_string(at) + " claims " +
                        std::to_string(length) + " bytes of data, but the file ends at byte " +
                        std::to_string(b.size()));
        if (first) {
            if (name != "IHDR" || length != 13)
                return fail("PNG does not start with a 13-byte IHDR chunk (found '" + name + "' at byte 8)");
            h.width = static_cast<int>(std::min<std::uint32_t>(be32(b, at + 8), 0x7fffffffu));
            h.height = static_cast<int>(std::min<std::uint32_t>(be32(b, at + 12), 0x7fffffffu));
            if (std::string bad = png_depth_error(byte_at(b, at + 16), byte_at(b, at + 17)); !bad.empty())
                return fail("PNG IHDR at byte 8: " + bad);
            h.ok = true;
            if (!size_ok(h)) return h;
            first = false;
        }
        at += 12 + length;
        if (name == "IEND") return h;
    }
}

bool jpeg_frame_marker(unsigned m) { return m >= 0xC0 && m <= 0xCF && m != 0xC4 && m != 0xC8 && m != 0xCC; }
bool jpeg_standalone_marker(unsigned m) { return m == 0x01 || (m >= 0xD0 && m <= 0xD7); }

PictureHeader inspect_jpeg(std::string_view b) {
    PictureHeader h;
    h.format = PictureFormat::Jpeg;
    std::size_t at = 2; // after SOI
    bool frame = false;
    while (true) {
        if (at >= b.size() || byte_at(b, at) != 0xFF)
            return fail("JPEG has no marker at byte " + std::to_string(at) +
                        (at >= b.size() ? " (the file ends before its end-of-image marker)" : ""));
        while (at < b.size() && byte_at(b, at) == 0xFF) ++at; // fill bytes
        if (at >= b.size()) return fail("JPEG ends at byte " + std::to_string(b.size()) + " inside a marker");
        const unsigned marker = byte_at(b, at);
        const std::size_t marker_at = at - 1;
        ++at;
        if (marker == 0xD9) break; // end of image
        if (jpeg_standalone_marker(marker)) continue;
        if (marker == 0xD8 || marker == 0x00)
            return fail("JPEG has a misplaced marker at byte " + std::to_string(marker_at));
        if (b.size() - at < 2)
            return fail("JPEG ends at byte " + std::to_string(b.size()) + " inside a segment");
        const unsigned length = be16(b, at);
        if (length < 2 || length > b.size() - at)
            return fail("JPEG segment at byte " + std::to_string(marker_at) + " claims " +
                        std::to_string(length) + " bytes, but the file ends at byte " +
                        std::to_string(b.size()));
        if (jpeg_frame_marker(marker)) {
            if (frame) return fail("JPEG has a second frame header at byte " + std::to_string(marker_at));
            if (length < 8)
                return fail("JPEG frame header at byte " + std::to_string(marker_at) + " is too short");
            h.height = static_cast<int>(be16(b, at + 3));
            h.width = static_cast<int>(be16(b, at + 5));
            h.ok = true;
            if (!size_ok(h)) return h;
            frame = true;
        }
        at += length;
        if (marker == 0xDA) { // start of scan: entropy-coded data follows up to the next real marker
            if (!frame)
                return fail("JPEG scan at byte " + std::to_string(marker_at) + " comes before any frame");
            if (++h.scans > kMaxJpegScans)
                return fail("JPEG has more than " + std::to_string(kMaxJpegScans) + " scans (the " +
                            std::to_string(h.scans) + "th is at byte " + std::to_string(marker_at) + ")");
            while (at + 1 < b.size() && !(byte_at(b, at) == 0xFF && byte_at(b, at + 1) != 0x00 &&
                                          !(byte_at(b, at + 1) >= 0xD0 && byte_at(b, at + 1) <= 0xD7)))
                ++at;
            if (at + 1 >= b.size())
                return fail("JPEG ends at byte " + std::to_string(b.size()) + " inside scan " +
                            std::to_string(h.scans));
        }
    }
    if (!frame || h.scans == 0) return fail("JPEG ends before any image data");
    return h;
}

} // namespace

PictureHeader inspect_picture(std::string_view bytes) {
    if (bytes.size() >= 8 && bytes.substr(0, 8) == std::string_view("\x89PNG\r\n\x1a\n", 8))
        return inspect_png(bytes);
    if (bytes.size() >= 3 && byte_at(bytes, 0) == 0xFF && byte_at(bytes, 1) == 0xD8 &&
        byte_at(bytes, 2) == 0xFF)
        return inspect_jpeg(bytes);
    return fail(bytes.empty() ? "the file is empty"
                              : "not a PNG or JPEG picture (its first bytes are neither)");
}

} // namespace tessera::cli::onestroke_io
