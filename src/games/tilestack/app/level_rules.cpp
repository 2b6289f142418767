// What makes a Tile Stack level differ from the rules "How to play" teaches: a tray of another
// size, a deal shuffled as in the original game. Shown on the level's card and at its start.
#include <exception>

#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/games/tilestack/tilestack_scene.hpp"
#include "tessera/levels/common/document.hpp"
#include "tessera/levels/tilestack/level.hpp"

namespace tessera::app {

LevelRules tilestack_level_rules(const tilestack::Params& params) {
    LevelRules out;
    auto add = [&](std::string card, std::string start) {
        out.card += (out.card.empty() ? "" : "  \xC2\xB7  ") + card;
        // Sentences follow each other with a space, but not after a Chinese full stop.
        const bool cjk_stop = out.start.ends_with("\xE3\x80\x82");
        out.start += (out.start.empty() || cjk_stop ? "" : " ") + start;
    };
    if (params.tray != tilestack::kDefaultTray)
        add(trf("Tray of {0}", params.tray),
            trf("This level's tray holds {0} tiles, not {1}.", params.tray, tilestack::kDefaultTray));
    if (params.deal == tilestack::DealKind::Shuffled)
        add(tr("Shuffled deal"), tr("The tiles are shuffled as in the original game."));
    return out;
}

LevelRules tilestack_level_rules_of(const levels::LevelInfo& level) {
    try {
        return tilestack_level_rules(levels::parse_tilestack_level(levels::load_document(level.path)).params);
    } catch (const std::exception&) {
        return {}; // a broken file says so on its card already
    }
}

} // namespace tessera::app
