// `tessera onestroke ...`: level checks, solving and hints for designers, pictures drawn from
// levels, and the One Stroke article's picture recogniser.
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <istream>
#include <memory>
#include <optional>
#include <ostream>
#include <sstream>

#include "image_io.hpp"
#include "recognize_batch.hpp"
#include "tessera/cli/common/ok_line.hpp"
#include "tessera/cli/common/parse.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/core/onestroke/generate.hpp"
#include "tessera/core/onestroke/hint.hpp"
#include "tessera/core/onestroke/overlay.hpp"
#include "tessera/core/onestroke/recognize.hpp"
#include "tessera/levels/common/atomic_file.hpp"
#include "tessera/levels/onestroke/level.hpp"
#include "tessera/levels/registry.hpp"

namespace tessera::cli {

namespace {

namespace os = tessera::onestroke;

struct Options {
    std::vector<std::string> levels;  // check
    std::string level;                // solve, hint, draw
    std::vector<std::string> images;  // recognize: pictures and folders
    std::optional<std::string> group; // recognize, more than one picture
    std::string moves;                // hint
    std::int64_t seed = 1;
    int columns = 4, rows = 4, segments = 12;                    // generate
    int width = 750, height = 1334, noise = 0;                   // draw
    int max_side = os::RecognizeOptions{}.max_side;              // recognize
    std::string region;                                          // recognize: "x,y,w,h"
    double time_limit = os::RecognizeOptions::kDefaultTimeLimit; // recognize, seconds
    bool draft = false;                                          // recognize
    std::string overlay;                                         // recognize
    std::optional<std::string> title;
    std::string output;
};

// Atomically: a full disk leaves an existing file as it was, and says why.
bool write_text(const std::string& path, const std::string& text, std::ostream& err) {
    if (const std::string why = levels::write_file_atomically(path, text); !why.empty()) {
        err << why << " (" << path << " was left as it was)\n";
        return false;
    }
    return true;
}

std::string point_text(Point p) { return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")"; }

int cmd_check(const Options& o, std::ostream& out, std::ostream& err) {
    int failures = 0;
    for (const std::string& path : o.levels) {
        try {
            const levels::Document doc = levels::load_document(path);
            const std::string note = levels::validate_onestroke(doc);
            for (const std::string& w : doc.warnings()) err << w << "\n";
            out << ok_line(path, note) << "\n";
        } catch (const levels::LevelError& e) {
            err << e.what() << "\n";
            ++failures;
        }
    }
    return failures ? 1 : 0;
}

// Loads a level as a figure; prints the error and returns nullptr when it cannot.
std::shared_ptr<const os::Figure> load_figure(const std::string& path, std::ostream& err) {
    try {
        const levels::Document doc = levels::load_document(path);
        return std::make_shared<const os::Figure>(levels::load_onestroke_figure(doc));
    } catch (const levels::LevelError& e) {
        err << e.what() << "\n";
        return nullptr;
    }
}

int cmd_solve(const Options& o, std::ostream& out, std::ostream& err) {
    auto fig = load_figure(o.level, err);
    if (!fig) return 1;
    auto trail = os::solve(*fig);
    if (!trail) {
        err << o.level << ": " << os::check_figure(*fig).message << "\n";
        return 1;
    }
    for (std::size_t i = 0; i < trail->size(); ++i) out << (i ? " " : "") << (*trail)[i];
    out << "\n";
    for (std::size_t i = 0; i < trail->size(); ++i)
        out << (i ? " -> " : "") << point_text(fig->vertices[static_cast<std::size_t>((*trail)[i])]);
    out << "\n";
    return 0;
}

int cmd_hint(const Options& o, std::ostream& out, std::ostream& err) {
    auto fig = load_figure(o.level, err);
    if (!fig) return 1;
    os::State state = os::start(fig);
    std::istringstream moves(o.moves);
    std::string word;
    int n = 0;
    while (moves >> word) {
        auto move = os::parse_move(word);
        std::optional<os::Outcome> next;
        if (move) next = os::apply(state, *move);
        if (!next) {
            err << "move " << n + 1 << " (\"" << word << "\") is illegal: " << os::status(state).reason
                << "\n";
            return 1;
        }
        state = std::move(next->state);
        ++n;
    }
    const os::Status st = os::status(state);
    static constexpr const char* kPhase[] = {"playing", "won", "stuck"};
    out << "status: " << kPhase[static_cast<int>(st.phase)] << " (" << st.drawn << "/" << st.total
        << " drawn): " << st.reason << "\n";
    const os::Hint h = os::hint(state);
    out << "hint: " << h.text << "\n";
    return 0;
}

int cmd_generate(const Options& o, std::ostream& out, std::ostream& err) {
    Rng rng(static_cast<std::uint64_t>(o.seed));
    os::GenerateParams gp;
    gp.columns = o.columns, gp.rows = o.rows, gp.segments = o.segments;
    levels::OnestrokeLevel level;
    level.title = o.title.value_or("Generated #" + std::to_string(o.seed));
    level.params = os::generate(gp, rng);
    const std::string text = levels::onestroke_level_json(level);
    if (o.output.empty()) {
        out << text;
        return 0;
    }
    return write_text(o.output, text, err) ? 0 : 1;
}

int cmd_draw(const Options& o, std::ostream& out, std::ostream& err) {
    const std::string& path = o.output;
    if (!os::picture_size_ok(o.width, o.height)) {
        err << "--width " << o.width << " --height " << o.height << " is "
            << static_cast<long long>(o.width) * o.height << " pixels, at most " << os::kMaxPicturePixels
            << " are drawn\n";
        return 2;
    }
    auto fig = load_figure(o.level, err);
    if (!fig) return 1;
    os::PictureStyle style;
    style.margin = static_cast<double>(std::min(o.width, o.height)) / 10 + style.dot_radius;
    os::Image img = os::draw_picture(*fig, o.width, o.height, style);
    Rng rng(static_cast<std::uint64_t>(o.seed));
    os::add_noise(img, rng, o.noise);
    std::string error;
    if (!onestroke_io::save_image(img, path, error)) {
        err << error << "\n";
        return 1;
    }
    out << "wrote " << path << " (" << o.width << "x" << o.height << ", " << fig->vertex_count() << " dots, "
        << fig->edge_count() << " segments)\n";
    return 0;
}

// "x,y,w,h" in picture pixels; false with `error` set when it is not four integers with a
// positive width and height (whether it fits the picture is recognize()'s to say).
bool parse_region(const std::string& text, os::Region& out, std::string& error) {
    long long v[4];
    std::size_t pos = 0;
    for (int i = 0; i < 4; ++i) {
        std::size_t used = 0;
        const bool digit =
            pos < text.size() && (std::isdigit(static_cast<unsigned char>(text[pos])) || text[pos] == '-');
        try {
            v[i] = digit ? std::stoll(text.substr(pos), &used) : 0;
        } catch (const std::exception&) {
            used = 0;
        }
        const char expected = i < 3 ? ',' : '\0';
        if (!digit || used == 0 || std::abs(v[i]) > os::kMaxPictureSide ||
            (pos + used < text.size() ? text[pos + used] : '\0') != expected) {
            error = "--region: expected x,y,w,h (four integers, picture pixels), got \"" + text + "\"";
            return false;
        }
        pos += used + 1;
    }
    if (v[2] <= 0 || v[3] <= 0) {
        error = "--region: the width and height must be positive, got \"" + text + "\"";
        return false;
    }
    out = {static_cast<int>(v[0]), static_cast<int>(v[1]), static_cast<int>(v[2]), static_cast<int>(v[3])};
    return true;
}

// One picture: its level to stdout or -o FILE.
int recognize_one(const Options& o, const os::RecognizeOptions& ro, std::ostream& out, std::ostream& err) {
    const std::string& image_path = o.images.front();
    std::string error;
    auto img = onestroke_io::load_image(image_path, error);
    if (!img) {
        err << error << "\n";
        return 1;
    }
    // A region that does not fit is refused before anything is read or written.
    if (const std::string e = os::region_error(img->width, img->height, ro.region); !e.empty()) {
        err << image_path << ": " << e << "\n";
        return 1;
    }
    const os::Recognition rec = os::recognize(*img, ro);
    auto rgb = [](os::Rgb c) {
        return "rgb(" + std::to_string(c.r) + "," + std::to_string(c.g) + "," + std::to_string(c.b) + ")";
    };
    out << image_path << ": " << img->width << "x" << img->height;
    if (!o.region.empty())
        out << ", region " << rec.region.x << "," << rec.region.y << "," << rec.region.width << "x"
            << rec.region.height;
    out << ", downscaled 1/" << rec.downscale << ", " << rec.table_colours << " table colours merged into "
        << rec.clusters << "\n";
    if (!o.overlay.empty() && rec.region.width > 0) {
        os::Image over = *img;
        os::draw_overlay(over, rec);
        if (!onestroke_io::save_image(over, o.overlay, error)) {
            err << error << "\n";
            return 1;
        }
        out << "wrote overlay " << o.overlay << "\n";
    }
    if (!rec.ok && rec.vertices.empty()) {
        err << image_path << ": " << rec.error << "\n";
        return 1;
    }
    out << "colours: background " << rgb(rec.background) << ", lines " << rgb(rec.line) << ", dots "
        << rgb(rec.vertex) << "\n";
    out << "found " << rec.vertices.size() << " dots (radius " << static_cast<int>(rec.dot_radius + 0.5)
        << " px) and " << rec.edges.size() << " segments (width " << static_cast<int>(rec.line_width + 0.5)
        << " px); confidence " << static_cast<int>(rec.confidence * 100 + 0.5) << "% (coverage "
        << static_cast<int>(rec.coverage * 100 + 0.5) << "%, dot regularity "
        << static_cast<int>(rec.regularity * 100 + 0.5) << "%)\n";
    const bool as_draft = !rec.ok && o.draft && rec.has_figure();
    if (!rec.ok) {
        err << image_path << ": " << rec.error << "\n";
        if (rec.problems.size() > 1)
            for (std::size_t i = 0; i < rec.problems.size(); ++i)
                err << "  problem " << i << ": " << rec.problems[i].what << "\n";
        if (!as_draft) return 1;
    }
    const std::string name = image_path.substr(
        image_path.find_last_of('/') == std::string::npos ? 0 : image_path.find_last_of('/') + 1);
    const levels::OnestrokeLevel level =
        onestroke_batch::level_of(rec, name, o.title ? std::optional(*o.title) : std::nullopt, as_draft);
    const std::string text = levels::onestroke_level_json(level);
    if (o.output.empty()) {
        out << text;
    } else {
        if (!write_text(o.output, text, err)) return 1;
        out << "wrote " << (as_draft ? "draft " : "") << o.output << "\n";
    }
    // A draft is written, but the picture still did not give a level.
    return as_draft ? 1 : 0;
}

// Several pictures or a folder: one level each into the folder -o names.
bool is_batch(const Options& o) {
    std::error_code ec;
    return o.images.size() > 1 || std::filesystem::is_directory(o.images.front(), ec);
}

int cmd_recognize(const Options& o, std::ostream& out, std::ostream& err) {
    os::RecognizeOptions ro;
    ro.max_side = o.max_side;
    ro.time_limit = o.time_limit;
    std::string error;
    if (!o.region.empty() && !parse_region(o.region, ro.region, error)) {
        err << "tessera onestroke recognize: " << error << "\n";
        return 2;
    }
    if (!is_batch(o)) {
        if (o.group) {
            err << "tessera onestroke recognize: --group names the group of several levels (a folder or "
                   "several pictures)\n";
            return 2;
        }
        return recognize_one(o, ro, out, err);
    }
    if (o.output.empty() || o.title || !o.overlay.empty()) {
        err << "tessera onestroke recognize: with a folder or several pictures, -o names the folder the "
               "levels go to (one per picture, named after it); --title and --overlay are for one picture\n";
        return 2;
    }
    onestroke_batch::BatchOptions bo;
    bo.inputs = o.images, bo.out_dir = o.output, bo.group = o.group, bo.recognize = ro, bo.draft = o.draft;
    return onestroke_batch::recognize_batch(bo, out, err);
}

} // namespace

const char* const onestroke_command_summary =
    "One Stroke: check, solve, hint, generate, draw, recognize pictures";

namespace {

// `tessera onestroke`: every subcommand and its options, bound to `o`.
struct Command {
    Options o;
    CLI::App app{"One Stroke: check, solve and hint levels, generate figures, draw levels as pictures and "
                 "read pictures back",
                 "tessera onestroke"};
    CLI::App* check = nullptr;
    CLI::App* solve = nullptr;
    CLI::App* hint = nullptr;
    CLI::App* generate = nullptr;
    CLI::App* draw = nullptr;
    CLI::App* recognize = nullptr;

