#include "image_io.hpp"

#include "picture_header.hpp"

#include <SDL.h>
#include <SDL_image.h>

#include <cctype>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>

namespace tessera::cli::onestroke_io {

namespace {
struct SurfaceDeleter {
    void operator()(SDL_Surface* s) const { SDL_FreeSurface(s); }
};
using SurfacePtr = std::unique_ptr<SDL_Surface, SurfaceDeleter>;

bool ends_with(const std::string& s, const std::string& tail) {
    if (s.size() < tail.size()) return false;
    for (std::size_t i = 0; i < tail.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(s[s.size() - tail.size() + i])) != tail[i]) return false;
    return true;
}
} // namespace

std::optional<onestroke::Image> load_image(const std::string& path, std::string& error) {
    // The whole file is read and its structure checked (picture_header.hpp) before SDL2_image
    // decodes it from memory, so a file that lies about its chunks or size never reaches libpng.
    constexpr std::uintmax_t kMaxPictureBytes = 64ull * 1024 * 1024;
    std::error_code ec;
    const std::uintmax_t bytes = std::filesystem::file_size(path, ec);
    if (ec) {
        error = path + ": cannot read picture: " + ec.message();
        return std::nullopt;
    }
    if (bytes > kMaxPictureBytes) {
        error = path + ": picture file is " + std::to_string(bytes) + " bytes, at most " +
                std::to_string(kMaxPictureBytes) + " are read";
        return std::nullopt;
    }
    std::string data(static_cast<std::size_t>(bytes), '\0');
    if (std::ifstream in(path, std::ios::binary);
        !in.read(data.data(), static_cast<std::streamsize>(bytes))) {
        error = path + ": cannot read picture: read failed";
        return std::nullopt;
    }
    const PictureHeader header = inspect_picture(data);
    if (!header.ok) {
        error = path + ": cannot read picture: " + header.error;
        return std::nullopt;
    }
    SurfacePtr raw(IMG_LoadTyped_RW(SDL_RWFromConstMem(data.data(), static_cast<int>(data.size())), 1,
                                    header.format == PictureFormat::Png ? "PNG" : "JPG"));
    if (!raw) {
        error = path + ": cannot read picture: " + IMG_GetError();
        return std::nullopt;
    }
    if (raw->w != header.width || raw->h != header.height) {
        error = path + ": cannot read picture: decoded " + std::to_string(raw->w) + "x" +
                std::to_string(raw->h) + " pixels, its header says " + std::to_string(header.width) + "x" +
                std::to_string(header.height);
        return std::nullopt;
    }
    SurfacePtr rgba(SDL_ConvertSurfaceFormat(raw.get(), SDL_PIXELFORMAT_RGBA32, 0));
    if (!rgba) {
        error = path + ": cannot convert picture: " + SDL_GetError();
        return std::nullopt;
    }
    onestroke::Image img(rgba->w, rgba->h, {});
    SDL_LockSurface(rgba.get());
    for (int y = 0; y < rgba->h; ++y)
        std::memcpy(img.rgba.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(img.width) * 4,
                    static_cast<const std::uint8_t*>(rgba->pixels) +
                        static_cast<std::size_t>(y) * static_cast<std::size_t>(rgba->pitch),
                    static_cast<std::size_t>(img.width) * 4);
    SDL_UnlockSurface(rgba.get());
    return img;
}

bool save_image(const onestroke::Image& image, const std::string& path, std::string& error,
                int jpeg_quality) {
    SurfacePtr s(SDL_CreateRGBSurfaceWithFormat(0, image.width, image.height, 32, SDL_PIXELFORMAT_RGBA32));
    if (!s) {
        error = std::string("cannot create surface: ") + SDL_GetError();
        return false;
    }
    SDL_LockSurface(s.get());
    for (int y = 0; y < image.height; ++y)
        std::memcpy(static_cast<std::uint8_t*>(s->pixels) +
                        static_cast<std::size_t>(y) * static_cast<std::size_t>(s->pitch),
                    image.rgba.data() +
                        static_cast<std::size_t>(y) * static_cast<std::size_t>(image.width) * 4,
                    static_cast<std::size_t>(image.width) * 4);
    SDL_UnlockSurface(s.get());
    const bool jpeg = ends_with(path, ".jpg") || ends_with(path, ".jpeg");
    const int rc =
        jpeg ? IMG_SaveJPG(s.get(), path.c_str(), jpeg_quality) : IMG_SavePNG(s.get(), path.c_str());
    if (rc != 0) {
        error = path + ": cannot write picture: " + IMG_GetError();
        return false;
    }
    return true;
}

} // namespace tessera::cli::onestroke_io
