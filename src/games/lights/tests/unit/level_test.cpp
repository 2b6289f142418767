// Lights Out level files: every shipped level validates (with the solver's proof); broken and
// unsolvable files are refused at file:line:col; the save codec replays and refuses.
#include <catch2/catch.hpp>

#include <filesystem>

#include "tessera/core/lights/contract.hpp"
#include "tessera/levels/common/saves.hpp"
#include "tessera/levels/lights/level.hpp"
#include "tessera/levels/registry.hpp"

using namespace tessera;

namespace {

std::string refusal(const std::string& text) {
    try {
        levels::validate_lights(levels::Document::parse(text, "bad.json"));
    } catch (const levels::LevelError& e) {
        return e.what();
    }
    return "";
}

} // namespace

TEST_CASE("lights: every shipped level validates", "[lights][levels]") {
    int n = 0;
    for (const auto& e :
         std::filesystem::directory_iterator(std::string(TESSERA_SOURCE_DIR) + "/levels/lights")) {
        if (e.path().extension() != ".json") continue;
        INFO(e.path());
        const std::string note = levels::validate_lights(levels::load_document(e.path().string()));
        CHECK(note.rfind("solvable: ", 0) == 0);
        ++n;
    }
    CHECK(n >= 3);
}

TEST_CASE("lights: a board given as rows reads as the same board as its presses", "[lights][levels]") {
    const auto rows = levels::parse_lights_level(levels::Document::parse(
        R"({"game": "lights", "title": "A", "size": 3, "lit": [".#.", "###", ".#."]})", "a.json"));
    const auto presses = levels::parse_lights_level(levels::Document::parse(
        R"({"game": "lights", "title": "A", "size": 3, "presses": [[1, 1]]})", "a.json"));
    CHECK(rows.params.lit == presses.params.lit);
    CHECK(rows.params.size == 3);
}

TEST_CASE("lights: an unsolvable level is refused at file:line:col", "[lights][levels]") {
    // A lone corner light on 5x5 has no solution.
    const std::string e = refusal("{\"game\": \"lights\", \"title\": \"No\", \"size\": 5,\n"
                                  " \"lit\": [\"#....\", \".....\", \".....\", \".....\", \".....\"]}");
    CHECK(e.find("bad.json:2:9: /lit: this board cannot be switched off") != std::string::npos);
}

TEST_CASE("lights: broken levels are refused with where and why", "[lights][levels]") {
    CHECK(refusal(R"({"game": "lights", "title": "A", "size": 3, "lit": ["##", "###", "..."]})")
              .find("/lit/0: expected a row of 3 characters") != std::string::npos);
    CHECK(refusal(R"({"game": "lights", "title": "A", "size": 9, "presses": [[0, 0]]})").find("/size: ") !=
          std::string::npos);
    CHECK(refusal(R"({"game": "lights", "title": "A", "size": 3, "presses": [[3, 0]]})")
              .find("/presses/0/0: ") != std::string::npos);
    CHECK(refusal(R"({"game": "lights", "title": "A", "size": 3, "presses": [[1, 1], [1, 1]]})")
              .find("every light off") != std::string::npos);
    CHECK(refusal(R"({"game": "lights", "title": "A", "size": 3})").find("missing field") !=
          std::string::npos);
    CHECK(
        refusal(R"({"game": "lights", "title": "A", "lit": ["#"], "presses": [[0, 0]]})").find("not both") !=
        std::string::npos);
}

TEST_CASE("lights: a save replays on its own level and is refused elsewhere", "[lights][levels][saves]") {
    const lights::Params p{3, lights::press_mask(3, 1, 1) ^ lights::press_mask(3, 0, 0)};
    const std::string id = "lights:level=lights/01-plus;lit=" + std::to_string(p.lit) + "#0";
    const auto codec = levels::exact_save_codec(*lights::start(p), id);
    const nlohmann::json good{{"id", id}, {"moves", {"0,0", "2,2"}}};
    const auto r = levels::restore_game_save<lights::Game>(good, codec);
    REQUIRE(r);
    CHECK(r.session->position() == 2);
    CHECK(levels::encode_save_moves(r.session->moves()) == good["moves"]);
    const auto other = levels::exact_save_codec(*lights::start(p), "lights:level=lights/02-other;lit=1#0");
    CHECK_FALSE(levels::restore_game_save<lights::Game>(good, other));
    const auto bad = levels::restore_game_save<lights::Game>({{"id", id}, {"moves", {"0,0", "9,9"}}}, codec);
    REQUIRE_FALSE(bad);
    CHECK(bad.error == "save move 2 (\"9,9\"): not a legal move");
    CHECK(levels::restore_game_save<lights::Game>({{"id", id}, {"moves", {"x"}}}, codec)
              .error.find("\"x,y\"") != std::string::npos);
}
