#pragma once
// The one way Tessera writes a file: the whole content to a temp file beside the target, fsync,
// rename over the target, fsync of the folder. A reader (or a crash, or a full disk) sees the old
// file or the new one, never a part; a failed write leaves the old file as it was and says why.
// Standard output is checked too: a command's output that did not reach its destination (a full
// disk, a closed pipe, /dev/full) is an error, not a success.
#include <string>
#include <string_view>

namespace tessera::levels {

// Writes `data` to `path` atomically. Returns "" on success, else a message naming the file and
// the reason (strerror): "cannot write out.json.tmp-123: No space left on device". The temp file
// is `<path>.tmp-<pid>` in the same folder (a symlink at `path` is replaced, not followed; the
// profile follows its links itself); it is removed when anything fails.
std::string write_file_atomically(const std::string& path, std::string_view data);

// Makes std::cout write to descriptor 1 through a buffer of its own that keeps the reason of a
// failed write (stdio keeps only that it failed). Call it first thing in main().
void check_standard_output();

// Flushes and closes standard output (the C stream and std::cout). Returns "" when everything
// written reached its destination, else "cannot write to standard output: <strerror>". Call it
// once, as the last thing a command does; a failure must make the command exit 1.
std::string close_standard_output();

} // namespace tessera::levels
