#include <catch2/catch.hpp>

#include "tessera/app/framework/fixed_clock.hpp"
#include "tessera/app/framework/tween.hpp"

using namespace tessera::app;

TEST_CASE("every easing starts at 0 and ends at 1", "[tween][easing]") {
    for (Easing e :
         {ease::linear, ease::in_quad, ease::out_quad, ease::in_out_quad, ease::in_cubic, ease::out_cubic,
          ease::in_out_cubic, ease::out_back, ease::in_back, ease::out_bounce, ease::out_elastic}) {
        CHECK(e(0.0) == Approx(0.0).margin(1e-9));
        CHECK(e(1.0) == Approx(1.0).margin(1e-9));
    }
    CHECK(ease::linear(0.25) == Approx(0.25));
    CHECK(ease::in_quad(0.5) == Approx(0.25));
    CHECK(ease::out_quad(0.5) == Approx(0.75));
    CHECK(ease::in_out_quad(0.5) == Approx(0.5));
    CHECK(ease::out_back(0.7) > 1.0); // overshoot: the pop
    CHECK(ease::in_back(0.2) < 0.0);  // pull back before shrinking
    for (double t = 0; t <= 1.0; t += 0.01) CHECK(ease::out_bounce(t) <= 1.0 + 1e-9);
}

TEST_CASE("a move tween interpolates from where the sprite is when it starts", "[tween]") {
    auto v = std::make_shared<Visual>();
    v->x = 10;
    auto move = tw::move_to(v, 110, 50, 1.0, ease::linear);
    v->x = 0; // moved before the tween starts: it starts from here
    CHECK(move->update(0.25) == 0);
    CHECK(v->x == Approx(27.5));
    CHECK(v->y == Approx(12.5));
    const double left = move->update(1.0);
    CHECK(move->done());
    CHECK(left == Approx(0.25));
    CHECK(v->x == Approx(110));
}

TEST_CASE("sequences carry leftover time, parallel groups end with their longest member", "[tween]") {
    auto v = std::make_shared<Visual>();
    int calls = 0;
    auto seq = tw::sequence({tw::move_to(v, 100, 0, 0.5, ease::linear), tw::delay(0.25),
                             tw::fade_to(v, 0, 0.5, ease::linear), tw::call([&] { ++calls; })});
    CHECK(seq->duration() == Approx(1.25));
    seq->update(0.75); // move done, delay done
    CHECK(v->x == Approx(100));
    CHECK(v->alpha == Approx(1));
    seq->update(0.25);
    CHECK(v->alpha == Approx(0.5));
    CHECK(calls == 0);
    seq->update(1.0);
    CHECK(calls == 1);
    CHECK(seq->done());
    seq->update(1.0);
    CHECK(calls == 1); // callbacks fire once

    auto w = std::make_shared<Visual>();
    auto par =
        tw::parallel({tw::scale_to(w, 0, 0.2, ease::linear), tw::move_by(w, 0, 30, 0.6, ease::linear)});
    CHECK(par->duration() == Approx(0.6));
    par->update(0.3);
    CHECK(w->scale == Approx(0));
    CHECK(w->y == Approx(15));
    CHECK_FALSE(par->done());
    par->update(0.4);
    CHECK(par->done());
    CHECK(w->y == Approx(30));
}

TEST_CASE("a timeline fast-forwards to the end state and fires every callback", "[tween]") {
    Timeline tl;
    auto v = std::make_shared<Visual>();
    int done = 0;
    tl.add(tw::sequence({tw::move_to(v, 5, 5, 1), tw::tint_to(v, {10, 20, 30, 40}, 1), tw::call([&] {
                             ++done;
                             tl.add(tw::call([&] { ++done; })); // a callback may add more
                         })}));
    CHECK(tl.busy());
    tl.finish_all();
    CHECK_FALSE(tl.busy());
    CHECK(done == 2);
    CHECK(v->x == Approx(5));
    CHECK(v->tint.a == Approx(40));
}

TEST_CASE("timeline speed scales time (animation-speed setting)", "[tween]") {
    Timeline tl;
    tl.speed = 2.0;
    auto v = std::make_shared<Visual>();
    tl.add(tw::move_to(v, 100, 0, 1.0, ease::linear));
    tl.update(0.25);
    CHECK(v->x == Approx(50));
    tl.update(0.25);
    CHECK_FALSE(tl.busy());
}

TEST_CASE("the fixed-step clock runs whole steps and drops a long stall", "[clock]") {
    FixedClock clock(100.0, 5);
    CHECK(clock.advance(0.025) == 2);
    CHECK(clock.alpha() == Approx(0.5));
    CHECK(clock.advance(0.005) == 1);
    CHECK(clock.advance(10.0) == 5); // a stall is not replayed in full
    CHECK(clock.advance(0.0) == 0);
}
