#include "tessera/levels/common/level_title.hpp"

#include <string>

namespace tessera::levels {

LocalizedText read_title(const Node& root) {
    const Node title = root.at("title");
    LocalizedText out = read_localized(title, kMaxTitleLength);
    const bool read = title.is_string() || (title.is_object() && title.has("en"));
    if (read && out.en.empty())
        title.reject("expected a title of 1.." + std::to_string(kMaxTitleLength) +
                     " characters: an empty title counts as missing");
    return out;
}

} // namespace tessera::levels
