#include "tessera/app/framework/pixels.hpp"

#include <algorithm>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace tessera::app::pixels {

namespace {
// x·y/255 rounded down, exact for 0 ≤ x·y ≤ 255·255 (tested).
inline unsigned mul255(unsigned x, unsigned y) {
    const unsigned v = x * y;
    return (v + 1 + (v >> 8)) >> 8;
}

#if defined(__SSE2__)
// The same division in each 16-bit lane.
inline __m128i div255_16(__m128i x) {
    return _mm_srli_epi16(_mm_add_epi16(_mm_add_epi16(x, _mm_set1_epi16(1)), _mm_srli_epi16(x, 8)), 8);
}
#endif

bool clip_to(const View& v, SDL_Rect& area) {
    const int x0 = std::max(area.x, 0), y0 = std::max(area.y, 0);
    const int x1 = std::min(area.x + area.w, v.w), y1 = std::min(area.y + area.h, v.h);
    area = {x0, y0, x1 - x0, y1 - y0};
    return x0 < x1 && y0 < y1;
}
} // namespace

View view_of(SDL_Surface* s) { return {static_cast<std::uint32_t*>(s->pixels), s->pitch / 4, s->w, s->h}; }

void fill(View v, SDL_Rect area, std::uint32_t argb) {
    if (!clip_to(v, area)) return;
    for (int y = area.y; y < area.y + area.h; ++y)
        std::fill_n(v.data + static_cast<std::ptrdiff_t>(y) * v.pitch + area.x, area.w, argb);
}

void blend_fill(View v, SDL_Rect area, Uint8 r, Uint8 g, Uint8 b, Uint8 a) {
    if (a == 0 || !clip_to(v, area)) return;
    const int x0 = area.x, y0 = area.y, x1 = area.x + area.w, y1 = area.y + area.h;
    const unsigned inv = 255u - a;
    const std::uint32_t src =
        (mul255(255, a) << 24) | (mul255(r, a) << 16) | (mul255(g, a) << 8) | mul255(b, a);
    for (int y = y0; y < y1; ++y) {
        std::uint32_t* row = v.data + static_cast<std::ptrdiff_t>(y) * v.pitch;
        int x = x0;
#if defined(__SSE2__)
        // Four pixels at a time in 16-bit lanes; no channel can carry into the next, because
        // src·a/255 + dst·(255−a)/255 ≤ 255.
        const __m128i vsrc = _mm_set1_epi32(static_cast<int>(src));
        const __m128i vinv = _mm_set1_epi16(static_cast<short>(inv));
        const __m128i zero = _mm_setzero_si128();
        for (; x + 4 <= x1; x += 4) {
            const __m128i d = _mm_loadu_si128(reinterpret_cast<const __m128i*>(row + x));
            const __m128i lo = div255_16(_mm_mullo_epi16(_mm_unpacklo_epi8(d, zero), vinv));
            const __m128i hi = div255_16(_mm_mullo_epi16(_mm_unpackhi_epi8(d, zero), vinv));
            _mm_storeu_si128(reinterpret_cast<__m128i*>(row + x),
                             _mm_add_epi8(_mm_packus_epi16(lo, hi), vsrc));
        }
#endif
        for (; x < x1; ++x) {
            const std::uint32_t d = row[x];
            std::uint32_t out = 0;
            for (int shift = 0; shift < 32; shift += 8) out |= mul255((d >> shift) & 0xFFu, inv) << shift;
            row[x] = out + src;
        }
    }
}

