#include <catch2/catch.hpp>

#include <SDL.h>

#include "tessera/app/framework/gfx.hpp"
#include "tessera/app/framework/scene_stack.hpp"

using namespace tessera::app;

namespace {
struct Log {
    std::vector<std::string> lines;
};

class FakeScene : public Scene {
  public:
    FakeScene(std::string n, Log& log, bool overlay = false, SceneStack* stack = nullptr)
        : n_(std::move(n)), log_(log), overlay_(overlay), stack_(stack) {}
    ~FakeScene() override { log_.lines.push_back("~" + n_); }
    bool handle(const SDL_Event&) override {
        log_.lines.push_back("handle " + n_);
        if (stack_) stack_->pop(); // pops itself from inside handle()
        return true;
    }
    void step(double) override { log_.lines.push_back("step " + n_); }
    void draw(Gfx&) override { log_.lines.push_back("draw " + n_); }
    bool is_overlay() const override { return overlay_; }
    void on_resume() override { log_.lines.push_back("resume " + n_); }
    std::string name() const override { return n_; }

  private:
    std::string n_;
    Log& log_;
    bool overlay_;
    SceneStack* stack_;
};
} // namespace

TEST_CASE("push and pop take effect only when pending changes are applied", "[scenes]") {
    Log log;
    SceneStack stack;
    stack.push(std::make_unique<FakeScene>("menu", log));
    CHECK(stack.empty());
    CHECK(stack.has_pending());
    stack.apply_pending();
    REQUIRE(stack.size() == 1);
    CHECK(stack.top()->name() == "menu");
    stack.push(std::make_unique<FakeScene>("game", log));
    stack.apply_pending();
    stack.pop();
    CHECK(stack.size() == 2);
    stack.apply_pending();
    CHECK(stack.size() == 1);
    CHECK(log.lines == std::vector<std::string>{"~game", "resume menu"});
}

TEST_CASE("a scene may pop itself while handling input", "[scenes]") {
    Log log;
    SceneStack stack;
    stack.push(std::make_unique<FakeScene>("menu", log));
    stack.push(std::make_unique<FakeScene>("settings", log, false, &stack));
    stack.apply_pending();
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    stack.handle(e); // settings pops itself; it is still alive until apply_pending
    CHECK(stack.size() == 2);
    stack.apply_pending();
    CHECK(stack.top()->name() == "menu");
    CHECK(log.lines == std::vector<std::string>{"handle settings", "~settings", "resume menu"});
}

TEST_CASE("only the top scene gets input and steps, and overlays draw over the scene below", "[scenes]") {
    Log log;
    SceneStack stack;
    stack.push(std::make_unique<FakeScene>("menu", log));
    stack.push(std::make_unique<FakeScene>("game", log));
    stack.push(std::make_unique<FakeScene>("pause", log, true));
    stack.apply_pending();
    CHECK(stack.first_visible() == 1);
    stack.step(0.01);
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
    {
        Gfx gfx(renderer, "/nonexistent",
                FontFaces{{"/nonexistent.ttf"}, {"/nonexistent.ttf"}, {"/nonexistent.ttf"}});
        stack.draw(gfx);
    }
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    CHECK(log.lines == std::vector<std::string>{"step pause", "draw game", "draw pause"});
}

TEST_CASE("reset_to keeps the bottom scenes and replace swaps the top", "[scenes]") {
    Log log;
    SceneStack stack;
    for (auto n : {"menu", "levels", "game", "result"}) stack.push(std::make_unique<FakeScene>(n, log));
    stack.apply_pending();
    stack.reset_to(2, std::make_unique<FakeScene>("game2", log));
    stack.apply_pending();
    REQUIRE(stack.size() == 3);
    CHECK(stack.at(1)->name() == "levels");
    CHECK(stack.top()->name() == "game2");
    stack.replace(std::make_unique<FakeScene>("game3", log));
    stack.apply_pending();
    CHECK(stack.size() == 3);
    CHECK(stack.top()->name() == "game3");
}
