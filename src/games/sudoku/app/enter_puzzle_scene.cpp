// "Enter a puzzle": the player types or pastes 81 characters (1-9 givens; '.' or '0' blanks; any
// other characters of a paste, such as line breaks, are skipped), picks the stage, and the game
// checks the puzzle has exactly one solution, rates it, and starts it as level "sudoku/custom".
#include <cmath>
#include <optional>

#include <SDL.h>

#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/framework/theme.hpp"
#include "tessera/app/framework/widgets.hpp"
#include "tessera/app/games/sudoku/sudoku_scene.hpp"
#include "tessera/app/games/sudoku/sudoku_words.hpp"
#include "tessera/core/common/game_id.hpp"
#include "tessera/core/sudoku/rating.hpp"
#include "tessera/core/sudoku/solver.hpp"

namespace tessera::app {

namespace {

constexpr SDL_FRect kPanel{200, 70, 880, 580};
constexpr float kMiniCell = 34;
constexpr SDL_FRect kGrid{kPanel.x + 40, kPanel.y + 150, kMiniCell * 9, kMiniCell * 9};

class EnterPuzzleScene final : public Scene {
  public:
    EnterPuzzleScene(App& app, sudoku::Rules rules) : app_(app), rules_(rules), buttons_(2) {
        // A puzzle entered before and still in progress comes back pre-filled.
        const auto& saves = app_.profile().saves;
        if (const auto it = saves.find("sudoku/custom");
            it != saves.end() && it->second.contains("id") && it->second["id"].is_string()) {
            if (const auto id = parse_game_id(it->second["id"].get<std::string>())) {
                const auto at = id->params.find("givens=");
                const auto st = id->params.find("stage=");
                if (at != std::string::npos) {
                    for (char ch : id->params.substr(at + 7)) add_char(ch);
                    if (st != std::string::npos)
                        rules_ = id->params.compare(st + 6, 5, "latin") == 0 ? sudoku::Rules::Latin
                                                                             : sudoku::Rules::Classic;
                    message_ = tr("Your last puzzle. Press Enter to check and play it.");
                }
            }
        }
        const float x = kGrid.x + kGrid.w + 40, w = 230;
        auto add = [&](const char* label, std::function<void()> fn) {
            Button b;
            const auto n = static_cast<float>(buttons_.buttons().size());
            b.rect = {x + (static_cast<int>(n) % 2) * (w + 16),
                      kPanel.y + 330 + static_cast<float>(static_cast<int>(n) / 2) * 64, w, 52};
            b.label = label;
            b.on_activate = std::move(fn);
            buttons_.add(std::move(b));
        };
        add(N_("Check & play"), [this] { check(true); });
        add(N_("Stage"), [this] { toggle_stage(); });
        add(N_("Paste (Ctrl+V)"), [this] { paste(); });
        add(N_("Clear"), [this] {
            text_.clear();
            message_.clear();
        });
        add(N_("Cancel (Esc)"), [this] { app_.scenes().pop(); });
        buttons_.set_focus(0);
        SDL_StartTextInput();
    }
    ~EnterPuzzleScene() override { SDL_StopTextInput(); }

    bool is_overlay() const override { return true; }
    std::string name() const override { return "sudoku-enter"; }

    bool handle(const SDL_Event& e) override {
        if (e.type == SDL_TEXTINPUT) {
            for (const char* p = e.text.text; *p; ++p) add_char(*p);
            return true;
        }
        if (e.type == SDL_KEYDOWN) {
            const auto key = e.key.keysym.sym;
            const bool ctrl = (e.key.keysym.mod & KMOD_CTRL) != 0;
            if (key == SDLK_ESCAPE) {
                app_.scenes().pop();
                return true;
            }
            if (ctrl && key == SDLK_v) {
                paste();
                return true;
            }
            if (key == SDLK_BACKSPACE) {
                if (ctrl)
                    text_.clear();
                else if (!text_.empty())
                    text_.pop_back();
                result_.reset();
                return true;
            }
            if (key == SDLK_TAB) {
                toggle_stage();
                return true;
            }
            if (key == SDLK_RETURN || key == SDLK_KP_ENTER) {
                // Enter on a focused button other than "Check & play" activates that button.
                if (buttons_.focus() > 0) return buttons_.handle(e);
                check(true);
                return true;
            }
            // Digits arrive as SDL_TEXTINPUT; Space would activate a button, so it stays out.
            if (key == SDLK_SPACE) return true;
        }
        return buttons_.handle(e);
    }

    void step(double dt) override { clock_ += dt; }

