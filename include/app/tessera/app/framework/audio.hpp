#pragma once
// Sound effects and music through SDL2_mixer. With no audio device (CI, a headless box, a
// muted machine) it opens nothing and every call is a no-op: the game runs silent.
#include <map>
#include <memory>
#include <string>

// The header itself, not declarations of its types: SDL_mixer 2.8 (Debian 13) declares
// Mix_Music differently from 2.6 (Debian 12), and a copy of either conflicts with the other.
#include <SDL_mixer.h>

namespace tessera::app {

class ResourceLog;

class Audio {
  public:
    Audio(std::string data_dir, ResourceLog& log);
    ~Audio();
    Audio(const Audio&) = delete;
    Audio& operator=(const Audio&) = delete;

    bool available() const { return open_; }
    // "audio on", or one sentence for the player's terminal: "Sound is off: no sound device was
    // found (ALSA: Couldn't open audio device: ...)." (the App prints it once at start).
    const std::string& status() const { return status_; }

    // name: a sound of assets/sounds/ without its extension ("clear", "invalid", "win", "click", ...)
    void play(const std::string& name);
    void play_music(const std::string& relative_path); // loops
    void stop_music();
    void set_volumes(int music_percent, int effects_percent);

  private:
    struct ChunkDeleter {
        void operator()(Mix_Chunk* c) const;
    };
    struct MusicDeleter {
        void operator()(Mix_Music* m) const;
    };
    std::string data_dir_;
    ResourceLog& log_;
    bool open_ = false;
    std::string status_;
    int effects_volume_ = 100;
    std::map<std::string, std::unique_ptr<Mix_Chunk, ChunkDeleter>> chunks_;
    std::unique_ptr<Mix_Music, MusicDeleter> music_;
};

} // namespace tessera::app
