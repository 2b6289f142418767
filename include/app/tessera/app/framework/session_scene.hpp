#pragma once
// The midend (after Simon Tatham's midend.c): what every game does the same way, written once
// against the game contract (tessera/core/common/game.hpp):
//
//   * the Session: every move goes through play_move(), undo, redo and restart (which keeps the
//     history, so Redo brings the moves back);
//   * saves: after every change, filed under one id for every game, GameId{G::kId, params,
//     seed} (the params and seed from the game's save_params), and resumed on entry ("Welcome
//     back") by replaying the moves with G::parse_move and G::apply; a save that does not replay
//     is dropped with a toast;
//   * the hint: computed once per state, shown on request or after the game's idle time;
//   * the clock: it stops at the move that decides the game, not after its animation;
//   * the ending: the deciding move's animation, then the game's ending animation, then the
//     result card (GameScene::finish);
//   * the toolbar's Undo / Redo / Hint state.
//
// A game's scene derives from SessionScene<its Game>, keeps its view and its mapping from actions
// and clicks to moves, and fills in the hooks below: its params codec (what a save's id says), how
// the board is shown, how a move's events animate, and what the result card says.
#include <any>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <SDL.h>
#include <nlohmann/json.hpp>

#include <type_traits>

#include "tessera/app/framework/game_scene.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/core/common/game.hpp"
#include "tessera/core/common/game_id.hpp"
#include "tessera/core/common/session.hpp"
#include "tessera/levels/common/saves.hpp"

