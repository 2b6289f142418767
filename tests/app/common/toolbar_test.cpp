// The toolbar (issue 33): the framework owns Undo, Redo, Hint, Restart and Pause; a game's own
// tools, declared by the game as ToolSpecs of game_tool(i), sit between Hint and Restart and are
// used by their own key, or by the toolbar's focus (PgDn / a pad's RB) and Enter.
#include <catch2/catch.hpp>

#include "support/headless_app.hpp"
#include "support/scene_driver.hpp"

#include <memory>
#include <vector>

#include "tessera/app/framework/game_scene.hpp"

using namespace tessera;
using app::ToolButton;

namespace {

constexpr ToolButton kToolFirst = app::game_tool(0);
constexpr ToolButton kToolSecond = app::game_tool(1);
constexpr app::ToolSpec kOwnTools[] = {
    {kToolFirst, "First", "icon_hint", "F", "LB/RB", SDLK_f},
    {kToolSecond, "Second", "icon_hint", "G", "LB/RB", SDLK_g},
};

// A game scene that only records which tools were used.
class ToolRecorder final : public app::GameScene {
  public:
    ToolRecorder(app::App& a, levels::LevelInfo level)
        : GameScene(a, std::move(level),
                    app::Toolbar(app::kToolUndo | app::kToolHint | app::kToolRestart | app::kToolPause,
                                 kOwnTools)) {}
    std::vector<ToolButton> used;
    bool second_enabled = true;

  protected:
    bool on_event(const SDL_Event&) override { return false; }
    void on_draw(app::Gfx&) override {}
    app::HudInfo hud() const override { return {}; }
    void on_restart() override { used.push_back(app::kToolRestart); }
    void on_undo() override { used.push_back(app::kToolUndo); }
    void on_hint() override { used.push_back(app::kToolHint); }
    void on_tool(ToolButton tool) override { used.push_back(tool); }
    bool tool_enabled(ToolButton tool) const override { return tool != kToolSecond || second_enabled; }
};

levels::LevelInfo toolbar_level() {
    levels::LevelInfo level;
    level.game = "toolbar";
    level.id = "01-tools";
    level.title = "Tools";
    return level;
}

} // namespace

TEST_CASE("Toolbar: a game's own tools sit between Hint and Restart and answer their own keys",
          "[app][toolbar]") {
    auto a = testing::headless_app(testing::scene_test_home("toolbar", "own-tools"), true);
    auto& s = testing::push_scene<ToolRecorder>(
        *a, [&] { return std::make_unique<ToolRecorder>(*a, toolbar_level()); });

    // Their keys, in any order.
    testing::key(*a, SDLK_g);
    testing::key(*a, SDLK_f);
    CHECK(s.used == std::vector<ToolButton>{kToolSecond, kToolFirst});

    // PgDn walks the toolbar in its order, Enter uses the focused tool; Pause, the last, is not
    // pressed (it would open the pause card).
    s.used.clear();
    for (int i = 0; i < 5; ++i) {
        testing::key(*a, SDLK_PAGEDOWN);
        testing::key(*a, SDLK_RETURN);
    }
    CHECK(s.used == std::vector<ToolButton>{app::kToolUndo, app::kToolHint, kToolFirst, kToolSecond,
                                            app::kToolRestart});
    testing::key(*a, SDLK_PAGEDOWN);
    testing::key(*a, SDLK_RETURN);
    CHECK(testing::top_name(*a) == "pause");
}

TEST_CASE("Toolbar: a game's disabled tool does nothing when its key is pressed", "[app][toolbar]") {
    auto a = testing::headless_app(testing::scene_test_home("toolbar", "disabled"), true);
    auto& s = testing::push_scene<ToolRecorder>(
        *a, [&] { return std::make_unique<ToolRecorder>(*a, toolbar_level()); });
    s.second_enabled = false;
    testing::key(*a, SDLK_g);
    CHECK(s.used.empty());
    s.second_enabled = true;
    testing::key(*a, SDLK_g);
    CHECK(s.used == std::vector<ToolButton>{kToolSecond});
}
