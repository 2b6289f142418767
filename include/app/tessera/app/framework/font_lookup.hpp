#pragma once
// The font files, found through fontconfig: a sans face for Latin text (DejaVu Sans) and one for
// Chinese (WenQuanYi Micro Hei from fonts-wqy-microhei: 5 MB, hinted for small sizes and quick to
// open; Noto Sans CJK is finer but 20 times larger). Gfx draws a string with the Latin face when
// that face has every glyph of it, else with the CJK face (gfx_text.cpp).
#include <string>

namespace tessera::app {

struct FontFile {
    std::string path;
    long index = 0; // the face in a collection (.ttc)
};

struct FontFaces {
    FontFile regular, bold, cjk;
};

struct FontLookup {
    FontFaces faces;
    std::string error; // not empty: what was looked for and not found
};

// $TESSERA_FONT, $TESSERA_FONT_BOLD and $TESSERA_FONT_CJK name files and win; the rest is asked of
// fontconfig ("DejaVu Sans", "DejaVu Sans:bold", "WenQuanYi Micro Hei,Noto Sans CJK SC,sans-serif:
// lang=zh-cn"), and a face is taken only when it has the glyphs it is there for ('A', '中').
FontLookup find_fonts();

} // namespace tessera::app