namespace tessera::app {

template <GameContract G> class SessionScene : public GameScene {
  public:
    using State = typename G::State;
    using Move = typename G::Move;
    using Outcome = typename G::Outcome;
    using Status = typename G::Status;
    using Hint = typename G::Hint;
    using History = Session<State, Move>;
    using Restore = levels::SaveRestore<State, Move>;
    using SaveStart = levels::SaveStart<State>;

    const State& state() const { return session_.current(); }
    const History& session() const { return session_; }
    std::size_t moves_played() const { return session_.position(); }
    std::size_t moves_made() const override { return moves_played(); }
    // The same game: the same id (level and deal) and the same moves, which replay to the same
    // state (a State may hold its level by pointer, so two scenes' states are not compared).
    std::any snapshot() const override { return Snapshot{save_id(), session_.position(), session_.moves()}; }
    bool same_game(const std::any& snapshot) const override {
        const auto* s = std::any_cast<Snapshot>(&snapshot);
        return s && s->id == save_id() && s->position == session_.position() && s->moves == session_.moves();
    }
    bool busy() const { return animating(); }
    bool resumed() const { return resumed_; }
    Status status() const { return G::status(state(), elapsed()); }
    // The id this game's save is filed under: "<game>:<params>#<seed>", the same form for every
    // game, from the game's params codec (save_params).
    std::string save_id() const {
        SaveParams p = save_params();
        return GameId{std::string(G::kId), std::move(p.params), p.seed}.to_string();
    }

    // Plays a move as the player would: the rules, the history, the animation, the save, and the
    // ending when the move decides the game. False (nothing changes) for an illegal move.
    bool play_move(const Move& move) {
        const bool ended = finished() || ending_ != Ending::None;
        if (ended && !plays_after_end(move)) return false;
        std::optional<Outcome> out = G::apply(state(), move);
        if (!out) return false;
        if (ended) { // the level goes on (an undo power-up after a losing move)
            ending_ = Ending::None;
            reopen();
        }
        if (animating()) timeline().finish_all(); // the last move's animation ends where it was going
        const State before = state();
        session_.push(out->state, move);
        changed();
        animate_move(before, *out, move);
        check_ending();
        save();
        return true;
    }

    // The hint of the current state, computed once per state.
    std::optional<Hint> hint_cache() const {
        if (!hint_) hint_ = compute_hint();
        return *hint_;
    }
    bool hint_shown() const { return hint_shown_; }
    // How much of the hint is on screen: 0 none, 1 where to look, 2 the move itself (graded
    // hints: each press of Hint shows more, and the press after the last grade plays it).
    int hint_level() const { return hint_shown_ ? hint_level_ : 0; }

  protected:
    enum class Ending { None, Deciding, Animating, Done };
    enum class Step { Undo, Redo, Restart };

    SessionScene(App& app, levels::LevelInfo level, Toolbar toolbar, State start)
        : GameScene(app, std::move(level), toolbar), start_(start), session_(std::move(start)) {}

    // Resumes the saved game, or starts afresh; then shows the board. Call it once, at the end of
    // the game scene's constructor (the hooks are virtual).
    void begin() {
        if (const auto saved = saved_progress()) {
            GameId read;
            Restore restored = restore(*saved, &read);
            if (restored) {
                session_ = std::move(*restored.session);
                start_ = session_.initial();
                resumed_ = true;
                set_elapsed(levels::save_elapsed(*saved));
                resume_visit(*saved);
                on_resumed(read);
            } else {
                SDL_Log("%s: dropping the save of %s: %s", std::string(G::kId).c_str(), level().key().c_str(),
                        restored.error.c_str());
                const std::string why = save_dropped_message(*saved);
                clear_progress();
                app().toast(why);
            }
        }
        changed();
        if (resumed_ && session_.position() > 0)
            flash(welcome_back(), 3); // after changed(), which clears flashes
        show_state(true);
        check_ending(); // a save taken during an ending resumes into it
    }

    const State& start_state() const { return start_; }
    Ending ending() const { return ending_; }
    // The board takes moves: not finished, no ending under way, and the game still playing.
    bool accepts_input() const {
        return !finished() && ending_ == Ending::None && status().phase == Phase::Playing;
    }
    // accepts_input(), and an animation still playing is fast-forwarded or refuses the input
    // (the player's setting).
    bool ready_for_input() {
        if (!accepts_input()) return false;
        if (!animating()) return true;
        if (!app().settings().skip_animations_on_input) return false;
        timeline().finish_all();
        return true;
    }
    // Shows the hint as asked for.
    void show_hint() {
        if (!hint_shown_) hint_level_ = 1;
        hint_shown_ = true;
        hint_auto_ = false;
    }
    void hide_hint() {
        hint_shown_ = false;
        hint_auto_ = false;
        hint_level_ = 0;
    }
    // The hint on screen was shown by the idle timer, not asked for.
    bool hint_auto() const { return hint_auto_; }

    // Replays a save with the game's rules (levels::restore_game_save) and the hooks below;
    // `read` receives its id as a GameId when it restores.
    Restore restore(const nlohmann::json& save, GameId* read = nullptr) const {
        levels::SaveCodec<State> codec;
        codec.start = [this](const GameId& id) { return save_start(id); };
        codec.legacy = [this](std::string_view id) { return legacy_save_id(id); };
        codec.refuse = [this](const State& end) { return refuse_resume(end); };
        return levels::restore_game_save<G>(save, codec, read);
    }

    // --- the game's part ------------------------------------------------------------------
    // The game's params codec: what its save id says besides the game, as canonical text
    // ("level=<game>/01-first-level"), and the deal's seed. Together they say which level and
    // deal the moves belong to.
    struct SaveParams {
        std::string params; // no '#'
        std::uint64_t seed = 0;
    };
    virtual SaveParams save_params() const = 0;
    // Where the moves of a save filed under `id` (a GameId of this game, written exactly as
    // save_id writes ids) start. By default: start_state() for exactly save_id(); a game whose id
    // carries more (a deal's seed, a start score) reads it here, and may say why it refuses one.
    virtual SaveStart save_start(const GameId& id) const {
        if (id.to_string() != save_id()) return {};
        return {start_state(), {}};
    }
    // An id the game wrote in an older form, in its GameId form, so the saves in a player's profile
    // still resume; nullopt for any other text (default: no older form).
    virtual std::optional<std::string> legacy_save_id(std::string_view id) const {
        (void)id;
        return std::nullopt;
    }
    // The game's last word on a save that replayed: "" resumes it, anything else is why not.
    virtual std::string refuse_resume(const State& end) const {
        (void)end;
        return {};
    }
    // After a save restored: anything its id carries besides the moves (a deal's seed).
    virtual void on_resumed(const GameId& id) { (void)id; }
    virtual std::string welcome_back() const { return tr("Welcome back: your game is resumed"); }
    virtual std::string save_dropped_message(const nlohmann::json& save) const {
        (void)save;
        return trf("Your saved game of “{0}” could not be resumed, so it starts afresh.",
                   level().title_in(current_language()));
    }
    // Puts the view at rest on state(); `intro` plays the level's opening animation.
    virtual void show_state(bool intro) = 0;
    // Turns a move's events into tweens on timeline() (the state is already current).
    virtual void animate_move(const State& before, const Outcome& out, const Move& move) = 0;
    // Undo, redo or restart moved the history: show it (default: the board at rest).
    virtual void animate_history(const State& before, Step step) {
        (void)before;
        (void)step;
        show_state(false);
    }
    // After any change of state(): the game's caches (conflicts, next dots, masks).
    virtual void on_state_changed() {}
    // Whether this status ends the level (e.g. a stuck position that is undone, not lost).
    virtual bool ends_level(const Status& st) const { return st.phase != Phase::Playing; }
    // What the result card says, built once when the ending starts.
    virtual ResultCard result_card(const Status& st) = 0;
    // The game's own ending (a celebration, the board dimming), played before the card.
    virtual void animate_ending(const ResultCard& card) { (void)card; }
    // A move that may still be played once the level has ended, reopening it (default: none).
    virtual bool plays_after_end(const Move& move) const {
        (void)move;
        return false;
    }
    virtual std::optional<Hint> compute_hint() const { return G::hint(state()); }
    // Seconds of no input before the hint shows by itself (0: never).
    virtual double idle_hint_seconds() const { return 0; }
    virtual std::string no_hint_message() const { return tr("No move found"); }
    // A hint became visible or showed more (asked for, or by the idle timer).
    virtual void on_hint_shown(bool asked) { (void)asked; }
    // A hint that costs nothing under the reward rule (e.g. where to start again after
    // getting stuck, which already cost a star).
    virtual bool hint_is_free(const Hint& hint) const {
        (void)hint;
        return false;
    }
    // Graded hints: how many presses show more of the hint (1: the hint is shown whole at once).
    virtual int hint_grades() const { return 1; }
    // The press after the last grade: play the hint's move. By default that is the hint itself
    // when it is a move (a group to clear, a tile to pick) or its `move` (a hint that carries
    // the move's score too); games whose hints are steps of their own say what playing one means.
    virtual void act_on_hint(const Hint& hint) {
        if constexpr (std::is_same_v<Hint, Move>)
            play_move(hint);
        else if constexpr (requires { Move(hint.move); })
            play_move(hint.move);
        else
            (void)hint;
    }

    // --- GameScene's hooks, the same for every game ----------------------------------------
    void on_undo() override {
        if (finished() || !session_.can_undo()) return;
        const State before = state();
        session_.undo();
        moved_in_history(before, Step::Undo);
    }
    void on_redo() override {
        if (finished() || !session_.can_redo() || ending_ != Ending::None) return;
        const State before = state();
        session_.redo();
        moved_in_history(before, Step::Redo);
    }
    void on_restart() override {
        const State before = state();
        session_.restart(); // the history stays: Redo brings the moves back
        moved_in_history(before, Step::Restart);
    }
    void on_hint() override {
        if (accepts_input()) next_hint_grade();
    }
    // One press of Hint: the first shows where to look, each next one more, and the press after
    // the last grade plays the hint (act_on_hint). False when there is no hint.
    bool next_hint_grade() {
        const std::optional<Hint> hint = hint_cache();
        if (!hint) {
            flash(no_hint_message());
            return false;
        }
        if ((!hint_shown_ || hint_auto_) && !hint_is_free(*hint)) count_hint(); // the reward rule
        if (hint_shown_ && !hint_auto_) {
            if (hint_level_ >= hint_grades()) {
                act_on_hint(*hint);
                return true;
            }
            ++hint_level_;
        } else {
            hint_level_ = 1; // asked for, or an idle hint now asked for: where to look
        }
        hint_shown_ = true;
        hint_auto_ = false;
        on_hint_shown(true);
        return true;
    }
    void undo_after_loss() override {
        ending_ = Ending::None;
        GameScene::undo_after_loss();
    }
    bool tool_enabled(ToolButton tool) const override {
        return history_tool_enabled(tool, session_.can_undo(), session_.can_redo() && ending_ == Ending::None,
                                    accepts_input());
    }
    void on_step(double dt) override {
        step_view(dt);
        if (finished() || animating()) return;
        switch (ending_) {
        case Ending::Deciding:
            ending_ = Ending::Animating;
            card_ = result_card(status());
            hide_hint();
            animate_ending(card_);
            return;
        case Ending::Animating:
            ending_ = Ending::Done;
            finish(card_);
            return;
        case Ending::Done:
            return;
        case Ending::None:
            break;
        }
        check_ending(); // time runs out between moves
        if (ending_ != Ending::None) return;
        const double idle_after = idle_hint_seconds();
        if (!hint_shown_ && idle_after > 0 && idle() >= idle_after && accepts_input() && hint_cache()) {
            hint_shown_ = true;
            hint_auto_ = true;
            hint_level_ = 1;
            on_hint_shown(false);
        }
    }
    // The game's per-step work (view pruning, counters); the midend's part runs after it.
    virtual void step_view(double dt) { (void)dt; }

    void save() {
        if (session_.position() == 0) {
            clear_progress();
            return;
        }
        save_progress(save_id(), levels::encode_save_moves(session_.moves()));
    }

  private:
    struct Snapshot {
        std::string id;
        std::size_t position = 0;
        std::vector<Move> moves;
    };

    void changed() {
        hint_.reset();
        hide_hint();
        clear_flash();
        on_state_changed();
    }
    void moved_in_history(const State& before, Step step) {
        if (animating()) timeline().finish_all();
        ending_ = Ending::None;
        start_clock();
        changed();
        animate_history(before, step);
        check_ending();
        save();
    }
    void check_ending() {
        if (ending_ != Ending::None || finished() || !ends_level(status())) return;
        stop_clock(); // the time of the deciding move is the level's time
        ending_ = Ending::Deciding;
    }

    State start_;
    History session_;
    Ending ending_ = Ending::None;
    ResultCard card_;
    bool resumed_ = false;
    mutable std::optional<std::optional<Hint>> hint_;
    bool hint_shown_ = false;
    bool hint_auto_ = false;
    int hint_level_ = 0;
};

} // namespace tessera::app
