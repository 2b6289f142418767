#include "image_io.hpp"

#include "picture_header.hpp"

// libpng's simplified API and libjpeg, called directly: the text commands never load SDL, and
// picture decoding here is the only place that needs an image library.
#include <png.h>
#include <zlib.h>
// clang-format off
#include <cstdio>  // jpeglib.h needs FILE and size_t declared first
#include <jpeglib.h>
// clang-format on

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <csetjmp>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <vector>

#include "tessera/levels/common/atomic_file.hpp"

namespace tessera::cli::onestroke_io {

namespace {

bool ends_with(const std::string& s, const std::string& tail) {
    if (s.size() < tail.size()) return false;
    for (std::size_t i = 0; i < tail.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(s[s.size() - tail.size() + i])) != tail[i]) return false;
    return true;
}

// libjpeg reports errors through a callback that must not return: it jumps back here.
struct JpegError {
    jpeg_error_mgr mgr{};
    std::jmp_buf jump{};
    char message[JMSG_LENGTH_MAX] = {};
};

[[noreturn]] void jpeg_fail(j_common_ptr info) {
    auto* err = reinterpret_cast<JpegError*>(info->err);
    (*info->err->format_message)(info, err->message);
    std::longjmp(err->jump, 1);
}

void jpeg_quiet(j_common_ptr, int) {}

// The two functions below call setjmp: they hold only plain C values (no object with a destructor
// may live across setjmp/longjmp, and GCC's -Wclobbered checks it), and their wrappers build the
// messages. Each returns false with libjpeg's reason in err.message.

// Decodes into `rgba` (width x height x 4 bytes); the decoded size is left in out_w/out_h.
bool decode_jpeg_raw(const unsigned char* data, unsigned long size, unsigned char* rgba, unsigned width,
                     unsigned height, JpegError& err, unsigned& out_w, unsigned& out_h) {
    jpeg_decompress_struct info{};
    info.err = jpeg_std_error(&err.mgr);
    err.mgr.error_exit = jpeg_fail;
    err.mgr.emit_message = jpeg_quiet;
    if (setjmp(err.jump)) {
        jpeg_destroy_decompress(&info);
        return false;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    out_w = info.output_width;
    out_h = info.output_height;
    if (info.output_components != 4) out_w = 0; // reported as a size mismatch
    if (out_w != width || out_h != height) {
        jpeg_destroy_decompress(&info);
        return true;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = rgba + static_cast<std::size_t>(info.output_scanline) * width * 4;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return true;
}

bool encode_jpeg_raw(const unsigned char* rgba, unsigned width, unsigned height, int quality, std::FILE* f,
                     JpegError& err) {
    jpeg_compress_struct info{};
    info.err = jpeg_std_error(&err.mgr);
    err.mgr.error_exit = jpeg_fail;
    if (setjmp(err.jump)) {
        jpeg_destroy_compress(&info);
        return false;
    }
    jpeg_create_compress(&info);
    jpeg_stdio_dest(&info, f);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_RGBA;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = const_cast<JSAMPROW>(rgba + static_cast<std::size_t>(info.next_scanline) * width * 4);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return true;
}

// Decodes into `img` (already sized from the header). "" on success, otherwise the reason.
std::string decode_jpeg(const std::string& data, onestroke::Image& img) {
    JpegError err;
    unsigned got_w = 0;
    unsigned got_h = 0;
    if (!decode_jpeg_raw(reinterpret_cast<const unsigned char*>(data.data()),
                         static_cast<unsigned long>(data.size()), img.rgba.data(),
                         static_cast<unsigned>(img.width), static_cast<unsigned>(img.height), err, got_w,
                         got_h))
        return err.message;
    if (static_cast<int>(got_w) != img.width || static_cast<int>(got_h) != img.height)
        return "decoded " + std::to_string(got_w) + "x" + std::to_string(got_h) +
               " pixels, its header says " + std::to_string(img.width) + "x" + std::to_string(img.height);
    return {};
}

// A decompression bomb (a 1x1 PNG whose image data inflates to gigabytes) would keep libpng
// inflating long after the pixels are read. The image data is inflated here first, counting,
// and refused as soon as it passes what the header's size allows: the time is bounded by the
// picture's own size. "" when the data fits.
std::string check_png_inflated_size(const std::string& data) {
    auto u32 = [&](std::size_t at) {
        const auto* b = reinterpret_cast<const unsigned char*>(data.data()) + at;
        return (std::uint32_t{b[0]} << 24) | (std::uint32_t{b[1]} << 16) | (std::uint32_t{b[2]} << 8) | b[3];
    };
    std::uint64_t allowed = 0;
    z_stream z{};
    if (inflateInit(&z) != Z_OK) return "cannot start zlib";
    unsigned char sink[1 << 16];
    std::uint64_t inflated = 0;
    std::string problem;
    bool ended = false;
    for (std::size_t at = 8; at + 12 <= data.size() && problem.empty() && !ended;) {
        const std::uint64_t length = u32(at);
        const std::string type = data.substr(at + 4, 4);
        if (at + 12 + length > data.size()) break; // truncated: libpng says so
        if (type == "IHDR" && length >= 13) {
            const std::uint64_t w = u32(at + 8), h = u32(at + 12);
            const unsigned depth = static_cast<unsigned char>(data[at + 16]);
            const unsigned colour = static_cast<unsigned char>(data[at + 17]);
            const unsigned channels = colour == 2 ? 3 : colour == 4 ? 2 : colour == 6 ? 4 : 1;
            const std::uint64_t row = (w * channels * depth + 7) / 8;
            // Interlaced rows add at most one filter byte and one padding byte per row per pass.
            allowed = h * (row + 1) + 14 * h + 64;
        } else if (type == "IDAT") {
            z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data() + at + 8));
            z.avail_in = static_cast<uInt>(length);
            while (z.avail_in > 0 && problem.empty() && !ended) {
                z.next_out = sink;
                z.avail_out = sizeof sink;
                const int rc = inflate(&z, Z_NO_FLUSH);
                inflated += sizeof sink - z.avail_out;
                if (inflated > allowed)
                    problem = "its image data inflates to more than the " + std::to_string(allowed) +
                              " bytes its size allows (a decompression bomb)";
                else if (rc == Z_STREAM_END)
                    ended = true;
                else if (rc != Z_OK)
                    break; // corrupt data: libpng reports it
            }
        } else if (type == "IEND") {
            break;
        }
        at += 12 + length;
    }
    inflateEnd(&z);
    return problem;
}

// A linear value (0..65535) as an 8-bit sRGB one. libpng takes sRGB (and a gAMA of 0.45455) to
// linear as the power 2.2, so that power's inverse gives back the picture's own 8-bit values,
// exactly what its 8-bit output gives for a picture without the bug below.
std::uint8_t srgb8(std::uint32_t linear) {
    static const std::vector<std::uint8_t> table = [] {
        std::vector<std::uint8_t> t(65536);
        for (std::size_t v = 0; v < t.size(); ++v)
            t[v] = static_cast<std::uint8_t>(std::lround(std::pow(double(v) / 65535.0, 1 / 2.2) * 255));
        return t;
    }();
    return table[std::min<std::uint32_t>(linear, 65535)];
}

// A 16-bit PNG. libpng's simplified API misreads Adam7-interlaced 16-bit pictures when asked for
// 8-bit output (libpng issue 853, in Debian 12's 1.6.39-2+deb12u4: about half the rows come from
// the wrong place), so they are read as 16-bit linear, its other output, and brought to 8-bit
// sRGB here: alpha is un-premultiplied, then each channel encoded. Every 16-bit picture goes this
// way, interlaced or not, so one picture never reads two ways.
std::string decode_png16(png_image& png, onestroke::Image& img) {
    png.format = PNG_FORMAT_LINEAR_RGB_ALPHA;
    std::vector<std::uint16_t> wide(static_cast<std::size_t>(img.width) *
                                    static_cast<std::size_t>(img.height) * 4);
    if (!png_image_finish_read(&png, nullptr, wide.data(), 0, nullptr)) {
        std::string why = png.message;
        png_image_free(&png);
        return why;
    }
    for (std::size_t i = 0; i < wide.size(); i += 4) {
        const std::uint32_t a = wide[i + 3];
        for (std::size_t c = 0; c < 3; ++c)
            img.rgba[i + c] = a == 0 ? 0 : srgb8((std::uint32_t{wide[i + c]} * 65535 + a / 2) / a);
        img.rgba[i + 3] = static_cast<std::uint8_t>((a * 255 + 32767) / 65535);
    }
    return {};
}

std::string decode_png(const std::string& data, onestroke::Image& img) {
    if (std::string bomb = check_png_inflated_size(data); !bomb.empty()) return bomb;
    png_image png{};
    png.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&png, data.data(), data.size())) return png.message;
    if (static_cast<int>(png.width) != img.width || static_cast<int>(png.height) != img.height) {
        png_image_free(&png);
        return "decoded " + std::to_string(png.width) + "x" + std::to_string(png.height) +
               " pixels, its header says " + std::to_string(img.width) + "x" + std::to_string(img.height);
    }
    if ((png.format & PNG_FORMAT_FLAG_LINEAR) != 0) return decode_png16(png, img);
    png.format = PNG_FORMAT_RGBA;
    if (!png_image_finish_read(&png, nullptr, img.rgba.data(), 0, nullptr)) {
        std::string why = png.message;
        png_image_free(&png);
        return why;
    }
    return {};
}

