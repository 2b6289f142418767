#include "tessera/app/framework/level_text.hpp"

#include "tessera/app/framework/i18n.hpp"

namespace tessera::app {

std::string group_heading(const levels::LevelInfo& level) {
    if (!level.groups.en.empty()) return level.groups.in(current_language());
    // The one group name that comes from the code (levels::kMyLevelsGroup), written out so that
    // xgettext finds it.
    if (level.user) return tr("My levels");
    return level.group.empty() ? std::string() : tr(level.group.c_str());
}

} // namespace tessera::app
