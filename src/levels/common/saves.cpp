#include "tessera/levels/common/saves.hpp"

#include "tessera/levels/common/document.hpp"

#include <cmath>
#include <cstdio>

namespace tessera::levels {

namespace {

constexpr std::size_t kQuotedCharacters = 40; // a move is short; a longer text is not one

} // namespace

std::string check_save_shape(const nlohmann::json& save) {
    if (!save.is_object()) return "save is not a JSON object (it is " + describe(save) + ")";
    const auto id = save.find("id");
    if (id == save.end()) return "save has no \"id\"";
    if (!id->is_string()) return "save \"id\" is " + describe(*id) + ", not a string";
    const auto moves = save.find("moves");
    if (moves == save.end()) return "save has no \"moves\" list";
    if (!moves->is_array()) return "save \"moves\" is " + describe(*moves) + ", not a list";
    return {};
}

std::string save_id_mismatch(std::string_view id) {
    return "save is for " + quote_save_text(id) + ", not this level";
}

std::string quote_save_text(std::string_view text) { return quote_text(text, kQuotedCharacters); }

std::string save_move_label(std::size_t index, std::string_view text) {
    return "save move " + std::to_string(index + 1) + " (" + quote_save_text(text) + ")";
}

double save_elapsed(const nlohmann::json& save) {
    if (!save.is_object()) return 0;
    const auto it = save.find("elapsed");
    if (it == save.end() || !it->is_number()) return 0;
    const double s = it->get<double>();
    return std::isfinite(s) && s > 0 ? s : 0;
}

} // namespace tessera::levels
