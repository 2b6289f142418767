// `tessera onestroke recognize DIR_OR_FILES... -o OUT_DIR` (issue 34): a folder of pictures to one
// level per picture, named after it, in file-name order, with a summary; exit 1 when any picture
// was refused, and every level written validates.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "../../cli/image_io.hpp"
#include "cli_run.hpp"
#include "support/files.hpp"
#include "tessera/core/common/rng.hpp"
#include "tessera/core/onestroke/generate.hpp"
#include "tessera/levels/onestroke/level.hpp"
#include "tessera/levels/registry.hpp"

namespace fs = std::filesystem;
namespace os = tessera::onestroke;
using onestroke_test::Run;
using onestroke_test::run;
using tessera::testing::contains;
using tessera::testing::fresh_dir;

namespace {

// Picture k of the mixed folder: mostly lattice figures (each a level), some blank pictures, some
// dots without lines, and a file that is no picture.
enum class Kind { Figure, Blank, DotsOnly, Broken };

Kind kind_of(int k) {
    return k % 10 == 3   ? Kind::Blank
           : k % 10 == 6 ? Kind::DotsOnly
           : k % 25 == 9 ? Kind::Broken
                         : Kind::Figure;
}

void write_picture(const fs::path& path, int k) {
    std::string error;
    if (kind_of(k) == Kind::Broken) {
        std::ofstream(path, std::ios::binary) << "\x89PNG\r\n\x1a\n not really";
        return;
    }
    os::Image img(360, 360, {250, 250, 250});
    if (kind_of(k) == Kind::DotsOnly) {
        for (int d = 0; d < 4; ++d) os::fill_disc(img, {80.0 + 60 * d, 180}, 14, {30, 90, 200});
    } else if (kind_of(k) == Kind::Figure) {
        tessera::Rng rng(static_cast<std::uint64_t>(100 + k));
        os::GenerateParams gp;
        gp.columns = 3, gp.rows = 3, gp.segments = 5 + k % 6;
        const os::BuildResult built = os::build_figure(os::generate(gp, rng));
        REQUIRE(built.figure);
        os::PictureStyle style;
        style.line_width = 8, style.dot_radius = 14, style.margin = 50;
        img = os::draw_picture(*built.figure, 360, 360, style);
    }
    REQUIRE(tessera::cli::onestroke_io::save_image(img, path.string(), error));
}

int count_lines_starting(const std::string& text, const std::string& start) {
    std::istringstream in(text);
    int n = 0;
    for (std::string line; std::getline(in, line);) n += line.rfind(start, 0) == 0;
    return n;
}

} // namespace

TEST_CASE("recognize FOLDER -o OUT: 50 mixed pictures, one level each, a summary, exit 1 on a refusal",
          "[onestroke][cli][batch]") {
    const fs::path shots = fresh_dir("batch-shots") / "pack-one";
    const fs::path out = fresh_dir("batch-out") / "levels";
    fs::create_directories(shots);
    int figures = 0, refused = 0;
    for (int k = 49; k >= 0; --k) { // written in reverse: the order must come from the names
        char name[32];
        std::snprintf(name, sizeof name, "shot-%02d.%s", k, k % 2 ? "png" : "jpg");
        write_picture(shots / name, k);
        (kind_of(k) == Kind::Figure ? figures : refused) += 1;
    }
    std::ofstream(shots / "notes.txt") << "not a picture: ignored";
    const Run r = run({"recognize", shots.string(), "-o", out.string()});
    INFO(r.out << r.err);
    CHECK(r.code == 1);
    CHECK(contains(r.out, "50 picture(s): " + std::to_string(figures) + " recognised, 0 draft(s), " +
                              std::to_string(refused) + " refused; levels in group \"pack-one\""));
    CHECK(count_lines_starting(r.err, (shots / "shot-").string()) == refused);
    CHECK(contains(r.err, "shot-03.png: refused: not a figure"));
    CHECK(contains(r.err, "shot-09.png: refused: cannot read picture"));
    // One line per picture, in name order.
    std::istringstream lines(r.out);
    std::string line, last;
    int seen = 0;
    while (std::getline(lines, line))
        if (line.rfind(shots.string(), 0) == 0) {
            CHECK(line > last);
            last = line, ++seen;
        }
    CHECK(seen == 50);
    // Every level written is named after its picture and validates, in the group of the folder.
    int written = 0;
    for (const auto& entry : fs::directory_iterator(out)) {
        ++written;
        const std::string stem = entry.path().stem().string();
        const int k = std::stoi(stem.substr(5));
        CHECK(kind_of(k) == Kind::Figure);
        CHECK(entry.path().extension() == ".json");
        const tessera::levels::Document doc = tessera::levels::load_document(entry.path().string());
        CHECK_NOTHROW(tessera::levels::validate_onestroke(doc));
        tessera::levels::OnestrokeLevel level;
        tessera::levels::load_onestroke_figure(doc, &level);
        CHECK(level.title == stem);
        CHECK(contains(tessera::testing::slurp(entry.path()), "\"group\": \"pack-one\""));
    }
    CHECK(written == figures);

    // Only the figures, given as files: exit 0, and --group names the group.
    std::vector<std::string> args{"recognize"};
    for (int k = 0; k < 50; ++k)
        if (kind_of(k) == Kind::Figure && k < 12) {
            char name[32];
            std::snprintf(name, sizeof name, "shot-%02d.%s", k, k % 2 ? "png" : "jpg");
            args.push_back((shots / name).string());
        }
    const fs::path out2 = out.parent_path() / "second";
    args.insert(args.end(), {"-o", out2.string(), "--group", "Stage 9"});
    const Run good = run(args);
    INFO(good.out << good.err);
    CHECK(good.code == 0);
    CHECK(contains(good.out, std::to_string(args.size() - 5) + " recognised, 0 draft(s), 0 refused"));
    CHECK(contains(tessera::testing::slurp(out2 / "shot-00.json"), "\"group\": \"Stage 9\""));
}

TEST_CASE("recognize with several pictures needs -o FOLDER, and names clash only once",
          "[onestroke][cli][batch]") {
    const fs::path dir = fresh_dir("batch-usage");
    write_picture(dir / "a.png", 0);
    write_picture(dir / "b.png", 1);
    fs::create_directories(dir / "sub");
    write_picture(dir / "sub" / "a.jpg", 2);
    const Run no_out = run({"recognize", (dir / "a.png").string(), (dir / "b.png").string()});
    CHECK(no_out.code == 2);
    CHECK(contains(no_out.err, "-o names the folder the levels go to"));
    const Run clash = run({"recognize", (dir / "a.png").string(), (dir / "sub" / "a.jpg").string(),
                           (dir / "missing.png").string(), "-o", (dir / "out").string()});
    INFO(clash.out << clash.err);
    CHECK(clash.code == 1);
    CHECK(contains(clash.err, "missing.png: refused: no such file or folder"));
    CHECK(contains(clash.err, "a.png: refused: its level would be"));
    CHECK(contains(tessera::testing::slurp(dir / "out" / "a.json"), "\"picture\": \"a.jpg\""));
    // A newline in a picture's name stays on its line.
    write_picture(dir / "new\nline.png", 0);
    const Run nl = run({"recognize", (dir / "new\nline.png").string(), (dir / "b.png").string(), "-o",
                        (dir / "out2").string()});
    CHECK(contains(nl.out, "new\\nline.png: recognised"));
}
