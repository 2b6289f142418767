#pragma once
// Decodes the game's pictures on a worker thread from the moment the app starts, so the frame
// that first shows a picture only uploads it. A 1280x720 background costs 20-30 ms to decode
// (PNG, opacity check, pixel format): done in that frame, it was the one frame of a scene far
// over the 2 ms budget (docs/performance.md, "Frames").
//
// Only decoding runs on the worker: SDL surfaces may be made on any thread, textures may not.
// A picture asked for before the worker has reached it is decoded by the caller at once, and
// one the worker is decoding is waited for, so asking is never slower than decoding.
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "tessera/app/framework/resources.hpp"

namespace tessera::app {

// A picture ready to become a texture: ARGB8888 pixels, whether every pixel is opaque (drawn
// without blending), or the reason it could not be read.
struct DecodedImage {
    SurfacePtr surface;
    bool opaque = false;
    std::string error;
};
DecodedImage decode_image(const std::string& full_path);

class ImagePreloader {
  public:
    // Paths are relative to root; the worker starts at once and decodes them in order.
    ImagePreloader(std::string root, std::vector<std::string> relative_paths);
    ~ImagePreloader(); // stop()
    ImagePreloader(const ImagePreloader&) = delete;
    ImagePreloader& operator=(const ImagePreloader&) = delete;

    // The decoded picture, handed over once; nullopt if the path was not in the list or was
    // taken already.
    std::optional<DecodedImage> take(const std::string& relative_path);
    // Blocks until the worker has finished the list (the bench uses it to model a player who
    // spends more than a moment in the menu).
    void wait_idle();
    // Stops the worker after the picture it is decoding and joins it: closing the app never waits
    // for the rest of the list. Pictures it did not reach are still decoded by take().
    void stop();
    // How many pictures the worker has decoded (what stop() saved is the rest of the list).
    std::size_t decoded_by_worker() const;
    // The pictures in the list. Directory listing of assets/{backgrounds,previews,sprites}.
    static std::vector<std::string> game_pictures(const std::string& root);

  private:
    enum class State { Pending, Decoding, Ready, Taken };
    struct Item {
        std::string path;
        State state = State::Pending;
        DecodedImage image;
    };
    void run();

    std::string root_;
    std::vector<Item> items_;
    mutable std::mutex mutex_;
    std::condition_variable changed_;
    bool stop_ = false;
    bool idle_ = false;
    std::size_t decoded_by_worker_ = 0;
    std::thread worker_;
};

} // namespace tessera::app