    Command() {
        app.require_subcommand(1);
        check = app.add_subcommand("check", "Validate levels (schema, structure, one-stroke drawable)");
        check->add_option("LEVEL", o.levels, "level files")->required();
        solve = app.add_subcommand("solve", "Print a one-stroke solution (vertex trail)");
        solve->add_option("LEVEL", o.level, "the level file")->required();
        hint =
            app.add_subcommand("hint", "Replay moves (vertex indices), then print the status and the hint");
        hint->add_option("LEVEL", o.level, "the level file")->required();
        hint->add_option("--moves", o.moves, "the vertices visited so far, e.g. \"0 3 4\"");
        generate = app.add_subcommand("generate", "A random drawable figure on a lattice, as a level");
        generate->add_option("--seed", o.seed, "the figure's seed")
            ->check(integer(0, INT64_MAX))
            ->capture_default_str();
        generate->add_option("--columns", o.columns, "lattice columns")
            ->check(integer(2, 12))
            ->capture_default_str();
        generate->add_option("--rows", o.rows, "lattice rows")->check(integer(2, 12))->capture_default_str();
        generate->add_option("--segments", o.segments, "segments to draw")
            ->check(integer(1, os::kMaxSegments))
            ->capture_default_str();
        generate->add_option("--title", o.title, "the level's title (default \"Generated #SEED\")");
        generate->add_option("-o,--output", o.output, "write the level here instead of stdout");
        draw = app.add_subcommand("draw", "Draw the level as dots and lines (PNG, or JPEG for .jpg)");
        draw->add_option("LEVEL", o.level, "the level file")->required();
        draw->add_option("-o,--output", o.output, "the picture to write")->required();
        draw->add_option("--width", o.width, "picture width")
            ->check(integer(64, os::kMaxPictureSide))
            ->capture_default_str();
        draw->add_option("--height", o.height, "picture height")
            ->check(integer(64, os::kMaxPictureSide))
            ->capture_default_str();
        draw->add_option("--noise", o.noise, "uniform noise of +-A added to every channel of every pixel")
            ->check(integer(0, 100))
            ->capture_default_str();
        draw->add_option("--seed", o.seed, "the noise's seed")
            ->check(integer(0, INT64_MAX))
            ->capture_default_str();
        draw->footer("At most " + std::to_string(os::kMaxPicturePixels) + " pixels are drawn.");
        recognize = app.add_subcommand(
            "recognize",
            "Build a level from a PNG/JPEG picture of dots and lines (or one per picture of a folder)");
        recognize->add_option("IMAGE", o.images, "the picture; or folders and pictures, one level each")
            ->required();
        recognize->add_option(
            "-o,--output", o.output,
            "write the level here instead of stdout; with a folder or several pictures, the "
            "folder the levels go to (made if missing), each named after its picture");
        recognize->add_option(
            "--group", o.group,
            "with a folder or several pictures: the levels' group (default: the folder's name)");
        recognize->add_option("--title", o.title, "the level's title (default: the file name)");
        recognize
            ->add_option("--max-side", o.max_side,
                         "downscale first so the long side (of the region) is at most N pixels (default: the "
                         "short side to about 750 pixels, at most 3 megapixels)")
            ->check(integer(64, os::kMaxPictureSide));
        recognize
            ->add_option(
                "--time-limit", o.time_limit,
                "seconds one picture may take before its recognition stops and says so (0: no limit)")
            ->check(CLI::Range(0.0, 3600.0))
            ->capture_default_str();
        recognize->add_option("--region", o.region,
                              "look only at this part of the picture: x,y,w,h in picture pixels");
        recognize->add_flag(
            "--draft", o.draft,
            "when the figure found is not a sure level, write it anyway, marked \"draft\" with "
            "the reasons (exit code 1)");
        recognize->add_option(
            "--overlay", o.overlay,
            "also write the picture with the dots and segments found drawn over it, numbered "
            "(PNG, or JPEG for .jpg)");
    }
};

} // namespace

std::vector<std::string> onestroke_subcommands() { return subcommand_names(Command().app); }

int onestroke_main(const Args& args, std::istream&, std::ostream& out, std::ostream& err) {
    Command c;
    if (auto code = parse(c.app, args, out, err)) return *code;
    if (c.check->parsed()) return cmd_check(c.o, out, err);
    if (c.solve->parsed()) return cmd_solve(c.o, out, err);
    if (c.hint->parsed()) return cmd_hint(c.o, out, err);
    if (c.generate->parsed()) return cmd_generate(c.o, out, err);
    if (c.draw->parsed()) return cmd_draw(c.o, out, err);
    return cmd_recognize(c.o, out, err);
}

} // namespace tessera::cli