    void draw(Gfx& gfx) override {
        theme::draw_shade(gfx, 1);
        theme::draw_panel(gfx, kPanel);
        gfx.text(tr("Enter a puzzle"), kPanel.x + kPanel.w / 2, kPanel.y + 20, theme::kHeadingSize,
                 theme::kText, Align::Centre, true);
        gfx.text_wrapped(
            tr("Type or paste 81 characters, row by row: 1-9 for a given, '.' or 0 for a blank. "
               "Tab switches the stage. The game checks there is exactly one solution and rates it."),
            kPanel.x + 40, kPanel.y + 70, kPanel.w - 80, 17, theme::kTextDim);
        // The mini grid fills as the player types.
        gfx.fill_rect(kGrid, {246, 242, 232, 255});
        const std::size_t n = text_.size();
        for (std::size_t i = 0; i < 81; ++i) {
            const float cx = kGrid.x + static_cast<float>(i % 9) * kMiniCell,
                        cy = kGrid.y + static_cast<float>(i / 9) * kMiniCell;
            if (i == n && std::fmod(clock_, 1.0) < 0.6)
                gfx.fill_rect({cx + 2, cy + 2, kMiniCell - 4, kMiniCell - 4}, {255, 212, 110, 255});
            if (i < n && text_[i] != '.') {
                const std::string s(1, text_[i]);
                const TextSize sz = gfx.measure(s, 20, true);
                gfx.text(s, cx + kMiniCell / 2, cy + (kMiniCell - sz.h) / 2, 20, {28, 32, 56, 255},
                         Align::Centre, true);
            }
        }
        for (int i = 1; i < 9; ++i) {
            const bool thick = rules_ == sudoku::Rules::Classic && i % 3 == 0;
            const float t = thick ? 3.0f : 1.0f;
            const Colour c = thick ? Colour{38, 42, 70, 255} : Colour{196, 190, 178, 255};
            gfx.fill_rect({kGrid.x + static_cast<float>(i) * kMiniCell - t / 2, kGrid.y, t, kGrid.h}, c);
            gfx.fill_rect({kGrid.x, kGrid.y + static_cast<float>(i) * kMiniCell - t / 2, kGrid.w, t}, c);
        }
        gfx.outline_rect(kGrid, {38, 42, 70, 255}, 3);

        const float x = kGrid.x + kGrid.w + 40;
        gfx.text(trf("{0} / {1} characters", n, 81), x, kGrid.y, 22, theme::kText, Align::Left, true);
        gfx.text(rules_ == sudoku::Rules::Latin ? tr("Stage: Latin (rows and columns)")
                                                : tr("Stage: Classic (with boxes)"),
                 x, kGrid.y + 36, 18, theme::kAccent);
        if (!message_.empty())
            gfx.text_wrapped(message_, x, kGrid.y + 74, kPanel.x + kPanel.w - 40 - x, 17,
                             result_ ? theme::kGood : theme::kBad);
        auto& bs = buttons_.buttons();
        bs[1].label = rules_ == sudoku::Rules::Latin ? N_("Stage: Latin") : N_("Stage: Classic");
        buttons_.draw(gfx);
    }

  private:
    void add_char(char ch) {
        if (text_.size() >= 81) return;
        if (ch >= '1' && ch <= '9')
            text_ += ch;
        else if (ch == '.' || ch == '0')
            text_ += '.';
        else
            return;
        result_.reset();
        message_.clear();
    }

    void paste() {
        if (char* clip = SDL_GetClipboardText()) {
            text_.clear();
            for (const char* p = clip; *p; ++p) add_char(*p);
            SDL_free(clip);
            message_ = text_.size() == 81
                           ? tr("Pasted. Press Enter to check and play.")
                           : trnf("Pasted {0} usable character.", "Pasted {0} usable characters.",
                                  static_cast<long>(text_.size()), text_.size());
        }
    }

    void toggle_stage() {
        rules_ = rules_ == sudoku::Rules::Latin ? sudoku::Rules::Classic : sudoku::Rules::Latin;
        result_.reset();
        message_.clear();
    }

    void check(bool play) {
        result_.reset();
        if (text_.size() != 81) {
            message_ = trf("81 characters are needed; {0} so far.", text_.size());
            app_.audio().play("invalid");
            return;
        }
        const auto digits = sudoku::parse_digits(text_);
        if (!digits) {
            message_ = tr("Only 1-9, '.' and 0 can be used.");
            return;
        }
        if (sudoku::conflicts(*digits, rules_).any()) {
            message_ = tr("Two equal givens share a row, column or box: no solution.");
            app_.audio().play("invalid");
            return;
        }
        const auto solved = sudoku::solve(*digits, rules_, 2, 5'000'000);
        if (solved.aborted) {
            message_ = tr("Too hard to decide quickly: add more givens.");
            app_.audio().play("invalid");
            return;
        }
        if (solved.count == 0) {
            message_ = tr("This puzzle has no solution under these rules.");
            app_.audio().play("invalid");
            return;
        }
        if (solved.count > 1) {
            message_ = tr("This puzzle has more than one solution: add givens to make it unique.");
            app_.audio().play("invalid");
            return;
        }
        sudoku::Puzzle p;
        p.rules = rules_;
        p.givens = *digits;
        p.solution = solved.solution;
        p.rating = sudoku::rate(*digits, rules_);
        result_ = p;
        std::string used;
        for (int t = 0; t < sudoku::kTechniqueCount; ++t)
            if (p.rating.uses[t] > 0)
                used += (used.empty() ? "" : ", ") + technique_text(static_cast<sudoku::Technique>(t)) +
                        " \xC3\x97" + std::to_string(p.rating.uses[t]);
        message_ = trf("One solution. Rated {0}: {1}.", difficulty_text(p.rating.difficulty), used);
        if (play) {
            app_.audio().play("click");
            app_.scenes().pop();
            // Replace the game underneath (if any) with the player's puzzle.
            auto scene = make_sudoku_custom_scene(app_, p);
            const Scene* below =
                app_.scenes().size() >= 2 ? app_.scenes().at(app_.scenes().size() - 2) : nullptr;
            if (below && below->name() == "game")
                app_.scenes().replace(std::move(scene));
            else
                app_.scenes().push(std::move(scene));
        }
    }

    App& app_;
    sudoku::Rules rules_;
    ButtonList buttons_;
    std::string text_;
    std::string message_;
    std::optional<sudoku::Puzzle> result_;
    double clock_ = 0;
};

} // namespace

std::unique_ptr<Scene> make_sudoku_enter_scene(App& app, sudoku::Rules rules) {
    return std::make_unique<EnterPuzzleScene>(app, rules);
}

} // namespace tessera::app
