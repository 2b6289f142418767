// docs/reliability.md: a picture given to recognition is checked against its own bytes before
// SDL2_image decodes it. A file that lies about its chunks, segments or size is refused with the
// byte where the lie is, instead of making libpng or libjpeg work through what is not there.
#include <catch2/catch.hpp>

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

#include <unistd.h>

#include "../../cli/image_io.hpp"
#include "../../cli/picture_header.hpp"
#include "support/files.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/core/onestroke/picture.hpp"

using namespace tessera::cli::onestroke_io;

using tessera::testing::be32;
using tessera::testing::slurp;
using tessera::testing::temp_path;

namespace {

std::string be16(unsigned v) { return {static_cast<char>(v >> 8), static_cast<char>(v)}; }

// The checksum is not ours to check (libpng does), so chunks carry a zero one; the length is the
// one claimed, which need not be the data's.
std::string unchecked_chunk(const std::string& name, const std::string& data, std::uint32_t claimed) {
    return be32(claimed) + name + data + be32(0);
}
std::string unchecked_chunk(const std::string& name, const std::string& data) {
    return unchecked_chunk(name, data, static_cast<std::uint32_t>(data.size()));
}
const std::string kPngSignature("\x89PNG\r\n\x1a\n", 8);
std::string ihdr(std::uint32_t w, std::uint32_t h) {
    return unchecked_chunk("IHDR", be32(w) + be32(h) + std::string("\x08\x02\x00\x00\x00", 5));
}
std::string png(std::uint32_t w, std::uint32_t h, const std::string& middle) {
    return kPngSignature + ihdr(w, h) + middle + unchecked_chunk("IEND", "");
}

std::string jpeg_segment(unsigned marker, const std::string& data) {
    return std::string{'\xFF', static_cast<char>(marker)} + be16(static_cast<unsigned>(data.size() + 2)) +
           data;
}
std::string sof(unsigned w, unsigned h) {
    return jpeg_segment(0xC2,
                        std::string("\x08", 1) + be16(h) + be16(w) + std::string("\x01\x01\x11\x00", 4));
}
std::string sos() {
    return jpeg_segment(0xDA, std::string("\x01\x01\x00\x00\x3F\x00", 6)) + "\x12\x34\xFF\x00\x56";
}
const std::string kSoi("\xFF\xD8", 2), kEoi("\xFF\xD9", 2);

} // namespace

TEST_CASE("a shipped PNG and a JPEG we wrote pass with their real size", "[onestroke][picture]") {
    const std::string shipped = std::string(TESSERA_SOURCE_DIR) + "/levels/onestroke/pictures/21-tree.png";
    const auto png_header = inspect_picture(slurp(shipped));
    INFO(png_header.error);
    REQUIRE(png_header.ok);
    CHECK(png_header.format == PictureFormat::Png);
    std::string error;
    const auto image = load_image(shipped, error);
    REQUIRE(image);
    CHECK(png_header.width == image->width);
    CHECK(png_header.height == image->height);

    const std::string jpg = temp_path("round.jpg");
    REQUIRE(save_image(*image, jpg, error, 80));
    const auto jpeg_header = inspect_picture(slurp(jpg));
    INFO(jpeg_header.error);
    REQUIRE(jpeg_header.ok);
    CHECK(jpeg_header.format == PictureFormat::Jpeg);
    CHECK(jpeg_header.width == image->width);
    CHECK(jpeg_header.height == image->height);
    CHECK(jpeg_header.scans >= 1);
    std::remove(jpg.c_str());
}

TEST_CASE("PNG chunks that claim more bytes than the file holds are refused at their byte",
          "[onestroke][picture]") {
    // The fuzzer's find: ancillary chunks claiming 2 GiB each, which libpng skipped by reading and
    // checksumming 2 GiB of nothing per chunk.
    const std::string bomb = png(8, 8, unchecked_chunk("teXt", "abc", 0x7fffffffu));
    const auto h = inspect_picture(bomb);
    CHECK_FALSE(h.ok);
    CHECK(h.error ==
          "PNG chunk 'teXt' at byte 33 claims 2147483647 bytes of data, but the file ends at byte " +
              std::to_string(bomb.size()));
    CHECK(inspect_picture(png(8, 8, unchecked_chunk("IDAT", "xy", 100)))
              .error.find("chunk 'IDAT' at byte 33") != std::string::npos);
    CHECK_FALSE(inspect_picture(png(8, 8, unchecked_chunk("teXt", "abc", 0x80000000u))).ok);
}

TEST_CASE("PNG layout: IHDR first, IEND present, size within bounds", "[onestroke][picture]") {
    CHECK(inspect_picture(png(8, 8, "")).ok);
    CHECK(inspect_picture(kPngSignature + unchecked_chunk("teXt", "a") + ihdr(8, 8)).error ==
          "PNG does not start with a 13-byte IHDR chunk (found 'teXt' at byte 8)");
    CHECK(inspect_picture(kPngSignature + unchecked_chunk(std::string("\x01Hd\xff", 4), "a") + ihdr(8, 8))
              .error == "PNG does not start with a 13-byte IHDR chunk (found '\\x01Hd\\xff' at byte 8)");
    const std::string no_end = kPngSignature + ihdr(8, 8);
    CHECK(inspect_picture(no_end).error ==
          "PNG ends at byte " + std::to_string(no_end.size()) + " before its IEND chunk");
    const int max = tessera::onestroke::kMaxPictureSide;
    CHECK(inspect_picture(png(static_cast<std::uint32_t>(max), 1, "")).ok);
    CHECK(inspect_picture(png(static_cast<std::uint32_t>(max), 2048, "")).ok);
    CHECK(inspect_picture(png(4096, 4096, "")).ok);
    CHECK(inspect_picture(png(static_cast<std::uint32_t>(max) + 1, 8, "")).error ==
          "picture claims to be " + std::to_string(max + 1) +
              "x8 pixels; at most 8192 a side and 16777216 in all are read");
    // 16 megapixels in all: an 8192x8192 all-black PNG is 8 KB of deflate and 1 GB of decoding work.
    CHECK(inspect_picture(png(4096, 4097, "")).error.find("4096x4097 pixels; at most") != std::string::npos);
    CHECK_FALSE(inspect_picture(png(8, 0, "")).ok);
    CHECK_FALSE(inspect_picture(png(0xffffffffu, 8, "")).ok);
}

