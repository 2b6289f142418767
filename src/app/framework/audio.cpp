#include "tessera/app/framework/audio.hpp"

#include <SDL.h>
#include <SDL_mixer.h>

#include "tessera/app/framework/alsa_quiet.hpp"
#include "tessera/app/framework/resources.hpp"

namespace tessera::app {

void Audio::ChunkDeleter::operator()(Mix_Chunk* c) const { Mix_FreeChunk(c); }
void Audio::MusicDeleter::operator()(Mix_Music* m) const { Mix_FreeMusic(m); }

Audio::Audio(std::string data_dir, ResourceLog& log) : data_dir_(std::move(data_dir)), log_(log) {
    // ALSA's messages while SDL looks for a device stay off stderr: one line says it instead.
    const AlsaQuiet quiet;
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        status_ = std::string("Sound is off: no sound driver could start (") + SDL_GetError() + ").";
        return;
    }
    if (Mix_OpenAudio(44100, MIX_DEFAULT_FORMAT, 2, 1024) != 0) {
        status_ = std::string("Sound is off: no sound device was found (") + Mix_GetError() + ").";
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return;
    }
    Mix_AllocateChannels(16);
    open_ = true;
    status_ = "audio on";
}

Audio::~Audio() {
    chunks_.clear();
    music_.reset();
    if (open_) {
        Mix_CloseAudio();
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
}

void Audio::play(const std::string& name) {
    if (!open_ || effects_volume_ == 0) return;
    auto it = chunks_.find(name);
    if (it == chunks_.end()) {
        const std::string path = data_dir_ + "/assets/sounds/" + name + ".wav";
        Mix_Chunk* c = Mix_LoadWAV(path.c_str());
        if (!c) log_.error("cannot load sound " + path + ": " + Mix_GetError());
        it = chunks_.emplace(name, std::unique_ptr<Mix_Chunk, ChunkDeleter>(c)).first;
    }
    if (it->second) {
        Mix_VolumeChunk(it->second.get(), effects_volume_ * MIX_MAX_VOLUME / 100);
        Mix_PlayChannel(-1, it->second.get(), 0);
    }
}

void Audio::play_music(const std::string& relative_path) {
    if (!open_) return;
    const std::string path = data_dir_ + "/" + relative_path;
    music_.reset(Mix_LoadMUS(path.c_str()));
    if (!music_) {
        log_.error("cannot load music " + path + ": " + Mix_GetError());
        return;
    }
    Mix_PlayMusic(music_.get(), -1);
}

void Audio::stop_music() {
    if (open_) Mix_HaltMusic();
}

void Audio::set_volumes(int music_percent, int effects_percent) {
    effects_volume_ = effects_percent;
    if (open_) Mix_VolumeMusic(music_percent * MIX_MAX_VOLUME / 100);
}

} // namespace tessera::app
