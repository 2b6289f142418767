#include "tessera/app/framework/font_lookup.hpp"

#include <cstdlib>
#include <filesystem>
#include <fontconfig/fontconfig.h>

namespace tessera::app {

namespace {
std::string font_env(const char* name) {
    const char* v = std::getenv(name);
    return v ? std::string(v) : std::string();
}

// The best match for `pattern`, if it has the character `must_have`.
FontFile match(FcConfig* config, const char* pattern, FcChar32 must_have) {
    FontFile out;
    FcPattern* pat = FcNameParse(reinterpret_cast<const FcChar8*>(pattern));
    if (!pat) return out;
    FcConfigSubstitute(config, pat, FcMatchPattern);
    FcDefaultSubstitute(pat);
    FcResult result = FcResultNoMatch;
    if (FcPattern* found = FcFontMatch(config, pat, &result)) {
        FcChar8* file = nullptr;
        FcCharSet* chars = nullptr;
        int index = 0;
        if (FcPatternGetString(found, FC_FILE, 0, &file) == FcResultMatch &&
            FcPatternGetCharSet(found, FC_CHARSET, 0, &chars) == FcResultMatch &&
            FcCharSetHasChar(chars, must_have)) {
            out.path = reinterpret_cast<const char*>(file);
            if (FcPatternGetInteger(found, FC_INDEX, 0, &index) == FcResultMatch) out.index = index;
        }
        FcPatternDestroy(found);
    }
    FcPatternDestroy(pat);
    return out;
}
} // namespace

FontLookup find_fonts() {
    FontLookup out;
    struct Want {
        FontFile* into;
        const char* variable;
        const char* pattern;
        FcChar32 must_have;
        const char* what;
    };
    const Want wants[] = {
        {&out.faces.regular, "TESSERA_FONT", "DejaVu Sans:style=Book", 'A', "sans font for Latin text"},
        {&out.faces.bold, "TESSERA_FONT_BOLD", "DejaVu Sans:bold", 'A', "bold sans font for Latin text"},
        {&out.faces.cjk, "TESSERA_FONT_CJK", "WenQuanYi Micro Hei,Noto Sans CJK SC,sans-serif:lang=zh-cn",
         0x4E2D, "sans font with Chinese characters"},
    };
    FcConfig* config = nullptr;
    for (const Want& w : wants) {
        if (std::string file = font_env(w.variable); !file.empty()) {
            std::error_code ec;
            if (!std::filesystem::is_regular_file(file, ec))
                out.error += std::string("no font file ") + file + " (named by " + w.variable + ")\n";
            w.into->path = file;
            continue;
        }
        if (!config && !(config = FcInitLoadConfigAndFonts())) {
            out.error = "cannot start fontconfig\n";
            return out;
        }
        *w.into = match(config, w.pattern, w.must_have);
        if (w.into->path.empty())
            out.error += std::string("fontconfig found no ") + w.what + " (looked for \"" + w.pattern +
                         "\"; Debian: apt-get install fonts-dejavu-core fonts-wqy-microhei, or set " +
                         w.variable + " to a font file)\n";
    }
    if (config) FcConfigDestroy(config);
    if (!out.error.empty()) out.error.pop_back();
    return out;
}

} // namespace tessera::app
