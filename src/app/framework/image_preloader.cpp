#include "tessera/app/framework/image_preloader.hpp"

#include <SDL_image.h>
#include <algorithm>
#include <filesystem>

namespace tessera::app {

namespace {
bool all_opaque(SDL_Surface* argb) {
    for (int y = 0; y < argb->h; ++y) {
        const auto* row = reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(argb->pixels) +
                                                          static_cast<std::ptrdiff_t>(y) * argb->pitch);
        for (int x = 0; x < argb->w; ++x)
            if ((row[x] >> 24) != 255) return false;
    }
    return true;
}
} // namespace

DecodedImage decode_image(const std::string& full_path) {
    DecodedImage out;
    SurfacePtr raw(IMG_Load(full_path.c_str()));
    if (!raw) {
        out.error = IMG_GetError();
        return out;
    }
    const bool has_alpha = SDL_ISPIXELFORMAT_ALPHA(raw->format->format);
    out.surface.reset(raw->format->format == SDL_PIXELFORMAT_ARGB8888
                          ? raw.release()
                          : SDL_ConvertSurfaceFormat(raw.get(), SDL_PIXELFORMAT_ARGB8888, 0));
    if (!out.surface) {
        out.error = SDL_GetError();
        return out;
    }
    out.opaque = !has_alpha || all_opaque(out.surface.get());
    return out;
}

ImagePreloader::ImagePreloader(std::string root, std::vector<std::string> relative_paths)
    : root_(std::move(root)) {
    for (auto& p : relative_paths) items_.push_back({std::move(p), State::Pending, {}});
    worker_ = std::thread([this] { run(); });
}

ImagePreloader::~ImagePreloader() { stop(); }

void ImagePreloader::stop() {
    {
        std::lock_guard lock(mutex_);
        stop_ = true;
    }
    if (worker_.joinable()) worker_.join();
}

std::size_t ImagePreloader::decoded_by_worker() const {
    std::lock_guard lock(mutex_);
    return decoded_by_worker_;
}

void ImagePreloader::run() {
    // SDL keeps a per-thread error buffer, made by the first SDL_SetError on the thread (a picture
    // that cannot be read), and frees it at the thread's end only for threads SDL made; this is a
    // std::thread, so it frees it itself (LeakSanitizer saw the 153 bytes when the worker, not the
    // UI thread, met the bad picture).
    struct SdlThreadDataCleanup {
        ~SdlThreadDataCleanup() { SDL_TLSCleanup(); }
    } sdl_thread_data_cleanup;
    for (std::size_t i = 0;; ++i) {
        std::string full;
        {
            std::lock_guard lock(mutex_);
            while (i < items_.size() && items_[i].state != State::Pending) ++i;
            if (stop_ || i == items_.size()) {
                idle_ = true;
                changed_.notify_all();
                return;
            }
            items_[i].state = State::Decoding;
            full = root_ + "/" + items_[i].path;
        }
        DecodedImage image = decode_image(full);
        std::lock_guard lock(mutex_);
        items_[i].image = std::move(image);
        items_[i].state = State::Ready;
        ++decoded_by_worker_;
        changed_.notify_all();
    }
}

std::optional<DecodedImage> ImagePreloader::take(const std::string& relative_path) {
    std::unique_lock lock(mutex_);
    auto it = std::find_if(items_.begin(), items_.end(),
                           [&](const Item& item) { return item.path == relative_path; });
    if (it == items_.end() || it->state == State::Taken) return std::nullopt;
    if (it->state == State::Pending) { // not reached yet: decode it here, the worker skips it
        it->state = State::Taken;
        lock.unlock();
        return decode_image(root_ + "/" + relative_path);
    }
    changed_.wait(lock, [&] { return it->state == State::Ready; });
    it->state = State::Taken;
    return std::move(it->image);
}

void ImagePreloader::wait_idle() {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return idle_; });
}

std::vector<std::string> ImagePreloader::game_pictures(const std::string& root) {
    std::vector<std::string> out;
    for (const char* folder : {"assets/backgrounds", "assets/previews", "assets/sprites"}) {
        std::error_code ec;
        for (std::filesystem::directory_iterator it(root + "/" + folder, ec), end; !ec && it != end;
             it.increment(ec))
            if (it->path().extension() == ".png")
                out.push_back(std::string(folder) + "/" + it->path().filename().string());
    }
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace tessera::app
