// Settings → Language says which language is in force and why: the Settings choice, TESSERA_LANG
// over it, or the system's language with the variable it was read from.
#include <catch2/catch.hpp>

#include <SDL.h>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "support/headless_app.hpp"
#include "support/language.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

using namespace tessera;

namespace {

// The Language row's value as the settings screen draws it for `setting` under TESSERA_LANG=`env`.
bool settings_show(const std::string& env, const std::string& setting, const std::string& expected) {
    const auto home = std::filesystem::temp_directory_path() / "tessera-language-row";
    testing::LanguageScope scope(env);
    auto a = testing::headless_app(home, true);
    a->profile().settings.language = setting;
    a->apply_settings();
    a->scenes().push(app::make_settings_scene(*a));
    a->simulate(2);
    a->gfx().layout_log().enabled = true;
    a->simulate(1);
    a->gfx().layout_log().enabled = false;
    std::string drawn;
    for (const auto& t : a->gfx().layout_log().texts) {
        if (t.text == expected) return true;
        drawn += t.text + " | ";
    }
    UNSCOPED_INFO("drawn: " << drawn);
    return false;
}

} // namespace

TEST_CASE("the Language row names TESSERA_LANG when it decides", "[i18n][app][settings]") {
    // The case: "System (English)" was shown while TESSERA_LANG=zh_CN showed Chinese.
    CHECK(settings_show("zh_CN", "", "跟随系统（中文，来自 TESSERA_LANG）"));
    CHECK(settings_show("es", "", "Sistema (Español, de TESSERA_LANG)"));
    // Over a choice made here: the variable is named, not the choice it overrides.
    CHECK(settings_show("zh_CN", "es", "中文（来自 TESSERA_LANG）"));
    CHECK(settings_show("en", "zh_CN", "English (from TESSERA_LANG)"));
}

TEST_CASE("the language in force comes with its source", "[i18n]") {
    testing::LanguageScope scope("en");
    setenv("TESSERA_LANG", "", 1);
    CHECK(app::language_choice("es").code == "es");
    CHECK(app::language_choice("es").source == "setting");
    const app::LanguageChoice system = app::system_language_choice();
    CHECK(app::language_choice("").code == system.code);
    CHECK(app::language_choice("").source == system.source);
    CHECK(app::language_choice("klingon").source == system.source); // not ours: the system's
    setenv("TESSERA_LANG", "zh_CN.UTF-8", 1);
    CHECK(app::language_choice("es").code == "zh_CN");
    CHECK(app::language_choice("es").source == "TESSERA_LANG");
}
