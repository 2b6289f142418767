// Text: rendered once per (string, size, weight, colour, scale) and cached, measured without
// rendering, wrapped; texts a scene is about to show are rendered ahead in what is left of cheap
// frames. It is rendered at its size on screen (a font at 1.5 times the points for a frame drawn
// at 1.5) and copied pixel for pixel, so glyph edges stay as sharp as at 1; layout stays in
// logical units, measured at scale 1.
#include "tessera/app/framework/gfx.hpp"

#include <cmath>
#include <string>

namespace tessera::app {

namespace {
constexpr std::size_t kMaxCachedTexts = 600;
constexpr std::size_t kMaxCachedMeasures = 4096;
// Texts rendered ahead (Gfx::warm) only while the frame has taken less than this.
constexpr Uint64 kWarmUntilMicros = 1200;
} // namespace

void Gfx::warm(const std::function<void()>& draw) {
    const bool was = warming_;
    warming_ = true;
    draw();
    warming_ = was;
}

void Gfx::render_warm_texts() {
    if (warm_queue_.empty()) return;
    // Only in what is left of the frame's budget: a busy frame renders none.
    const Uint64 deadline = frame_start_ + SDL_GetPerformanceFrequency() * kWarmUntilMicros / 1'000'000;
    std::size_t done = 0;
    while (done < warm_queue_.size() && SDL_GetPerformanceCounter() < deadline) {
        const WarmText& t = warm_queue_[done++];
        text_entry(t.s, t.size, t.bold, t.colour, t.dpi); // cached from now on (a no-op if it was)
    }
    // Asked again next frame if the scene still warms them.
    warm_queue_.clear();
}

// Text is rendered in its final colour and cached per (string, size, weight, colour): the
// software renderer blits an unmodulated texture about ten times faster than a colour-modded
// one, and labels rarely change colour.
int Gfx::text_dpi() const {
    return scale_ == 1 ? 72 : std::max(1, static_cast<int>(std::lround(72 * scale_)));
}

Gfx::TextEntry* Gfx::text_entry(std::string_view s, int size, bool bold, Colour c, int dpi) {
    if (s.empty()) return nullptr;
    std::string key;
    key.reserve(s.size() + 20);
    key += std::to_string(size);
    if (dpi != 72) {
        key += '@';
        key += std::to_string(dpi);
    }
    key += bold ? 'b' : 'r';
    key += static_cast<char>(c.r);
    key += static_cast<char>(c.g);
    key += static_cast<char>(c.b);
    key += '|';
    key += s;
    auto it = text_cache_.find(key);
    if (it != text_cache_.end()) {
        it->second.last_used = frame_;
        return it->second.texture ? &it->second : nullptr;
    }
    TextEntry e;
    e.last_used = frame_;
    if (TTF_Font* font = fonts_.get(size, bold, dpi, fonts_.face_for(s))) {
        const std::string str(s);
        SurfacePtr surf(TTF_RenderUTF8_Blended(font, str.c_str(), SDL_Color{c.r, c.g, c.b, 255}));
        if (surf) {
            e.w = surf->w;
            e.h = surf->h;
            e.texture.reset(SDL_CreateTextureFromSurface(renderer_, surf.get()));
            if (e.texture) SDL_SetTextureBlendMode(e.texture.get(), SDL_BLENDMODE_BLEND);
            if (e.texture && software_) set_pixel_mirror(e.texture.get(), std::move(surf));
            e.id = next_texture_id_++;
        }
    }
    auto& stored = text_cache_[key] = std::move(e);
    return stored.texture ? &stored : nullptr;
}

// Laid out, not rendered: wrapping a paragraph measures every prefix of it.
TextSize Gfx::measure(std::string_view s, int size, bool bold) {
    if (s.empty()) return {}; // as text(): SDL_ttf renders nothing
    std::string key = std::to_string(size);
    key += bold ? 'b' : 'r';
    key += s;
    if (auto it = measures_.find(key); it != measures_.end()) return it->second;
    TTF_Font* font = fonts_.get(size, bold, 72, fonts_.face_for(s));
    int w = 0, h = 0;
    if (!font || TTF_SizeUTF8(font, key.c_str() + (key.size() - s.size()), &w, &h) != 0) return {};
    if (measures_.size() >= kMaxCachedMeasures) measures_.clear();
    return measures_[key] = TextSize{static_cast<float>(w), static_cast<float>(h)};
}

TextSize Gfx::text(std::string_view s, float x, float y, int size, Colour c, Align align, bool bold) {
    if (warming_) {
        if (!s.empty()) warm_queue_.push_back({std::string(s), size, bold, c, text_dpi()});
        return measure(s, size, bold);
    }
    TextEntry* e = text_entry(s, size, bold, c, text_dpi());
    if (!e) return {};
    const float w = static_cast<float>(e->w), h = static_cast<float>(e->h);
    if (scale_ == 1) {
        if (align == Align::Centre) x -= w / 2;
        if (align == Align::Right) x -= w;
        if (layout_log_.enabled)
            layout_log_.texts.push_back({std::string(s),
                                         {std::round(x), std::round(y), w, h},
                                         layout_log_.layer,
                                         layout_log_.drawn++});
        copy_texture(e->texture.get(), e->id, nullptr, {std::round(x), std::round(y), w, h},
                     {255, 255, 255, c.a}, SDL_BLENDMODE_BLEND);
        return {w, h};
    }
    // Placed in device pixels, at its rendered size: the anchor scaled, then aligned on what
    // was rendered, so a centred label stays centred whatever the hinting made of its width.
    float dx = x * scale_;
    if (align == Align::Centre) dx -= w / 2;
    if (align == Align::Right) dx -= w;
    copy_texture(e->texture.get(), e->id, nullptr, {std::round(dx), std::round(y * scale_), w, h},
                 {255, 255, 255, c.a}, SDL_BLENDMODE_BLEND);
    // The size at scale 1: scenes lay out with it, and the layout must not move with the window.
    const TextSize logical = measure(s, size, bold);
    if (layout_log_.enabled) {
        float lx = x;
        if (align == Align::Centre) lx -= logical.w / 2;
        if (align == Align::Right) lx -= logical.w;
        layout_log_.texts.push_back({std::string(s),
                                     {std::round(lx), std::round(y), logical.w, logical.h},
                                     layout_log_.layer,
                                     layout_log_.drawn++});
    }
    return logical;
}

namespace {
// One code point of UTF-8 at `i` (advanced past it); malformed bytes read as themselves.
char32_t next_code_point(std::string_view s, std::size_t& i) {
    const auto c = static_cast<unsigned char>(s[i++]);
    int extra = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
    char32_t cp = extra == 3 ? c & 0x07u : extra == 2 ? c & 0x0Fu : extra == 1 ? c & 0x1Fu : c;
    for (; extra > 0 && i < s.size(); --extra, ++i)
        cp = (cp << 6) | (static_cast<unsigned char>(s[i]) & 0x3Fu);
    return cp;
}

// Chinese (and Japanese, Korean) text has no spaces: a line may break between any two of its
// characters, except before closing punctuation and after opening punctuation.
bool is_cjk(char32_t c) {
    return (c >= 0x2E80 && c <= 0x9FFF) || (c >= 0xAC00 && c <= 0xD7AF) || (c >= 0xF900 && c <= 0xFAFF) ||
           (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFFEF) || (c >= 0x20000 && c <= 0x2FFFF);
}
bool no_break_before(char32_t c) {
    static constexpr std::u32string_view kClosing = U"\u3002\uFF0C\uFF01\uFF1F\u3001\uFF1B\uFF1A\uFF09\u300D"
                                                    U"\u300F\u300B\u3009\u3011\u201D\u2019\u2026\u2014"
                                                    U"!?,.;:)";
    return kClosing.find(c) != std::u32string_view::npos;
}
bool no_break_after(char32_t c) {
    static constexpr std::u32string_view kOpening = U"\uFF08\u300C\u300E\u300A\u3008\u3010\u201C\u2018(";
    return kOpening.find(c) != std::u32string_view::npos;
}

// A paragraph cut where a line may break: the pieces between breaks, each with whether a space
// stood before it (the space is dropped where the line breaks).
struct Piece {
    std::string text;
    bool space_before = false;
};
std::vector<Piece> break_pieces(std::string_view p) {
    std::vector<Piece> out;
    bool space = false;
    char32_t last = 0;
    for (std::size_t i = 0; i < p.size();) {
        const std::size_t at = i;
        const char32_t c = next_code_point(p, i);
        if (c == U' ') {
            space = true;
            continue;
        }
        // Adjacent characters break only where one is CJK and the punctuation allows it.
        const bool breaks = out.empty() || space ||
                            ((is_cjk(c) || is_cjk(last)) && !no_break_before(c) && !no_break_after(last));
        if (breaks)
            out.push_back({std::string(p.substr(at, i - at)), space});
        else
            out.back().text += p.substr(at, i - at);
        space = false;
        last = c;
    }
    return out;
}
} // namespace

std::vector<std::string> Gfx::wrap(std::string_view s, float max_width, int size, bool bold) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start <= s.size()) {
        const std::size_t nl = s.find('\n', start);
        std::string_view paragraph =
            s.substr(start, nl == std::string_view::npos ? std::string_view::npos : nl - start);
        std::string line;
        for (Piece& piece : break_pieces(paragraph)) {
            std::string candidate =
                line.empty() ? piece.text : line + (piece.space_before ? " " : "") + piece.text;
            if (!line.empty() && measure(candidate, size, bold).w > max_width) {
                lines.push_back(std::move(line));
                line = std::move(piece.text);
            } else {
                line = std::move(candidate);
            }
        }
        lines.push_back(std::move(line));
        if (nl == std::string_view::npos) break;
        start = nl + 1;
    }
    return lines;
}

