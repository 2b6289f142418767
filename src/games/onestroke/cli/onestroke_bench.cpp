// Bench workloads: recognition of a phone-screenshot-sized picture and hints on the largest figure.
#include <memory>

#include "tessera/cli/common/workload.hpp"
#include "tessera/cli/game_commands.hpp"
#include "tessera/core/onestroke/generate.hpp"
#include "tessera/core/onestroke/hint.hpp"
#include "tessera/core/onestroke/recognize.hpp"

namespace tessera::cli {

namespace {
namespace os = tessera::onestroke;

std::shared_ptr<const os::Figure> figure_from(const os::Params& p) {
    auto built = os::build_figure(p);
    return built.figure ? std::make_shared<const os::Figure>(std::move(*built.figure)) : nullptr;
}

// 750x1334 pictures (the One Stroke article's screenshot size) of lattice figures with noise. Drawing
// is a small part of the time; each picture is recognised twice at the automatic size (full size
// here) and once at about half size (long side 700).
bench::Result bench_recognize() {
    constexpr int kPictures = 6;
    bench::Result r{0, "recognitions", 0, ""};
    int exact = 0;
    for (int i = 0; i < kPictures; ++i) {
        Rng rng(1000 + static_cast<std::uint64_t>(i));
        os::GenerateParams gp;
        gp.columns = 4, gp.rows = 6, gp.segments = 14;
        auto fig = figure_from(os::generate(gp, rng));
        if (!fig) continue;
        os::Image img = os::draw_picture(*fig, 750, 1334, {});
        os::add_noise(img, rng, 12);
        for (int max_side : {0, 0, 700}) {
            os::RecognizeOptions opt;
            opt.max_side = max_side;
            const os::Recognition rec = os::recognize(img, opt);
            r.signature = bench::mix(r.signature, rec.ok);
            r.signature = bench::mix(r.signature, rec.edges.size());
            for (const os::Segment& s : rec.params.lines)
                for (int c : {s.x1, s.y1, s.x2, s.y2})
                    r.signature = bench::mix(r.signature, static_cast<std::uint64_t>(c));
            exact += rec.ok && static_cast<int>(rec.edges.size()) == fig->edge_count();
            ++r.work;
        }
    }
    r.detail = std::to_string(exact) + "/" + std::to_string(r.work) + " with the right segment count";
    return r;
}

// Plays the largest figures a level may hold (12x12 lattice walks of 195 and 200 segments, seeds
// picked for their length) to the end by hints, from the hinted start.
bench::Result bench_hint() {
    constexpr int kGames = 400;
    bench::Result r{0, "hints", 0, ""};
    for (int g = 0; g < kGames; ++g) {
        Rng rng(g % 2 ? 26 : 450);
        os::GenerateParams gp;
        gp.columns = 12, gp.rows = 12, gp.segments = os::kMaxSegments;
        auto fig = figure_from(os::generate(gp, rng));
        if (!fig) continue;
        os::State s = os::start(fig);
        while (s.edges_left() > 0) {
            const os::Hint h = os::hint(s);
            auto next = os::apply(s, os::Move{h.vertex});
            if (!next) break;
            s = std::move(next->state);
            r.signature = bench::mix(r.signature, static_cast<std::uint64_t>(h.vertex));
            ++r.work;
        }
    }
    r.detail = std::to_string(kGames) + " games of 195-200 segments";
    return r;
}
} // namespace

std::vector<bench::Workload> onestroke_workloads() {
    return {{"onestroke.recognize", bench_recognize}, {"onestroke.hint", bench_hint}};
}

std::optional<StartupProbe> onestroke_startup_probe() { return std::nullopt; }

} // namespace tessera::cli