namespace {

// One pixel, the reference for the vector loop below (same arithmetic, so the same result).
inline std::uint32_t blend_pixel(std::uint32_t s, std::uint32_t d, Mod m, bool blend) {
    unsigned sb = s & 0xFFu, sg = (s >> 8) & 0xFFu, sr = (s >> 16) & 0xFFu, sa = s >> 24;
    sb = mul255(sb, m.b), sg = mul255(sg, m.g), sr = mul255(sr, m.r), sa = mul255(sa, m.a);
    if (!blend) return (sa << 24) | (sr << 16) | (sg << 8) | sb;
    const unsigned inv = 255u - sa;
    const unsigned b = mul255(sb, sa) + mul255(d & 0xFFu, inv);
    const unsigned g = mul255(sg, sa) + mul255((d >> 8) & 0xFFu, inv);
    const unsigned r = mul255(sr, sa) + mul255((d >> 16) & 0xFFu, inv);
    const unsigned a = sa + mul255(d >> 24, inv);
    return (a << 24) | (r << 16) | (g << 8) | b;
}

#if defined(__SSE2__)
// Two pixels in 16-bit lanes (b g r a b g r a).
inline __m128i blend2(__m128i s, __m128i d, __m128i mod, bool modulate, bool blend) {
    if (modulate) s = div255_16(_mm_mullo_epi16(s, mod));
    if (!blend) return s;
    const __m128i a = _mm_shufflehi_epi16(_mm_shufflelo_epi16(s, 0xFF), 0xFF);
    const __m128i colour_only = _mm_set_epi16(0, -1, -1, -1, 0, -1, -1, -1);
    const __m128i alpha_full = _mm_set_epi16(255, 0, 0, 0, 255, 0, 0, 0);
    const __m128i src = _mm_or_si128(_mm_and_si128(s, colour_only), alpha_full);
    const __m128i inv = _mm_sub_epi16(_mm_set1_epi16(255), a);
    return _mm_add_epi16(div255_16(_mm_mullo_epi16(src, a)), div255_16(_mm_mullo_epi16(d, inv)));
}
#endif

} // namespace

void blit(View dst, int x, int y, View src, SDL_Rect clip, Mod mod, bool blend) {
    SDL_Rect area{x, y, src.w, src.h};
    const int cx0 = std::max(area.x, clip.x), cy0 = std::max(area.y, clip.y);
    const int cx1 = std::min(area.x + area.w, clip.x + clip.w),
              cy1 = std::min(area.y + area.h, clip.y + clip.h);
    area = {cx0, cy0, cx1 - cx0, cy1 - cy0};
    if (area.w <= 0 || area.h <= 0 || !clip_to(dst, area)) return;
    const bool modulate = !mod.identity();
    for (int row = 0; row < area.h; ++row) {
        const std::uint32_t* s =
            src.data + static_cast<std::ptrdiff_t>(area.y - y + row) * src.pitch + (area.x - x);
        std::uint32_t* d = dst.data + static_cast<std::ptrdiff_t>(area.y + row) * dst.pitch + area.x;
        if (!blend && !modulate) {
            std::copy_n(s, area.w, d);
            continue;
        }
        int i = 0;
#if defined(__SSE2__)
        const __m128i zero = _mm_setzero_si128();
        const __m128i alpha = _mm_set1_epi32(static_cast<int>(0xFF000000u));
        const __m128i m16 = _mm_set_epi16(mod.a, mod.r, mod.g, mod.b, mod.a, mod.r, mod.g, mod.b);
        for (; i + 4 <= area.w; i += 4) {
            const __m128i sv = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s + i));
            if (blend && !modulate) {
                // Sprites and text are mostly transparent or opaque pixels.
                const __m128i sa = _mm_and_si128(sv, alpha);
                if (_mm_movemask_epi8(_mm_cmpeq_epi32(sa, zero)) == 0xFFFF) continue;
                if (_mm_movemask_epi8(_mm_cmpeq_epi32(sa, alpha)) == 0xFFFF) {
                    _mm_storeu_si128(reinterpret_cast<__m128i*>(d + i), sv);
                    continue;
                }
            }
            const __m128i dv = _mm_loadu_si128(reinterpret_cast<const __m128i*>(d + i));
            const __m128i lo =
                blend2(_mm_unpacklo_epi8(sv, zero), _mm_unpacklo_epi8(dv, zero), m16, modulate, blend);
            const __m128i hi =
                blend2(_mm_unpackhi_epi8(sv, zero), _mm_unpackhi_epi8(dv, zero), m16, modulate, blend);
            _mm_storeu_si128(reinterpret_cast<__m128i*>(d + i), _mm_packus_epi16(lo, hi));
        }
#endif
        for (; i < area.w; ++i) d[i] = blend_pixel(s[i], d[i], mod, blend);
    }
}

} // namespace tessera::app::pixels
