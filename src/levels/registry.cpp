#include "tessera/levels/level_validators.hpp"

namespace tessera::levels {

std::string validate_level(const Document& doc) {
    const Node root = doc.root();
    const std::string game =
        root.at("game").as_enum({"match3", "samegame", "sudoku", "tilestack", "onestroke"});
    if (game == "match3") return validate_match3(doc);
    if (game == "samegame") return validate_samegame(doc);
    if (game == "sudoku") return validate_sudoku(doc);
    if (game == "tilestack") return validate_tilestack(doc);
    return validate_onestroke(doc);
}

} // namespace tessera::levels
