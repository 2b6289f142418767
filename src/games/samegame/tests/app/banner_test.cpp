// Banners and pop-ups are states of the layout check too (issue 35): "Board cleared!" covered the side panel.
// Brought on by a real move; every few frames while it shows, no text beside the board may be covered, leave
// its panel or overlap another (tests/support/banner_check.hpp).
#include <catch2/catch.hpp>

#include "support/banner_check.hpp"
#include "support/language.hpp"

#include "tessera/app/games/samegame/samegame_scene.hpp"

using namespace tessera;
namespace fs = std::filesystem;

TEST_CASE("PopStar: a banner covers nothing the player needs, in every language", "[app][layout][banner]") {
    for (const char* lang : {"en", "zh_CN", "es"}) {
        testing::LanguageScope language(lang);
        const fs::path home = fs::temp_directory_path() / "tessera-banner-test-samegame";
        {
            auto a = testing::headless_app(home, true);
            auto& s = dynamic_cast<app::SamegameScene&>(
                testing::open_file(*a, home, "samegame",
                                   R"({"game": "samegame", "title": "Small", "mode": "classic",
                              "board": {"width": 3, "height": 3, "colours": 2, "rows": ["RRR", "RRR", "RRR"]}})"));
            testing::click(*a, s.layout().centre({1, 1}));
            const std::string p = testing::problems_while_playing(*a, 2.0, s.layout().bounds());
            INFO(lang << ":\n" << p);
            CHECK(p.empty());
        }
        fs::remove_all(home);
    }
}
