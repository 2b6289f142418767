#pragma once
// The scene stack. push/pop/replace are deferred to apply_pending(), called once per frame by
// the App, so a scene may pop itself from inside handle() or step() safely.
#include <memory>
#include <vector>

#include "tessera/app/framework/scene.hpp"

namespace tessera::app {

class SceneStack {
  public:
    void push(std::unique_ptr<Scene> scene);
    void pop();
    // Pops everything down to (but not including) the bottom `keep` scenes, then pushes.
    void reset_to(std::size_t keep, std::unique_ptr<Scene> scene);
    void replace(std::unique_ptr<Scene> scene); // pop + push as one change

    void apply_pending();

    bool empty() const { return scenes_.empty(); }
    std::size_t size() const { return scenes_.size(); }
    Scene* top() const { return scenes_.empty() ? nullptr : scenes_.back().get(); }
    Scene* at(std::size_t i) const { return scenes_[i].get(); }
    bool has_pending() const { return !pending_.empty(); }

    // Index of the first scene to draw: the highest non-overlay one.
    std::size_t first_visible() const;

    bool handle(const SDL_Event& e);
    void step(double dt);
    void draw(Gfx& gfx);

  private:
    std::vector<std::unique_ptr<Scene>> scenes_;
    struct Change {
        enum class Kind { Push, Pop, ResetTo } kind;
        std::unique_ptr<Scene> scene;
        std::size_t keep = 0;
    };
    std::vector<Change> pending_;
};

} // namespace tessera::app
