// Banners and pop-ups are states of the layout check too (issue 35): "Target reached!" covered Swap's star
// thresholds. Brought on by a real move; every few frames while it shows, no text beside the board may be
// covered, leave its panel or overlap another (tests/support/banner_check.hpp).
#include <catch2/catch.hpp>

#include "support/banner_check.hpp"
#include "support/language.hpp"

#include "tessera/app/games/match3/match3_scene.hpp"

using namespace tessera;
namespace fs = std::filesystem;

TEST_CASE("Swap: a banner covers nothing the player needs, in every language", "[app][layout][banner]") {
    for (const char* lang : {"en", "zh_CN", "es"}) {
        testing::LanguageScope language(lang);
        const fs::path home = fs::temp_directory_path() / "tessera-banner-test-match3";
        {
            auto a = testing::headless_app(home, true);
            auto& s = dynamic_cast<app::Match3Scene&>(testing::open_file(
                *a, home, "match3",
                R"({"game": "match3", "title": "Narrow", "board": {"width": 5, "height": 8}, "colours": 4,
                          "goal": {"type": "moves", "score": 10, "moves": 20}, "stars": [10, 5000, 9000],
                          "seed": 7})"));
            testing::key(*a, SDLK_h); // the hint shows the swap, the second press makes it
            testing::key(*a, SDLK_h);
            const std::string p = testing::problems_while_playing(*a, 2.5, s.layout().bounds());
            INFO(lang << ":\n" << p);
            CHECK(p.empty());
        }
        fs::remove_all(home);
    }
}
