// docs/reliability.md: truncated or non-image files given to recognition get a clear message
// naming the file and a non-zero exit, never a crash.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>
#include <zlib.h>

#include "png_chunk.hpp"
#include "support/files.hpp"
#include "tessera/cli/game_commands.hpp"

using tessera::testing::png_chunk;
using tessera::testing::temp_path;

namespace {
struct Result {
    int code;
    std::string err;
};
Result recognize(const std::string& path) {
    std::istringstream in;
    std::ostringstream out, err;
    const int code = tessera::cli::onestroke_main({"recognize", path}, in, out, err);
    return {code, err.str()};
}
} // namespace

TEST_CASE("recognition refuses truncated, empty and non-image files by name", "[onestroke][hostile]") {
    const std::string text = temp_path("text.png"), empty = temp_path("empty.png"),
                      truncated = temp_path("truncated.png");
    { std::ofstream(text) << "this is not a picture\n"; }
    { std::ofstream created(empty); } // (a bare `std::ofstream(empty);` declares a stream named empty)
    REQUIRE(std::filesystem::exists(empty));
    REQUIRE(std::filesystem::file_size(empty) == 0);
    {
        std::ifstream src(std::string(TESSERA_SOURCE_DIR) + "/levels/onestroke/pictures/21-tree.png",
                          std::ios::binary);
        std::string bytes((std::istreambuf_iterator<char>(src)), std::istreambuf_iterator<char>());
        REQUIRE(bytes.size() > 400);
        std::ofstream(truncated, std::ios::binary) << bytes.substr(0, 300);
    }
    for (const auto& path : {text, empty, truncated}) {
        const auto r = recognize(path);
        INFO(path << ": " << r.err);
        CHECK(r.code != 0);
        CHECK(r.err.find(path + ": cannot read picture") != std::string::npos);
        std::remove(path.c_str());
    }
}

TEST_CASE("a PNG decompression bomb is refused before it is inflated", "[onestroke][hostile]") {
    // 1x1 RGBA (5 bytes of image data) whose IDAT inflates to 64 MiB of zeros.
    std::string idat;
    {
        z_stream z{};
        REQUIRE(deflateInit(&z, 9) == Z_OK);
        const std::string zeros(1 << 20, '\0');
        unsigned char buf[1 << 16];
        for (int i = 0; i < 64; ++i) {
            z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(zeros.data()));
            z.avail_in = static_cast<uInt>(zeros.size());
            const int flush = i == 63 ? Z_FINISH : Z_NO_FLUSH;
            do {
                z.next_out = buf;
                z.avail_out = sizeof buf;
                deflate(&z, flush);
                idat.append(reinterpret_cast<char*>(buf), sizeof buf - z.avail_out);
            } while (z.avail_out == 0);
        }
        deflateEnd(&z);
    }
    const std::string ihdr{0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0};
    const std::string path = temp_path("bomb.png");
    std::ofstream(path, std::ios::binary) << std::string("\x89PNG\r\n\x1a\n", 8) << png_chunk("IHDR", ihdr)
                                          << png_chunk("IDAT", idat) << png_chunk("IEND", "");
    const auto r = recognize(path);
    INFO(r.err);
    CHECK(r.code != 0);
    CHECK(r.err.find(path +
                     ": cannot read picture: its image data inflates to more than the 83 bytes its size "
                     "allows (a decompression bomb)") != std::string::npos);
    std::remove(path.c_str());
}
