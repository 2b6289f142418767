#include "tessera/app/framework/scene_stack.hpp"

#include "tessera/app/framework/gfx.hpp"

#include <SDL.h>

namespace tessera::app {

void SceneStack::push(std::unique_ptr<Scene> scene) {
    pending_.push_back({Change::Kind::Push, std::move(scene), 0});
}

void SceneStack::pop() { pending_.push_back({Change::Kind::Pop, nullptr, 0}); }

void SceneStack::replace(std::unique_ptr<Scene> scene) {
    pop();
    push(std::move(scene));
}

void SceneStack::reset_to(std::size_t keep, std::unique_ptr<Scene> scene) {
    pending_.push_back({Change::Kind::ResetTo, nullptr, keep});
    if (scene) push(std::move(scene));
}

void SceneStack::apply_pending() {
    if (pending_.empty()) return;
    auto changes = std::move(pending_);
    pending_.clear();
    bool popped = false;
    for (auto& c : changes) {
        switch (c.kind) {
        case Change::Kind::Push:
            if (c.scene) scenes_.push_back(std::move(c.scene));
            popped = false;
            break;
        case Change::Kind::Pop:
            if (!scenes_.empty()) {
                scenes_.pop_back();
                popped = true;
            }
            break;
        case Change::Kind::ResetTo:
            while (scenes_.size() > c.keep) scenes_.pop_back();
            popped = true;
            break;
        }
    }
    if (popped && !scenes_.empty()) scenes_.back()->on_resume();
}

std::size_t SceneStack::first_visible() const {
    if (scenes_.empty()) return 0;
    std::size_t i = scenes_.size() - 1;
    while (i > 0 && scenes_[i]->is_overlay()) --i;
    return i;
}

bool SceneStack::handle(const SDL_Event& e) {
    Scene* t = top();
    return t ? t->handle(e) : false;
}

void SceneStack::step(double dt) {
    if (Scene* t = top()) t->step(dt);
}

void SceneStack::draw(Gfx& gfx) {
    const std::size_t first = first_visible();
    for (std::size_t i = first; i < scenes_.size(); ++i) {
        if (i > first) gfx.mark_layer();
        scenes_[i]->draw(gfx);
    }
}

} // namespace tessera::app
