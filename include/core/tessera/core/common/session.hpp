#pragma once
// Undo/redo over immutable states plus the move log (docs/architecture.md). A save is the game id
// plus moves(); loading replays them through the game's apply(), which also checks them.
//
//   Session<State, Move> s(initial);
//   s.push(outcome.state, move);   // drops any redo tail
//   s.undo(); s.redo(); s.restart();
#include <cassert>
#include <cstddef>
#include <utility>
#include <vector>

namespace tessera {

template <class State, class Move> class Session {
  public:
    explicit Session(State initial) { states_.push_back(std::move(initial)); }

    const State& current() const { return states_[pos_]; }
    const State& initial() const { return states_.front(); }

    // Records a move and the state it led to; a new move drops the redo tail.
    void push(State next, Move move) {
        states_.resize(pos_ + 1);
        moves_.resize(pos_);
        states_.push_back(std::move(next));
        moves_.push_back(std::move(move));
        ++pos_;
    }

    bool can_undo() const { return pos_ > 0; }
    bool can_redo() const { return pos_ + 1 < states_.size(); }
    bool undo() { return can_undo() ? (--pos_, true) : false; }
    bool redo() { return can_redo() ? (++pos_, true) : false; }
    // Back to the start, keeping the history for redo.
    void restart() { pos_ = 0; }

    // Moves that lead from initial() to current(), in order.
    std::vector<Move> moves() const {
        return {moves_.begin(), moves_.begin() + static_cast<std::ptrdiff_t>(pos_)};
    }
    std::size_t position() const { return pos_; }
    std::size_t history_size() const { return moves_.size(); }

    // Rebuilds a session by replaying moves with `apply(state, move) -> std::optional<State>`.
    // Returns the index of the first illegal move, or moves.size() when all replayed.
    template <class Apply> std::size_t replay(const std::vector<Move>& moves, Apply&& apply) {
        for (std::size_t i = 0; i < moves.size(); ++i) {
            auto next = apply(current(), moves[i]);
            if (!next) return i;
            push(std::move(*next), moves[i]);
        }
        return moves.size();
    }

  private:
    std::vector<State> states_;
    std::vector<Move> moves_;
    std::size_t pos_ = 0;
};

} // namespace tessera
