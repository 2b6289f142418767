// Free play's run in the window (issue 38; the rules are core/samegame/free_play.hpp): a level of
// the run is dealt and certified by the core, played from the score the run carries in, and its
// result card goes on to the next level of the same run, or, once a target is missed, to a new run.
#include <algorithm>

#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/format.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/games/samegame/samegame_scene.hpp"
#include "tessera/app/scenes/free_play.hpp"
#include "tessera/core/samegame/free_play.hpp"

namespace tessera::app {

namespace {

// Level 100 000's target is about 2·10⁸: far beyond any run, and well inside the score's range.
constexpr int kMaxRunLevel = 100'000;

} // namespace

std::unique_ptr<Scene> make_samegame_run_scene(App& app, const levels::LevelInfo& info) {
    const levels::FreePlaySource& source = *info.free_play;
    const auto kind = samegame::parse_run(source.id.difficulty);
    if (!kind || source.run_level < 1 || source.run_level > kMaxRunLevel) {
        app.toast(
            trf("PopStar has no free-play run “{0}” at level {1}.", source.id.difficulty, source.run_level));
        return nullptr;
    }
    samegame::RunLevel dealt = samegame::deal_run_level(*kind, source.id.seed, source.run_level);
    levels::SamegameLevel level;
    level.title = info.title;
    level.group = info.group;
    level.description = info.description;
    level.params.mode =
        *kind == samegame::RunKind::discovery ? samegame::Mode::discovery : samegame::Mode::popstar;
    level.params.width = samegame::kRunSide;
    level.params.height = samegame::kRunSide;
    level.params.colours = samegame::kRunColours;
    level.params.wave = samegame::kRunWave;
    level.params.seed = source.id.seed; // the run's: with the level, it names the save
    level.params.level = source.run_level;
    level.rows = std::move(dealt.board);
    level.solution = std::move(dealt.line.moves);
    return std::make_unique<SamegameScene>(app, info, std::move(level));
}

// The run's name is the title above; the panel says where in the run the player is.
std::string SamegameScene::run_heading() const { return trf("Run, level {0}", run_level()); }

void SamegameScene::run_card(ResultCard& o) {
    const samegame::State& s = state();
    const int left = s.board.tiles_left();
    const int n = run_level();
    o.title = o.won ? trf("Level {0} clear!", n) : tr("Run over");
    o.lines.push_back(trnf("This level: +{0} points, bonus +{1} ({2} block left).",
                           "This level: +{0} points, bonus +{1} ({2} blocks left).", left,
                           group_digits(s.score - s.end_adjustment - start_score_),
                           group_digits(s.end_adjustment), group_digits(left)));
    o.lines.push_back(trf("Run: level {0}, {1} points", n, group_digits(s.score)));
    if (o.won)
        o.lines.push_back(trf("Next: level {0}, target {1} (your score carries over).", n + 1,
                              group_digits(samegame::run_target(n + 1))));
    if (mode() == samegame::Mode::discovery) o.lines.push_back(trf("Time {0}", clock_text(elapsed())));
    if (record_run_level(app(), *level().free_play, n, hints_used() > 0))
        o.lines.push_back(trf("Your furthest run yet: level {0}!", n));
    o.stars = !o.won ? 0 : left == 0 ? 3 : left < 10 ? 2 : 1;
    // A run only goes forward: a missed target ends it, so neither Retry nor Undo brings it back.
    o.offer_retry = false;
    o.offer_undo = false;
}

std::optional<levels::LevelInfo> SamegameScene::next_free_game(const ResultCard& card) const {
    if (!in_run()) return GameScene::next_free_game(card);
    levels::FreePlaySource next = *level().free_play;
    if (!card.won) // the run is over: a new one (none after the day's challenge)
        return next.daily ? std::nullopt : std::optional(new_free_game(level().game, next.id.difficulty));
    next.run_level = run_level() + 1;
    next.carried = state().score; // the end bonus included
    next.hints = hints_used();
    return free_play_level(next);
}

std::string SamegameScene::next_free_label(const ResultCard& card) const {
    if (!in_run()) return GameScene::next_free_label(card);
    return card.won ? N_("Next level") : N_("New run");
}

} // namespace tessera::app
