// Runs, legal swaps (perft-style pinned counts) and board text.
#include "helpers.hpp"

using namespace m3test;

TEST_CASE("board text round-trips colours, specials and holes", "[match3][text]") {
    const std::string text = "RG.B\n@Y-P|O*\nWCRR\n";
    const Board b = board_of(text);
    CHECK(b.width() == 4);
    CHECK(b.height() == 3);
    CHECK(b.at(2, 0).is_hole());
    CHECK(b.at(0, 1) == colour_bomb());
    CHECK(b.at(1, 1) == gem(3, Special::LineH));
    CHECK(b.at(2, 1) == gem(4, Special::LineV));
    CHECK(b.at(3, 1) == gem(5, Special::Bomb));
    CHECK(to_text(b) == text);
}

TEST_CASE("board text errors name the line", "[match3][text]") {
    std::string error;
    CHECK_FALSE(parse_board("RGB\nRG\n", &error));
    CHECK(error == "line 2: expected 3 cells, got 2");
    CHECK_FALSE(parse_board("RGB\nRXB\n", &error));
    CHECK(error == "line 2: unexpected character 'X' at column 2 (cells are R G B Y P O W C, @ or .)");
    CHECK_FALSE(parse_board("\n\n", &error));
    CHECK(error.find("no board") != std::string::npos);
    CHECK_FALSE(parse_board(std::string(17, 'R') + "\n", &error));
    CHECK(error == "line 1: more than 16 cells");
}

TEST_CASE("runs of three or more are found in rows and columns, holes break them", "[match3][runs]") {
    const Board b = board_of("RRRG\nBGGB\nBRGB\nB.GY\n");
    const auto runs = find_runs(b);
    REQUIRE(runs.size() == 3);
    CHECK(runs[0] == Run{{0, 0}, 3, true, 0});  // R R R in row 0
    CHECK(runs[1] == Run{{0, 1}, 3, false, 2}); // B B B down column 0
    CHECK(runs[2] == Run{{2, 1}, 3, false, 1}); // G G G down column 2; the hole stops nothing here
    CHECK(has_run(b));
    CHECK_FALSE(has_run(board_of("RR.R\nGBGB\n")));
    // Column 0 is B,B,B but column 3 is B,B,Y: only the first counts.
    CHECK(find_runs(board_of("BGRB\nBRGB\nBGRY\n")).size() == 1);
}

TEST_CASE("perft: legal swaps on a hand-checked board", "[match3][perft]") {
    // Only G(2,0) <-> R(3,0) makes R R R; every other swap makes nothing.
    const Board b = board_of("RRGR\nGBBY\n");
    const auto swaps = legal_swaps(b, true);
    REQUIRE(swaps.size() == 1);
    CHECK(swaps[0] == std::pair<Point, Point>{{2, 0}, {3, 0}});
}

TEST_CASE("perft: pinned legal swap counts on fixed boards", "[match3][perft]") {
    // Hand count: the centre R swaps with each of its four G neighbours, making R R R in row 0
    // or column 0, or G G G in row 1 or column 1. The other 8 swaps make nothing.
    const Board small = board_of("RGR\nGRG\nRGB\n");
    CHECK(legal_swaps(small, false).size() == 4);
    // Larger boards: counts pinned from the implementation (a change must be deliberate).
    const Board eight = board_of("RGBYPRGB\n"
                                 "GBYPRGBY\n"
                                 "RGBYPRGB\n"
                                 "BYPRGBYP\n"
                                 "YPRGBYPR\n"
                                 "BYPRGBYP\n"
                                 "PRGBYPRG\n"
                                 "RGBYPRGB\n");
    REQUIRE_FALSE(has_run(eight));
    CHECK(legal_swaps(eight, false).size() == 14);
    const Board holes = board_of("RG.GR\nGRBRG\n.BRB.\nGRBRG\nRG.GR\n");
    REQUIRE_FALSE(has_run(holes));
    CHECK(legal_swaps(holes, false).size() == 4);
    // Specials: the colour bomb swaps with both neighbours; G(1,1)<->B(1,2) makes B B B in row 1
    // (a line clearer matches by its colour). Without specials only that swap is legal.
    const Board sp = board_of("@RG\nB-GB|\nRBR\n");
    CHECK(legal_swaps(sp, true).size() == 3);
    CHECK(legal_swaps(sp, false).size() == 1);
}

TEST_CASE("swapping into a hole or a non-neighbour is not a legal move", "[match3][rules]") {
    const Board b = board_of("RR.R\nGBRB\n");
    CHECK_FALSE(is_legal_swap(b, true, {3, 0}, {2, 0}));
    CHECK_FALSE(is_legal_swap(b, true, {0, 0}, {2, 1}));
    CHECK_FALSE(is_legal_swap(b, true, {0, 0}, {-1, 0}));
    CHECK(is_legal_swap(b, true, {2, 1}, {2, 0}) == false);
}
