// Tessera sound generator: synthesises short effects and a calm music loop and writes them as
// 16-bit PCM mono WAV files. Standard library only; deterministic (fixed-seed noise).
//
// Build: g++ -std=c++20 -O2 tools/gen_sounds.cpp -o /tmp/gen_sounds
// Run:   /tmp/gen_sounds [assets-dir]      (default: assets)
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace {

constexpr double kTau = 6.283185307179586;

using Samples = std::vector<double>;

struct Noise { // xorshift with a fixed seed: deterministic
    uint32_t s = 0x9E3779B9u;
    double next() {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        return (s / 4294967295.0) * 2 - 1;
    }
};

double midi_frequency(double n) { return 440.0 * std::pow(2.0, (n - 69) / 12.0); }

// Attack/decay envelope: linear attack of `a` seconds then exponential decay with time constant `d`.
double envelope(double t, double a, double d) {
    if (t < 0) return 0;
    if (t < a) return t / a;
    return std::exp(-(t - a) / d);
}

// Smooth fade-in/out at the buffer ends so nothing clicks.
void fade_edges(Samples& b, int rate, double fade_in = 0.002, double fade_out = 0.02) {
    int fi = int(fade_in * rate), fo = int(fade_out * rate);
    for (int i = 0; i < fi && i < (int)b.size(); ++i) b[i] *= double(i) / fi;
    for (int i = 0; i < fo && i < (int)b.size(); ++i) b[b.size() - 1 - i] *= double(i) / fo;
}

void normalise(Samples& b, double peak) {
    double m = 0;
    for (double v : b) m = std::max(m, std::fabs(v));
    if (m > 0)
        for (double& v : b) v *= peak / m;
}

bool write_wav(const std::string& path, const Samples& b, int rate) {
    std::filesystem::create_directories(std::filesystem::path(path).parent_path());
    std::ofstream f(path, std::ios::binary);
    if (!f) return false;
    auto u32 = [&](uint32_t v) {
        f.put(char(v & 255)).put(char(v >> 8 & 255)).put(char(v >> 16 & 255)).put(char(v >> 24));
    };
    auto u16 = [&](uint16_t v) { f.put(char(v & 255)).put(char(v >> 8)); };
    uint32_t data = uint32_t(b.size() * 2);
    f.write("RIFF", 4);
    u32(36 + data);
    f.write("WAVEfmt ", 8);
    u32(16);
    u16(1); // PCM
    u16(1); // mono
    u32(rate);
    u32(rate * 2);
    u16(2);
    u16(16);
    f.write("data", 4);
    u32(data);
    for (double v : b) {
        long s = std::lround(std::clamp(v, -1.0, 1.0) * 32767);
        u16(uint16_t(int16_t(s)));
    }
    std::printf("wrote %s (%.2f s)\n", path.c_str(), double(b.size()) / rate);
    return bool(f);
}

constexpr int kRate = 44100;

// Bell-ish tone: fundamental plus an inharmonic partial, both decaying.
void bell(Samples& b, double start, double freq, double amp, double decay, int rate = kRate) {
    int s0 = int(start * rate);
    for (int i = s0; i < (int)b.size(); ++i) {
        double t = double(i - s0) / rate;
        double e = envelope(t, 0.004, decay);
        if (e < 1e-4 && t > 0.01) break;
        b[i] += amp * e *
                (std::sin(kTau * freq * t) +
                 0.35 * std::sin(kTau * freq * 2.0 * t) * std::exp(-t / (decay * 0.5)) +
                 0.12 * std::sin(kTau * freq * 2.76 * t) * std::exp(-t / (decay * 0.3)));
    }
}

Samples swap_effect() {
    Samples b(int(0.2 * kRate));
    double ph = 0;
    Noise n;
    double lp = 0;
    for (size_t i = 0; i < b.size(); ++i) {
        double t = double(i) / kRate;
        double f = 420 + 520 * (t / 0.2);
        ph += kTau * f / kRate;
        lp += 0.08 * (n.next() - lp);
        double e = envelope(t, 0.015, 0.06);
        b[i] = e * (0.6 * std::sin(ph) + 0.25 * std::sin(2 * ph) + 0.5 * lp);
    }
    return b;
}

Samples clear_effect() {
    Samples b(int(0.7 * kRate));
    const double notes[3] = {84, 88, 91}; // C6 E6 G6
    for (int k = 0; k < 3; ++k) bell(b, k * 0.06, midi_frequency(notes[k]), 0.5, 0.18);
    bell(b, 0.18, midi_frequency(96), 0.25, 0.25);
    return b;
}

Samples drop_effect() {
    Samples b(int(0.28 * kRate));
    double ph = 0;
    for (size_t i = 0; i < b.size(); ++i) {
        double t = double(i) / kRate;
        double f = 70 + 110 * std::exp(-t / 0.04);
        ph += kTau * f / kRate;
        b[i] = envelope(t, 0.003, 0.07) * (std::sin(ph) + 0.2 * std::sin(3 * ph));
    }
    return b;
}

Samples invalid_effect() {
    Samples b(int(0.38 * kRate));
    const double f[2] = {233.08, 196.0};
    for (int k = 0; k < 2; ++k) {
        int s0 = int(k * 0.15 * kRate);
        for (int i = s0; i < (int)b.size(); ++i) {
            double t = double(i - s0) / kRate;
            if (t > 0.22) break;
            double e = envelope(t, 0.01, 0.06) * (t < 0.16 ? 1 : std::max(0.0, 1 - (t - 0.16) / 0.06));
            double x = kTau * f[k] * t;
            b[i] += 0.5 * e * (std::sin(x) + std::sin(3 * x) / 3 + std::sin(5 * x) / 6);
        }
    }
    return b;
}

Samples win_effect() {
    Samples b(int(1.4 * kRate));
    const double arp[4] = {72, 76, 79, 84};
    for (int k = 0; k < 4; ++k) bell(b, k * 0.11, midi_frequency(arp[k]), 0.45, 0.25);
    for (double n : {72.0, 76.0, 79.0, 84.0}) bell(b, 0.5, midi_frequency(n), 0.22, 0.45);
    bell(b, 0.5, midi_frequency(96), 0.12, 0.35);
    return b;
}

Samples lose_effect() {
    Samples b(int(1.3 * kRate));
    const double notes[4] = {67, 66, 65, 64};
    for (int k = 0; k < 4; ++k) {
        int s0 = int(k * 0.22 * kRate);
        double len = k == 3 ? 0.6 : 0.24;
        double ph = 0;
        for (int i = s0; i < (int)b.size(); ++i) {
            double t = double(i - s0) / kRate;
            if (t > len + 0.05) break;
            double f = midi_frequency(notes[k]) * (k == 3 ? (1 - 0.03 * t) : 1) *
                       (1 + 0.004 * std::sin(kTau * 5 * t));
            ph += kTau * f / kRate;
            double tri = 2 / 3.14159 * std::asin(std::sin(ph));
            double e = std::min(1.0, t / 0.015) * std::max(0.0, 1 - t / (len + 0.05));
            b[i] += 0.45 * e * (0.7 * tri + 0.3 * std::sin(ph));
        }
    }
    return b;
}

Samples click_effect() {
    Samples b(int(0.06 * kRate));
    for (size_t i = 0; i < b.size(); ++i) {
        double t = double(i) / kRate;
        b[i] = envelope(t, 0.0008, 0.008) * std::sin(kTau * 1800 * t) +
               0.4 * envelope(t, 0.0005, 0.015) * std::sin(kTau * 900 * t);
    }
    return b;
}

Samples pick_effect() {
    Samples b(int(0.14 * kRate));
    Noise n;
    double lp = 0;
    for (size_t i = 0; i < b.size(); ++i) {
        double t = double(i) / kRate;
        lp += 0.3 * (n.next() - lp);
        b[i] = envelope(t, 0.001, 0.025) * (std::sin(kTau * 950 * t) + 0.5 * std::sin(kTau * 1900 * t) +
                                            0.3 * std::sin(kTau * 2650 * t)) +
               0.5 * envelope(t, 0.0005, 0.006) * lp;
    }
    return b;
}

Samples pop_effect() {
    Samples b(int(0.16 * kRate));
    double ph = 0;
    for (size_t i = 0; i < b.size(); ++i) {
        double t = double(i) / kRate;
        double f = 320 + 1100 * (1 - std::exp(-t / 0.025));
        ph += kTau * f / kRate;
        b[i] = envelope(t, 0.002, 0.035) * (std::sin(ph) + 0.15 * std::sin(2 * ph));
    }
    return b;
}

// Calm loop: 8 bars of 4 beats at 68.57 bpm = 28 s. Everything is rendered into a circular
// buffer, so tails that run past the end wrap to the start and the loop is seamless.
Samples music(int rate) {
    const double beat = 0.875, bar = 4 * beat;
    const int bars = 8;
    const size_t length = size_t(bars * bar * rate);
    Samples b(length, 0.0);
    auto add = [&](double start, double dur, auto&& f) {
        size_t s0 = size_t(start * rate), n = size_t(dur * rate);
        for (size_t i = 0; i < n; ++i) b[(s0 + i) % length] += f(double(i) / rate);
    };
    // chords (midi_frequency notes): Cmaj7, Am7, Fmaj7, G6, Cmaj7/E, Em7, Fmaj7, Gsus2
    const std::vector<std::vector<int>> chords = {{48, 55, 64, 71}, {45, 55, 60, 64}, {41, 57, 60, 64},
                                                  {43, 55, 59, 64}, {52, 55, 60, 71}, {40, 55, 59, 62},
                                                  {41, 57, 60, 64}, {43, 55, 57, 62}};
    for (int c = 0; c < bars; ++c) {
        double t0 = c * bar;
        // soft pad: two slightly detuned sines per note, slow swell, long release overlapping the next bar
        for (size_t k = 1; k < chords[c].size(); ++k) {
            double f = midi_frequency(chords[c][k]);
            add(t0, bar + 2.0, [f](double t) {
                double e = std::min(1.0, t / 1.2) * (t > 3.0 ? std::exp(-(t - 3.0) / 0.7) : 1.0);
                return 0.06 * e *
                       (std::sin(kTau * f * t) + std::sin(kTau * f * 1.003 * t + 1.0) +
                        0.3 * std::sin(kTau * f * 2 * t));
            });
        }
        // bass root
        double fb = midi_frequency(chords[c][0]);
        add(t0, bar + 1.0, [fb](double t) {
            double e = std::min(1.0, t / 0.05) * std::exp(-t / 1.6);
            return 0.16 * e * (std::sin(kTau * fb * t) + 0.2 * std::sin(kTau * fb * 2 * t));
        });
        // arpeggio in eighth notes, an octave above the pad
        const int pattern[8] = {1, 2, 3, 2, 1, 3, 2, 3};
        for (int e8 = 0; e8 < 8; ++e8) {
            int note = chords[c][pattern[e8]] + 12;
            if (c % 2 == 1 && e8 == 7) note += 5;
            double f = midi_frequency(note);
            double amp = (e8 % 2 == 0) ? 0.09 : 0.065;
            add(t0 + e8 * beat / 2, 1.2, [f, amp](double t) {
                double e = std::min(1.0, t / 0.006) * std::exp(-t / 0.35);
                return amp * e *
                       (std::sin(kTau * f * t) + 0.25 * std::sin(kTau * f * 2 * t) * std::exp(-t / 0.12));
            });
        }
    }
    // gentle tremolo with a period dividing the loop length (7 s)
    for (size_t i = 0; i < length; ++i) b[i] *= 0.92 + 0.08 * std::sin(kTau * double(i) / rate / 7.0);
    normalise(b, 0.6);
    return b;
}

} // namespace

int main(int argc, char** argv) {
    std::string dir = argc > 1 ? argv[1] : "assets";
    bool ok = true;
    struct Effect {
        const char* name;
        Samples (*make)();
        double peak;
    };
    const Effect effects[] = {
        {"swap", swap_effect, 0.55},      {"clear", clear_effect, 0.6}, {"drop", drop_effect, 0.6},
        {"invalid", invalid_effect, 0.5}, {"win", win_effect, 0.65},    {"lose", lose_effect, 0.55},
        {"click", click_effect, 0.45},    {"pick", pick_effect, 0.5},   {"pop", pop_effect, 0.55}};
    for (const Effect& f : effects) {
        Samples b = f.make();
        normalise(b, f.peak);
        fade_edges(b, kRate, 0.002, std::min(0.15, 0.2 * double(b.size()) / kRate));
        ok &= write_wav(dir + "/sounds/" + f.name + ".wav", b, kRate);
    }
    ok &= write_wav(dir + "/music/calm_loop.wav", music(22050), 22050);
    return ok ? 0 : 1;
}
