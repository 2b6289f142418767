#include "tessera/app/framework/alsa_quiet.hpp"

#include <atomic>
#include <dlfcn.h>

namespace tessera::app {

namespace {

// snd_lib_error_handler_t, as alsa/error.h declares it.
using AlsaErrorHandler = void (*)(const char* file, int line, const char* function, int err, const char* fmt,
                                  ...);
using SetHandler = int (*)(AlsaErrorHandler);

std::atomic<int> alsa_messages{0};

void count_message(const char*, int, const char*, int, const char*, ...) { ++alsa_messages; }

SetHandler set_handler(void* library) {
    return library ? reinterpret_cast<SetHandler>(::dlsym(library, "snd_lib_error_set_handler")) : nullptr;
}

} // namespace

AlsaQuiet::AlsaQuiet() : library_(::dlopen("libasound.so.2", RTLD_NOW | RTLD_LOCAL)) {
    alsa_messages = 0;
    if (SetHandler set = set_handler(library_)) set(count_message);
}

AlsaQuiet::~AlsaQuiet() {
    if (SetHandler set = set_handler(library_)) set(nullptr);
    if (library_) ::dlclose(library_);
}

int AlsaQuiet::messages() const { return alsa_messages; }

} // namespace tessera::app
