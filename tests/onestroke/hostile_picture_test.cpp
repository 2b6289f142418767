// docs/reliability.md: truncated or non-image files given to recognition get a clear message
// naming the file and a non-zero exit, never a crash.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <unistd.h>

#include "tessera/cli/game_commands.hpp"

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
std::string temp(const std::string& name) {
    return "/tmp/tessera_hostile_" + std::to_string(::getpid()) + "_" + name;
}
} // namespace

TEST_CASE("recognition refuses truncated, empty and non-image files by name", "[onestroke][hostile]") {
    const std::string text = temp("text.png"), empty = temp("empty.png"), truncated = temp("truncated.png");
    { std::ofstream(text) << "this is not a picture\n"; }
    { std::ofstream(empty); }
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
