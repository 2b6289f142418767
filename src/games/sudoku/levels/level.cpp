#include "tessera/levels/sudoku/level.hpp"

#include "tessera/core/sudoku/solver.hpp"
#include "tessera/levels/common/level_title.hpp"
#include "tessera/levels/common/localized_text.hpp"

namespace tessera::levels {

using namespace tessera::sudoku;

SudokuLevel parse_sudoku_level(const Document& doc) {
    const Node root = doc.root();
    if (!root.is_object()) root.fail("expected an object, got " + describe(root.json()));
    root.allow_fields(
        {"game", "title", "group", "description", "stage", "difficulty", "puzzle", "generator"});
    root.at("game").as_enum({"sudoku"});
    SudokuLevel level;
    level.title = read_title(root).en;
    level.description = read_localized(root, "description", kMaxDescriptionLength).en;
    level.rules = root.at("stage").as_enum({"latin", "classic"}) == "latin" ? Rules::Latin : Rules::Classic;
    level.difficulty =
        *parse_difficulty(root.at("difficulty").as_enum({"easy", "medium", "hard", "expert", "diabolical"}));

    const auto puzzle = root.find("puzzle");
    const auto generator = root.find("generator");
    if (puzzle.has_value() == generator.has_value())
        root.fail(puzzle ? "give either \"puzzle\" or \"generator\", not both"
                         : "missing field \"puzzle\" (or \"generator\")");
    if (puzzle) {
        const std::string text = puzzle->as_string(200);
        if (text.size() != kCells)
            puzzle->fail("expected 81 characters (1-9 for a given, '.' or '0' for a blank), got " +
                         std::to_string(text.size()));
        for (std::size_t i = 0; i < text.size(); ++i) {
            const char ch = text[i];
            if (!(ch == '.' || (ch >= '0' && ch <= '9')))
                puzzle->fail("character " + std::to_string(i + 1) + " (" + cell_name(static_cast<int>(i)) +
                             ") is '" + std::string(1, ch) + "'; expected 1-9, '.' or '0'");
        }
        level.puzzle = parse_digits(text);
    } else {
        if (!generator->is_object())
            generator->fail("expected an object, got " + describe(generator->json()));
        generator->allow_fields({"seed", "symmetry", "grid"});
        level.seed = generator->at("seed").as_u64();
        if (const auto sym = generator->find("symmetry"))
            level.symmetry =
                sym->as_enum({"none", "rotational"}) == "none" ? Symmetry::None : Symmetry::Rotational;
        if (const auto grid = generator->find("grid"))
            level.source =
                grid->as_enum({"random", "pattern"}) == "random" ? GridSource::Random : GridSource::Pattern;
    }
    doc.throw_if_errors(); // collected errors: nothing read is used
    return level;
}

Puzzle load_sudoku_puzzle(const Document& doc) {
    const SudokuLevel level = parse_sudoku_level(doc);
    const Node root = doc.root();
    const std::string stage(rules_name(level.rules));
    Puzzle p;
    if (level.puzzle) {
        const Node where = root.at("puzzle");
        const CellSet clash = conflicts(*level.puzzle, level.rules);
        if (clash.any()) {
            int first = 0;
            while (!clash.test(static_cast<std::size_t>(first))) ++first;
            where.fail("the givens repeat a digit under " + stage + " rules (at " + cell_name(first) + ")");
        }
        const SolveResult s = solve(*level.puzzle, level.rules, 2);
        if (s.count == 0) where.fail("the puzzle has no solution under " + stage + " rules");
        if (s.count > 1) where.fail("the puzzle has more than one solution under " + stage + " rules");
        p.rules = level.rules;
        p.givens = *level.puzzle;
        p.solution = s.solution;
        p.rating = rate(p.givens, p.rules);
        p.attempts = 0;
    } else {
        GenerateParams gp;
        gp.rules = level.rules;
        gp.difficulty = level.difficulty;
        gp.symmetry = level.symmetry;
        gp.source = level.source;
        Rng rng(level.seed);
        auto made = generate(gp, rng);
        if (!made)
            root.at("generator")
                .fail("seed " + std::to_string(level.seed) + " did not reach " +
                      std::string(difficulty_name(level.difficulty)) + " within " +
                      std::to_string(gp.max_attempts) + " grids");
        p = *made;
    }
    if (p.rating.difficulty != level.difficulty)
        root.at("difficulty")
            .fail("the puzzle rates " + std::string(difficulty_name(p.rating.difficulty)) +
                  " (hardest technique: " + std::string(technique_name(p.rating.hardest)) + "), not " +
                  std::string(difficulty_name(level.difficulty)));
    return p;
}

} // namespace tessera::levels
