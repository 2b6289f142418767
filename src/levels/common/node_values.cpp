// A Node's typed readers: arrays, numbers, booleans, strings and choices, each checked against its
// limits with a message naming the place (document.hpp).
#include "tessera/levels/common/document.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace tessera::levels {

std::vector<Node> Node::as_array(std::size_t max) const { return as_array(0, max); }

std::vector<Node> Node::as_array(std::size_t min, std::size_t max) const {
    // A wrong array gives `min` stand-ins (callers index up to min) when errors are collected.
    const auto stand_ins = [&] { return std::vector<Node>(min, stand_in()); };
    if (stand_in_) return stand_ins();
    if (!value_->is_array()) {
        reject("expected an array, got " + describe(*value_));
        return stand_ins();
    }
    const std::size_t n = value_->size();
    if (n < min || n > max) {
        if (min == max)
            reject("expected an array of " + std::to_string(min) + " items, got " + std::to_string(n));
        else
            reject("expected an array of " + std::to_string(min) + ".." + std::to_string(max) +
                   " items, got " + std::to_string(n));
        return stand_ins();
    }
    std::vector<Node> out;
    out.reserve(n);
    const auto me = self();
    for (std::size_t i = 0; i < n; ++i) out.push_back(Node(doc_, &(*value_)[i], me, {}, i, true));
    return out;
}

std::int64_t Node::as_int(std::int64_t lo, std::int64_t hi) const {
    const std::string expected = "expected an integer " + std::to_string(lo) + ".." + std::to_string(hi);
    std::int64_t v = 0;
    const auto wrong = [&] {
        reject(expected + ", got " + describe(*value_));
        return lo; // the fallback when errors are collected
    };
    if (value_->is_number_unsigned()) {
        const auto u = value_->get<std::uint64_t>();
        if (u > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) return wrong();
        v = static_cast<std::int64_t>(u);
    } else if (value_->is_number_integer()) {
        v = value_->get<std::int64_t>();
    } else if (value_->is_number_float()) {
        const double d = value_->get<double>();
        if (std::floor(d) != d || d < -9e18 || d > 9e18) return wrong();
        v = static_cast<std::int64_t>(d);
    } else {
        return wrong();
    }
    if (v < lo || v > hi) return wrong();
    return v;
}

std::uint64_t Node::as_u64() const {
    if (value_->is_number_unsigned()) return value_->get<std::uint64_t>();
    if (value_->is_number_integer() && value_->get<std::int64_t>() >= 0)
        return static_cast<std::uint64_t>(value_->get<std::int64_t>());
    reject("expected a non-negative integer, got " + describe(*value_));
    return 0;
}

double Node::as_number(double lo, double hi) const {
    std::ostringstream range;
    range << lo << ".." << hi;
    if (!value_->is_number() || !(value_->get<double>() >= lo && value_->get<double>() <= hi)) {
        reject("expected a number " + range.str() + ", got " + describe(*value_));
        return lo;
    }
    return value_->get<double>();
}

bool Node::as_bool() const {
    if (!value_->is_boolean()) {
        reject("expected true or false, got " + describe(*value_));
        return false;
    }
    return value_->get<bool>();
}

std::string Node::as_string(std::size_t max_length) const {
    if (!value_->is_string()) {
        reject("expected a string, got " + describe(*value_));
        return {};
    }
    const auto& s = value_->get_ref<const std::string&>();
    if (s.size() > max_length) {
        const std::size_t chars = count_characters(s);
        if (chars > max_length) {
            reject("string too long: " + std::to_string(chars) + " characters, at most " +
                   std::to_string(max_length));
            return {};
        }
    }
    return s;
}

std::string Node::as_enum(std::initializer_list<std::string_view> choices) const {
    return as_enum(std::span<const std::string_view>(choices.begin(), choices.size()));
}

std::string Node::as_enum(std::span<const std::string_view> choices) const {
    std::string list;
    for (auto c : choices) list += (list.empty() ? "" : ", ") + quote_key(c);
    if (value_->is_string()) {
        const auto& s = value_->get_ref<const std::string&>();
        for (auto c : choices)
            if (c == s) return s;
    }
    reject("expected one of " + list + ", got " + describe(*value_));
    return choices.empty() ? std::string() : std::string(choices.front());
}

std::int64_t Node::get_int(std::string_view key, std::int64_t lo, std::int64_t hi,
                           std::int64_t fallback) const {
    auto n = find(key);
    return n ? n->as_int(lo, hi) : fallback;
}

bool Node::get_bool(std::string_view key, bool fallback) const {
    auto n = find(key);
    return n ? n->as_bool() : fallback;
}

std::string Node::get_string(std::string_view key, std::string fallback, std::size_t max_length) const {
    auto n = find(key);
    return n ? n->as_string(max_length) : std::move(fallback);
}

// ---------------------------------------------------------------- Document

} // namespace tessera::levels
