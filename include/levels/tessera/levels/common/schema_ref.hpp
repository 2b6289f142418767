#pragma once
// Which JSON Schema a level file names in "$schema" (docs/levels.md, "JSON Schemas for editors").
// The schemas ship in <data folder>/schema/<game>.schema.json (docs/schema/ in the source tree).
#include <string>
#include <string_view>

namespace tessera::levels {

// A schema's stable identifier, its "$id": the file's address in the project's repository.
std::string schema_id(std::string_view game);

// What a level written by Tessera (a game's `generate` or `recognize` command)
// names as its "$schema", so that an editor finds it wherever the level is saved: the schema of
// this Tessera's data folder as an absolute file:// URI, or schema_id when there is none.
std::string schema_reference(std::string_view game);

// "/a b/x.json" as "file:///a%20b/x.json" (RFC 8089; bytes other than letters, digits and
// "-._~/" percent-encoded).
std::string file_uri(const std::string& absolute_path);

} // namespace tessera::levels