TEST_CASE("JPEG layout: segments within the file, a frame before scans, a bounded number of scans",
          "[onestroke][picture]") {
    const std::string good = kSoi + sof(40, 30) + sos() + kEoi;
    const auto h = inspect_picture(good);
    INFO(h.error);
    REQUIRE(h.ok);
    CHECK(h.width == 40);
    CHECK(h.height == 30);
    CHECK(h.scans == 1);

    CHECK(inspect_picture(kSoi + sos() + kEoi).error == "JPEG scan at byte 2 comes before any frame");
    std::string overlong = kSoi + sof(40, 30);
    overlong += "\xFF\xE1\x7F\xFF" + std::string("abc");
    CHECK(inspect_picture(overlong).error ==
          "JPEG segment at byte 15 claims 32767 bytes, but the file ends at byte " +
              std::to_string(overlong.size()));
    CHECK(inspect_picture(kSoi + sof(9000, 30) + sos() + kEoi).error.find("9000x30") != std::string::npos);
    CHECK(inspect_picture(kSoi + sof(40, 0) + sos() + kEoi).error.find("40x0") != std::string::npos);
    CHECK(inspect_picture(kSoi + sof(40, 30) + sos()).error.find("inside scan 1") != std::string::npos);

    std::string many = kSoi + sof(40, 30);
    for (int i = 0; i < kMaxJpegScans; ++i) many += sos();
    CHECK(inspect_picture(many + kEoi).ok);
    const auto refused = inspect_picture(many + sos() + kEoi);
    CHECK(refused.error.find("more than " + std::to_string(kMaxJpegScans) + " scans") != std::string::npos);
}

TEST_CASE("only PNG and JPEG are read", "[onestroke][picture]") {
    CHECK(inspect_picture("").error == "the file is empty");
    CHECK(inspect_picture("GIF89a....").error == "not a PNG or JPEG picture (its first bytes are neither)");
    CHECK(inspect_picture("BM..........").error == "not a PNG or JPEG picture (its first bytes are neither)");
}

TEST_CASE("recognize names the file and the byte of a lying PNG", "[onestroke][picture][hostile]") {
    const std::string path = temp_path("bomb.png");
    std::string chunks;
    for (int i = 0; i < 6; ++i) chunks += unchecked_chunk("teXt", "abc", 0x7fffffffu);
    { std::ofstream(path, std::ios::binary) << png(8, 8, chunks); }
    std::istringstream in;
    std::ostringstream out, err;
    const int code = tessera::cli::onestroke_main({"recognize", path}, in, out, err);
    CHECK(code != 0);
    CHECK(err.str().find(path + ": cannot read picture: PNG chunk 'teXt' at byte 33 claims") !=
          std::string::npos);
    std::remove(path.c_str());
}

TEST_CASE("a PNG bit depth the colour type does not allow is named, not called a bomb (issue 36)",
          "[onestroke][picture]") {
    // A real 8-bit RGB picture whose IHDR says depth 7: its image data is larger than 7 bits per
    // sample allow, which the inflated-size check took for "a decompression bomb".
    const std::string path = temp_path("depth7.png");
    std::string error;
    REQUIRE(save_image(tessera::onestroke::Image(100, 100, {200, 30, 30}), path, error));
    std::string bytes = slurp(path);
    REQUIRE(bytes.substr(12, 4) == "IHDR");
    REQUIRE(bytes[24] == 8);
    bytes[24] = 7;
    std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
    auto img = load_image(path, error);
    CHECK_FALSE(img);
    INFO(error);
    CHECK(error.find("bomb") == std::string::npos);
    CHECK(error.find("bit depth 7") != std::string::npos);
    CHECK(error.find("8 and 16") != std::string::npos);
    CHECK(error.rfind(path + ": ", 0) == 0);
    std::remove(path.c_str());

    // Every allowed pair passes the header check; a colour type PNG does not have is named too.
    for (unsigned colour : {0u, 2u, 3u, 4u, 6u})
        for (unsigned depth = 0; depth <= 17; ++depth) {
            std::string header = png(10, 10, "");
            header[24] = static_cast<char>(depth);
            header[25] = static_cast<char>(colour);
            const bool allowed =
                (colour == 0 && (depth == 1 || depth == 2 || depth == 4 || depth == 8 || depth == 16)) ||
                (colour == 3 && (depth == 1 || depth == 2 || depth == 4 || depth == 8)) ||
                ((colour == 2 || colour == 4 || colour == 6) && (depth == 8 || depth == 16));
            INFO("colour " << colour << " depth " << depth);
            CHECK(inspect_picture(header).ok == allowed);
        }
    std::string odd = png(10, 10, "");
    odd[25] = 5;
    CHECK(inspect_picture(odd).error.find("colour type 5 is not a PNG colour type") != std::string::npos);
}
