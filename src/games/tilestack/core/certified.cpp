#include "tessera/core/tilestack/certified.hpp"

#include "tessera/core/tilestack/deal.hpp"

namespace tessera::tilestack {

bool certificate_wins(const Params& params, const std::vector<int>& faces, const std::vector<int>& picks) {
    if (!params.layout || faces.size() != static_cast<std::size_t>(params.layout->size())) return false;
    State s = start(params, faces);
    for (int t : picks) {
        auto out = apply(s, Move::pick(t));
        if (!out) return false;
        s = std::move(out->state);
    }
    return status(s).phase == Phase::Won;
}

std::optional<CertifiedDeal> deal_winnable(const Params& params, std::uint64_t seed) {
    if (!params.layout || check_faces(params.face_tiles, params.layout->size())) return std::nullopt;
    Rng rng(seed);
    CertifiedDeal deal;
    deal.faces =
        winnable_deal(*params.layout, params.face_tiles, params.tray, params.difficulty, rng, &deal.picks);
    // By construction the order wins; the replay is the proof, by the rules rather than the dealer.
    if (!certificate_wins(params, deal.faces, deal.picks)) return std::nullopt;
    return deal;
}

namespace {

Params box_params(CoverMode mode, int width, int height, int layers, int faces) {
    Params p;
    p.layout = std::make_shared<const Layout>(box_layout(mode, width, height, layers, {}));
    const int triples = p.layout->size() / 3;
    for (int f = 0; f < faces; ++f)
        p.face_tiles.push_back(3 * (triples / faces + (f < triples % faces ? 1 : 0)));
    p.tray = kDefaultTray;
    p.difficulty = 2;
    p.deal = DealKind::Winnable;
    return p;
}

} // namespace

Params free_play_params(DealSize size) {
    switch (size) {
    case DealSize::Small:
        return box_params(CoverMode::A, 4, 3, 3, 6);
    case DealSize::Medium:
        return box_params(CoverMode::B, 6, 6, 3, 12);
    case DealSize::Large:
        break;
    }
    return box_params(CoverMode::B, 10, 10, 6, 28);
}

std::string_view to_string(DealSize size) {
    switch (size) {
    case DealSize::Small:
        return "small";
    case DealSize::Medium:
        return "medium";
    case DealSize::Large:
        break;
    }
    return "large";
}

} // namespace tessera::tilestack