float Gfx::wrapped_height(std::string_view s, float max_width, int size, bool bold, float line_gap) {
    float used = 0;
    for (const std::string& line : wrap(s, max_width, size, bold))
        used += measure(line.empty() ? " " : line, size, bold).h + line_gap;
    return used;
}

float Gfx::text_wrapped(std::string_view s, float x, float y, float max_width, int size, Colour c, bool bold,
                        float line_gap) {
    float used = 0;
    for (const std::string& line : wrap(s, max_width, size, bold)) {
        const TextSize t =
            line.empty() ? measure(" ", size, bold) : text(line, x, y + used, size, c, Align::Left, bold);
        used += t.h + line_gap;
    }
    return used;
}

int Gfx::fitting_size(std::string_view s, float max_width, int size, int min_size, bool bold) {
    while (size > min_size && measure(s, size, bold).w > max_width) --size;
    return size;
}

std::string Gfx::ellipsize(std::string_view text, float max_width, int size, bool bold) {
    if (measure(text, size, bold).w <= max_width) return std::string(text);
    std::string s(text);
    while (!s.empty()) {
        std::size_t n = s.size() - 1; // drop one whole UTF-8 character
        while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n;
        s.resize(n);
        while (!s.empty() && s.back() == ' ') s.pop_back();
        const std::string candidate = s + "\xE2\x80\xA6";
        if (measure(candidate, size, bold).w <= max_width) return candidate;
    }
    return "\xE2\x80\xA6";
}

