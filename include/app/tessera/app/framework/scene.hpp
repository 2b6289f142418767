#pragma once
// A scene: one screen of the game (menu, level select, a game, an overlay). Scenes live on the
// SceneStack; only the top scene gets input and simulation steps; drawing starts at the highest
// non-overlay scene so overlays show what is under them.
#include <string>

union SDL_Event;

namespace tessera::app {

class Gfx;

class Scene {
  public:
    virtual ~Scene() = default;
    // Input; return true when consumed.
    virtual bool handle(const SDL_Event& event) = 0;
    // One fixed simulation step of dt seconds.
    virtual void step(double dt) { (void)dt; }
    virtual void draw(Gfx& gfx) = 0;
    // Overlays (pause, win/lose) are drawn over the scene below them.
    virtual bool is_overlay() const { return false; }
    // Called when the scene becomes the top again (after the scene above it was popped).
    virtual void on_resume() {}
    // A short stable name for logs and `tessera screenshot --scene`.
    virtual std::string name() const = 0;
};

} // namespace tessera::app
