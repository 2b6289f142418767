#pragma once
// Keeps libasound's own error messages off stderr while SDL looks for a sound device. Without a
// device ALSA prints a dozen "ALSA lib confmisc.c:855:(parse_card) cannot find card '0'" lines
// through its error handler; Audio says instead, in one line, that sound is off and why. The
// handler is set through dlopen("libasound.so.2"), the library SDL itself loads, so there is no
// link dependency on it and a system without ALSA is not affected.
namespace tessera::app {

class AlsaQuiet {
  public:
    AlsaQuiet();  // from now on, ALSA's messages are counted, not printed
    ~AlsaQuiet(); // ALSA's default handler (stderr) again
    AlsaQuiet(const AlsaQuiet&) = delete;
    AlsaQuiet& operator=(const AlsaQuiet&) = delete;
    // Messages ALSA gave while this lived.
    int messages() const;

  private:
    void* library_ = nullptr;
};

} // namespace tessera::app