TextSize Gfx::text_fit(std::string_view s, float x, float y, float max_width, int size, int min_size,
                       Colour c, Align align, bool bold) {
    const int fit = fitting_size(s, max_width, size, min_size, bold);
    const float dy = fit == size ? 0 : (measure(s, size, bold).h - measure(s, fit, bold).h) / 2;
    const std::string shown = ellipsize(s, max_width, fit, bold);
    const TextSize drawn = text(shown, x, y + dy, fit, c, align, bold);
    if (shown != s && !warming_) { // text, not length: a character of three bytes is as long as "…"
        const float left = align == Align::Left ? x : align == Align::Centre ? x - drawn.w / 2 : x - drawn.w;
        cut_labels_.push_back({std::string(s), {left, y + dy, drawn.w, drawn.h}});
    }
    return drawn;
}

float Gfx::text_box(std::string_view s, SDL_FRect box, int size, int min_size, Colour c, bool bold,
                    float line_gap) {
    while (size > min_size && wrapped_height(s, box.w, size, bold, line_gap) > box.h) --size;
    const std::vector<std::string> lines = wrap(s, box.w, size, bold);
    auto height = [&](const std::string& line) { return measure(line.empty() ? " " : line, size, bold).h; };
    std::size_t shown = 0;
    for (float used = 0; shown < lines.size(); ++shown) {
        const float h = height(lines[shown]);
        if (shown > 0 && used + h > box.h) break;
        used += h + line_gap;
    }
    if (shown < lines.size() && !warming_)
        cut_labels_.push_back({std::string(s), {box.x, box.y, box.w, box.h}});
    float used = 0;
    for (std::size_t i = 0; i < shown; ++i) {
        // The last line shown when more do not fit ends with "…".
        const std::string line = i + 1 == shown && shown < lines.size()
                                     ? ellipsize(lines[i] + "\xE2\x80\xA6", box.w, size, bold)
                                     : lines[i];
        if (!line.empty()) text(line, box.x, box.y + used, size, c, Align::Left, bold);
        used += height(lines[i]) + line_gap;
    }
    return used;
}

// Drops entries not used for a while (labels of scenes no longer shown, old scores).
void Gfx::age_texts() {
    if (text_cache_.size() <= kMaxCachedTexts) return;
    for (auto it = text_cache_.begin(); it != text_cache_.end();) {
        if (frame_ - it->second.last_used > 120)
            it = text_cache_.erase(it);
        else
            ++it;
    }
}

} // namespace tessera::app
