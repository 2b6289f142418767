// A recursive-descent parser for the C subset gettext allows in "plural=": the number n,
// decimal constants, ! * / % + - < > <= >= == != && || ?: and parentheses, with C's precedence.
#include "tessera/app/framework/plural_forms.hpp"

#include <cctype>
#include <string>
#include <vector>

namespace tessera::app {

struct PluralForms::Node {
    enum class Kind { kN, kConst, kNot, kBinary, kIf } kind = Kind::kConst;
    std::string op; // kBinary: "*", "/", "%", "+", "-", "<", ">", "<=", ">=", "==", "!=", "&&", "||"
    unsigned long value = 0;
    std::unique_ptr<Node> a, b, c;

    unsigned long eval(unsigned long n) const {
        switch (kind) {
        case Kind::kN:
            return n;
        case Kind::kConst:
            return value;
        case Kind::kNot:
            return a->eval(n) == 0;
        case Kind::kIf:
            return a->eval(n) ? b->eval(n) : c->eval(n);
        case Kind::kBinary:
            break;
        }
        const unsigned long x = a->eval(n);
        if (op == "&&") return x && b->eval(n);
        if (op == "||") return x || b->eval(n);
        const unsigned long y = b->eval(n);
        if (op == "*") return x * y;
        if (op == "/") return y ? x / y : 0; // a broken rule must not crash the game
        if (op == "%") return y ? x % y : 0;
        if (op == "+") return x + y;
        if (op == "-") return x - y;
        if (op == "<") return x < y;
        if (op == ">") return x > y;
        if (op == "<=") return x <= y;
        if (op == ">=") return x >= y;
        if (op == "==") return x == y;
        return x != y;
    }
};

namespace {

using Node = PluralForms::Node;
using NodePtr = std::unique_ptr<Node>;

class Parser {
  public:
    explicit Parser(std::string_view text) : s_(text) {}

    NodePtr whole() {
        NodePtr e = conditional();
        skip();
        return e && pos_ == s_.size() ? std::move(e) : nullptr;
    }

  private:
    std::string_view s_;
    std::size_t pos_ = 0;
    int depth_ = 0;

    void skip() {
        while (pos_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[pos_]))) ++pos_;
    }
    bool eat(std::string_view token) {
        skip();
        if (s_.substr(pos_, token.size()) != token) return false;
        // "<" must not take the first half of "<=", nor "!" of "!=".
        if (token.size() == 1 && pos_ + 1 < s_.size() && s_[pos_ + 1] == '=' &&
            (token == "<" || token == ">" || token == "!"))
            return false;
        pos_ += token.size();
        return true;
    }
    static NodePtr binary(std::string op, NodePtr a, NodePtr b) {
        if (!a || !b) return nullptr;
        auto n = std::make_unique<Node>();
        n->kind = Node::Kind::kBinary;
        n->op = std::move(op);
        n->a = std::move(a);
        n->b = std::move(b);
        return n;
    }

    NodePtr conditional() {
        if (++depth_ > 64) return nullptr; // a hostile header cannot exhaust the stack
        NodePtr cond = level(0);
        if (cond && eat("?")) {
            NodePtr yes = conditional();
            if (!eat(":")) return nullptr;
            NodePtr no = conditional();
            if (!yes || !no) return nullptr;
            auto n = std::make_unique<Node>();
            n->kind = Node::Kind::kIf;
            n->a = std::move(cond);
            n->b = std::move(yes);
            n->c = std::move(no);
            cond = std::move(n);
        }
        --depth_;
        return cond;
    }

    // Binary operators by precedence, loosest first.
    NodePtr level(int l) {
        static const std::vector<std::vector<std::string_view>> kLevels = {
            {"||"}, {"&&"}, {"==", "!="}, {"<=", ">=", "<", ">"}, {"+", "-"}, {"*", "/", "%"}};
        if (l == static_cast<int>(kLevels.size())) return unary();
        NodePtr left = level(l + 1);
        for (bool more = true; left && more;) {
            more = false;
            for (std::string_view op : kLevels[static_cast<std::size_t>(l)])
                if (eat(op)) {
                    left = binary(std::string(op), std::move(left), level(l + 1));
                    more = true;
                    break;
                }
        }
        return left;
    }

    NodePtr unary() {
        if (eat("!")) {
            NodePtr inner = unary();
            if (!inner) return nullptr;
            auto n = std::make_unique<Node>();
            n->kind = Node::Kind::kNot;
            n->a = std::move(inner);
            return n;
        }
        if (eat("(")) {
            NodePtr inner = conditional();
            return inner && eat(")") ? std::move(inner) : nullptr;
        }
        skip();
        if (pos_ < s_.size() && s_[pos_] == 'n') {
            ++pos_;
            auto n = std::make_unique<Node>();
            n->kind = Node::Kind::kN;
            return n;
        }
        if (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_]))) {
            auto n = std::make_unique<Node>();
            while (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_])))
                n->value = n->value * 10 + static_cast<unsigned long>(s_[pos_++] - '0');
            return n;
        }
        return nullptr;
    }
};

// The value after `key=` up to the next ';' (or the end), trimmed.
std::string_view field(std::string_view text, std::string_view key) {
    std::size_t at = text.find(key);
    while (at != std::string_view::npos) {
        // "plural" is also the end of "nplurals": a key starts the text or follows ' ' or ';'.
        if (at > 0 && text[at - 1] != ' ' && text[at - 1] != ';') {
            at = text.find(key, at + 1);
            continue;
        }
        std::size_t i = at + key.size();
        while (i < text.size() && text[i] == ' ') ++i;
        if (i < text.size() && text[i] == '=') {
            const std::size_t end = text.find(';', i + 1);
            return text.substr(i + 1, end == std::string_view::npos ? std::string_view::npos : end - i - 1);
        }
        at = text.find(key, at + 1);
    }
    return {};
}

} // namespace

PluralForms::PluralForms() { expr_ = Parser("n != 1").whole(); }
PluralForms::~PluralForms() = default;
PluralForms::PluralForms(PluralForms&&) noexcept = default;
PluralForms& PluralForms::operator=(PluralForms&&) noexcept = default;

std::optional<PluralForms> PluralForms::parse(std::string_view header_value) {
    const std::string_view count = field(header_value, "nplurals");
    const std::string_view rule = field(header_value, "plural");
    if (count.empty() || rule.empty()) return std::nullopt;
    unsigned long nplurals = 0;
    for (char c : count) {
        if (c == ' ') continue;
        if (!std::isdigit(static_cast<unsigned char>(c)) || nplurals > 1000) return std::nullopt;
        nplurals = nplurals * 10 + static_cast<unsigned long>(c - '0');
    }
    NodePtr expr = Parser(rule).whole();
    if (nplurals == 0 || !expr) return std::nullopt;
    PluralForms p;
    p.expr_ = std::move(expr);
    p.nplurals_ = nplurals;
    return p;
}

unsigned long PluralForms::index(unsigned long n) const {
    const unsigned long i = expr_ ? expr_->eval(n) : (n != 1);
    return i < nplurals_ ? i : 0;
}

} // namespace tessera::app
