#include "tessera/app/framework/png_file.hpp"

#include <SDL.h>
#include <SDL_image.h>

#include "tessera/levels/common/atomic_file.hpp"

namespace tessera::app {

namespace {

// An SDL_RWops that appends what is written to a std::string (hidden1.data1).
size_t append_to_string(SDL_RWops* rw, const void* data, size_t size, size_t count) {
    auto* out = static_cast<std::string*>(rw->hidden.unknown.data1);
    out->append(static_cast<const char*>(data), size * count);
    return count;
}

Sint64 string_size(SDL_RWops* rw) {
    return static_cast<Sint64>(static_cast<std::string*>(rw->hidden.unknown.data1)->size());
}

Sint64 string_seek(SDL_RWops* rw, Sint64 offset, int whence) {
    // PNG writing only appends; report the end so a tell() answers right.
    return whence == RW_SEEK_CUR && offset == 0 ? string_size(rw) : -1;
}

int string_close(SDL_RWops* rw) {
    SDL_FreeRW(rw);
    return 0;
}

} // namespace

std::string write_png_file(SDL_Surface* surface, const std::string& path) {
    std::string bytes;
    SDL_RWops* rw = SDL_AllocRW();
    if (!rw) return "cannot write " + path + ": " + SDL_GetError();
    rw->type = SDL_RWOPS_UNKNOWN;
    rw->hidden.unknown.data1 = &bytes;
    rw->write = append_to_string;
    rw->size = string_size;
    rw->seek = string_seek;
    rw->read = nullptr;
    rw->close = string_close;
    if (IMG_SavePNG_RW(surface, rw, 1) != 0) return "cannot write " + path + ": " + IMG_GetError();
    return levels::write_file_atomically(path, bytes);
}

} // namespace tessera::app
