#pragma once
// `tessera onestroke recognize DIR_OR_FILES... -o OUT_DIR`: a folder of screenshots to a level
// group in one command (issue 34), and the level a recognition gives, which the one-picture
// command writes too.
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "tessera/core/onestroke/recognize.hpp"
#include "tessera/levels/onestroke/level.hpp"

namespace tessera::cli::onestroke_batch {

// The level a recognition gives: `picture` is the picture's file name (kept in the level), the
// title the given one or the name without its extension, at most 60 code points; with `draft`,
// every problem in the "draft" field.
levels::OnestrokeLevel level_of(const onestroke::Recognition& rec, const std::string& picture,
                                const std::optional<std::string>& title, bool draft);

// `text` cut to at most `most` Unicode code points, never inside a UTF-8 sequence.
std::string cut_utf8(const std::string& text, std::size_t most);

// A name as one line of output: control characters (a newline in a file name) as \n, \t, \xHH.
std::string one_line(const std::string& name);

struct BatchOptions {
    std::vector<std::string> inputs;  // folders (their .png/.jpg/.jpeg files) and pictures
    std::string out_dir;              // created when missing
    std::optional<std::string> group; // default: the name of the folder given, when one is
    onestroke::RecognizeOptions recognize;
    bool draft = false;
};

// Recognises every picture, in file-name order, and writes OUT_DIR/<name>.json for each one that
// gives a level (or a draft, with `draft`). Prints a line per picture, then a summary. 0 when
// every picture gave a level; 1 when any was refused or only gave a draft, or OUT_DIR cannot be
// made.
int recognize_batch(const BatchOptions& options, std::ostream& out, std::ostream& err);

} // namespace tessera::cli::onestroke_batch
