// 16-bit PNGs, interlaced or not, read as the same pixels as the 8-bit picture they were made
// from. libpng's simplified API misreads Adam7-interlaced 16-bit pictures asked for as 8-bit
// (libpng issue 853; Debian 12's 1.6.39-2+deb12u4): rows from the wrong place, and a figure
// with dots missing. Found while making small fuzz seeds (tests/fuzz/make-recognize-seeds).
#include <catch2/catch.hpp>

#include <fstream>
#include <string>
#include <unistd.h>

#include "../../cli/image_io.hpp"
#include "png16.hpp"
#include "support/files.hpp"
#include "tessera/core/onestroke/figure.hpp"
#include "tessera/core/onestroke/picture.hpp"
#include "tessera/core/onestroke/recognize.hpp"

using namespace tessera::onestroke;

using tessera::testing::png16;
using tessera::testing::temp_path;

TEST_CASE("16-bit PNGs, interlaced or not, read as the 8-bit picture they came from",
          "[onestroke][picture]") {
    // A house: five dots, seven lines.
    Params lines;
    lines.lines = {{2, 0, 0, 2}, {2, 0, 4, 2}, {0, 2, 4, 2}, {0, 2, 0, 5},
                   {4, 2, 4, 5}, {0, 5, 4, 5}, {0, 2, 4, 5}};
    const BuildResult built = build_figure(lines);
    REQUIRE(built.figure);
    const Figure& house = *built.figure;
    PictureStyle style;
    style.line_width = 6, style.dot_radius = 12, style.margin = 30;
    Image img = draw_picture(house, 181, 203, style); // odd sizes: Adam7's last passes are partial
    // Some see-through pixels in the top rows: alpha must come through too.
    for (int x = 0; x < img.width; ++x)
        img.rgba[static_cast<std::size_t>(x) * 4 + 3] = static_cast<std::uint8_t>(x * 255 / img.width);
    const Recognition want = recognize(img);
    REQUIRE(want.ok);
    REQUIRE(want.vertices.size() == 5);
    REQUIRE(want.edges.size() == 7);

    for (const bool alpha : {false, true})
        for (const bool interlaced : {false, true}) {
            Image source = img;
            if (!alpha)
                for (std::size_t i = 3; i < source.rgba.size(); i += 4) source.rgba[i] = 255;
            const std::string path =
                temp_path(std::string(alpha ? "rgba" : "rgb") + (interlaced ? "-adam7" : "") + ".png");
            std::ofstream(path, std::ios::binary) << png16(source, alpha, interlaced);
            std::string error;
            const auto read = tessera::cli::onestroke_io::load_image(path, error);
            std::remove(path.c_str());
            INFO((alpha ? "RGBA" : "RGB") << (interlaced ? ", interlaced" : "") << ": " << error);
            REQUIRE(read);
            REQUIRE(read->width == source.width);
            REQUIRE(read->height == source.height);
            std::size_t wrong = 0;
            for (std::size_t i = 0; i < source.rgba.size(); ++i)
                if (source.rgba[i] != read->rgba[i] && source.rgba[i - i % 4 + 3] != 0) ++wrong;
            CHECK(wrong == 0);
            const Recognition got = recognize(*read);
            CHECK(got.ok);
            CHECK(got.vertices.size() == want.vertices.size());
            CHECK(got.edges.size() == want.edges.size());
        }
}
