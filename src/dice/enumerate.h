// Exact enumeration: runs a rule once for every combination of its chance nodes' summarised
// outcomes and collects the probability of each distinct result.
//
// The rule is re-run from the start along each path of choices (depth first). A node is met
// again on each re-run with the same earlier choices, so rules must be deterministic given
// their dice, which rules are by construction (pure functions of situation and dice).
#pragma once

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

#include "dice/roller.h"

namespace grognard::dice {

// A finite distribution over results of type R, each distinct result once, sorted by R.
template <class R>
struct Distribution {
  std::vector<std::pair<R, double>> outcomes;

  [[nodiscard]] double total() const {
    double t = 0.0;
    for (const auto& o : outcomes) t += o.second;
    return t;
  }
  // The distribution of f(result), merged and sorted; f must return an ordered type.
  template <class F>
  [[nodiscard]] auto map(F&& f) const {
    using K = decltype(f(outcomes.front().first));
    Distribution<K> d;
    d.outcomes.reserve(outcomes.size());
    for (const auto& o : outcomes) d.outcomes.emplace_back(f(o.first), o.second);
    d.normalise_order();
    return d;
  }
  // Probability that pred(result) holds.
  template <class P>
  [[nodiscard]] double probability(P&& pred) const {
    double t = 0.0;
    for (const auto& o : outcomes) t += pred(o.first) ? o.second : 0.0;
    return t;
  }
  // Expectation of f(result).
  template <class F>
  [[nodiscard]] double expectation(F&& f) const {
    double t = 0.0;
    for (const auto& o : outcomes) t += static_cast<double>(f(o.first)) * o.second;
    return t;
  }
  // Sorts by result and merges equal results.
  void normalise_order() {
    std::sort(outcomes.begin(), outcomes.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    std::size_t w = 0;
    for (std::size_t r = 0; r < outcomes.size(); ++r) {
      if (w > 0 && outcomes[w - 1].first == outcomes[r].first) {
        outcomes[w - 1].second += outcomes[r].second;
      } else {
        outcomes[w++] = std::move(outcomes[r]);
      }
    }
    outcomes.resize(w);
  }
};

namespace detail {

class PathRoller final : public Roller {
 public:
  struct Step {
    std::size_t index;
    std::size_t size;
  };
  std::size_t choose(const ChanceNode& node, std::string_view /*clause*/) override {
    if (depth_ == path_.size()) path_.push_back(Step{0, node.size()});
    const std::size_t i = path_[depth_++].index;
    p_ *= node.probability(i);
    return i;
  }
  void start() {
    depth_ = 0;
    p_ = 1.0;
  }
  [[nodiscard]] double probability() const { return p_; }
  // Moves to the next path; false when every path has been walked.
  bool advance() {
    path_.resize(depth_);
    while (!path_.empty()) {
      if (++path_.back().index < path_.back().size) return true;
      path_.pop_back();
    }
    return false;
  }

 private:
  std::vector<Step> path_;
  std::size_t depth_ = 0;
  double p_ = 1.0;
};

}  // namespace detail

// Runs rule(Roller&) -> R along every path of outcomes. R must be copyable and ordered
// (operator< and operator==).
template <class Rule>
auto enumerate(Rule&& rule) {
  using R = decltype(rule(std::declval<Roller&>()));
  Distribution<R> d;
  detail::PathRoller roller;
  do {
    roller.start();
    R r = rule(roller);
    d.outcomes.emplace_back(std::move(r), roller.probability());
  } while (roller.advance());
  d.normalise_order();
  return d;
}

}  // namespace grognard::dice