bool write_jpeg(const onestroke::Image& image, const std::string& path, int quality, std::string& error) {
    // Encoded in memory, then written atomically: a failed write leaves an existing file whole.
    char* buffer = nullptr;
    std::size_t size = 0;
    std::FILE* f = ::open_memstream(&buffer, &size);
    if (!f) {
        error = path + ": cannot write picture: " + std::strerror(errno);
        return false;
    }
    JpegError err;
    const bool encoded = encode_jpeg_raw(image.rgba.data(), static_cast<unsigned>(image.width),
                                         static_cast<unsigned>(image.height), quality, f, err);
    const bool closed = std::fclose(f) == 0;
    const std::string bytes = buffer ? std::string(buffer, size) : std::string();
    std::free(buffer);
    if (!encoded || !closed) {
        error = path + ": cannot write picture: " + (encoded ? std::string("out of memory") : err.message);
        return false;
    }
    error = levels::write_file_atomically(path, bytes);
    return error.empty();
}

} // namespace

std::optional<onestroke::Image> load_image(const std::string& path, std::string& error) {
    // The whole file is read and its structure checked (picture_header.hpp) before libpng or
    // libjpeg decodes it from memory, so a file that lies about its chunks or size never reaches them.
    constexpr std::uintmax_t kMaxPictureBytes = 64ull * 1024 * 1024;
    std::error_code ec;
    const std::uintmax_t bytes = std::filesystem::file_size(path, ec);
    if (ec) {
        error = path + ": cannot read picture: " + ec.message();
        return std::nullopt;
    }
    if (bytes > kMaxPictureBytes) {
        error = path + ": picture file is " + std::to_string(bytes) + " bytes, at most " +
                std::to_string(kMaxPictureBytes) + " are read";
        return std::nullopt;
    }
    std::string data(static_cast<std::size_t>(bytes), '\0');
    if (std::ifstream in(path, std::ios::binary);
        !in.read(data.data(), static_cast<std::streamsize>(bytes))) {
        error = path + ": cannot read picture: read failed";
        return std::nullopt;
    }
    const PictureHeader header = inspect_picture(data);
    if (!header.ok) {
        error = path + ": cannot read picture: " + header.error;
        return std::nullopt;
    }
    onestroke::Image img(header.width, header.height, {});
    const std::string why =
        header.format == PictureFormat::Png ? decode_png(data, img) : decode_jpeg(data, img);
    if (!why.empty()) {
        error = path + ": cannot read picture: " + why;
        return std::nullopt;
    }
    return img;
}

bool save_image(const onestroke::Image& image, const std::string& path, std::string& error,
                int jpeg_quality) {
    if (ends_with(path, ".jpg") || ends_with(path, ".jpeg"))
        return write_jpeg(image, path, jpeg_quality, error);
    png_image png{};
    png.version = PNG_IMAGE_VERSION;
    png.width = static_cast<png_uint_32>(image.width);
    png.height = static_cast<png_uint_32>(image.height);
    png.format = PNG_FORMAT_RGBA;
    // Encoded in memory, then written atomically: a failed write leaves an existing file whole.
    png_alloc_size_t size = 0;
    std::string bytes;
    if (png_image_write_to_memory(&png, nullptr, &size, 0, image.rgba.data(), 0, nullptr)) {
        bytes.resize(size);
        if (!png_image_write_to_memory(&png, bytes.data(), &size, 0, image.rgba.data(), 0, nullptr)) size = 0;
        bytes.resize(size);
    }
    if (bytes.empty()) {
        error = path + ": cannot write picture: " + png.message;
        png_image_free(&png);
        return false;
    }
    error = levels::write_file_atomically(path, bytes);
    return error.empty();
}

} // namespace tessera::cli::onestroke_io
