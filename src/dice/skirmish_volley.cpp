#include "dice/skirmish_volley.h"

#include <array>

namespace grognard::dice {

struct SkirmishVolley::Support {
  std::vector<VolleyResult> values;
  std::vector<double> p;
  std::vector<int> index;  // state key (hits, double six, other double) -> outcome, or -1

  static std::size_t key(int hits, bool d6, bool od) {
    return (static_cast<std::size_t>(hits) * 2 + (d6 ? 1 : 0)) * 2 + (od ? 1 : 0);
  }
};

namespace {

// One pair, by its 36 equally likely ordered faces: (hits, double six, other double, ways).
struct PairClass {
  int hits;
  bool d6;
  bool od;
  double ways;
};
constexpr std::array<PairClass, 4> kPairClasses{{
    {0, false, true, 5.0},    // 1-1 .. 5-5
    {0, false, false, 20.0},  // no six, not a double
    {1, false, false, 10.0},  // exactly one six
    {2, true, false, 1.0},    // 6-6
}};

std::unique_ptr<SkirmishVolley::Support> build(int pairs, int singles) {
  const int max_hits = 2 * pairs + singles;
  using Key = std::size_t;
  const auto key = SkirmishVolley::Support::key;
  std::vector<double> dist(key(max_hits, true, true) + 1, 0.0);
  dist[key(0, false, false)] = 1.0;
  int reach = 0;  // highest hit count reachable so far
  for (int i = 0; i < pairs; ++i) {
    std::vector<double> next(dist.size(), 0.0);
    for (int h = 0; h <= reach; ++h) {
      for (int f = 0; f < 4; ++f) {
        const bool d6 = (f & 2) != 0;
        const bool od = (f & 1) != 0;
        const double w = dist[key(h, d6, od)];
        if (w == 0.0) continue;
        for (const PairClass& c : kPairClasses) {
          next[key(h + c.hits, d6 || c.d6, od || c.od)] += w * c.ways / 36.0;
        }
      }
    }
    dist.swap(next);
    reach += 2;
  }
  for (int s = 0; s < singles; ++s) {
    std::vector<double> next(dist.size(), 0.0);
    for (int h = 0; h <= reach; ++h) {
      for (int f = 0; f < 4; ++f) {
        const Key k = key(h, (f & 2) != 0, (f & 1) != 0);
        if (dist[k] == 0.0) continue;
        next[k] += dist[k] * 5.0 / 6.0;
        next[key(h + 1, (f & 2) != 0, (f & 1) != 0)] += dist[k] / 6.0;
      }
    }
    dist.swap(next);
    reach += 1;
  }
  auto support = std::make_unique<SkirmishVolley::Support>();
  support->index.assign(dist.size(), -1);
  for (int h = 0; h <= max_hits; ++h) {
    for (int f = 0; f < 4; ++f) {
      const Key k = key(h, (f & 2) != 0, (f & 1) != 0);
      if (dist[k] <= 0.0) continue;
      support->index[k] = static_cast<int>(support->values.size());
      support->values.push_back(VolleyResult{h, (f & 2) != 0, (f & 1) != 0});
      support->p.push_back(dist[k]);
    }
  }
  return support;
}

// Supports are pure functions of (pairs, singles); each thread keeps its own, so exact odds
// re-run a rule many times without recomputing them and without locks.
const SkirmishVolley::Support* support_for(int pairs, int singles) {
  thread_local std::array<
      std::array<std::unique_ptr<SkirmishVolley::Support>, SkirmishVolley::kMaxSingles + 1>,
      SkirmishVolley::kMaxPairs + 1>
      cache;
  auto& slot = cache[static_cast<std::size_t>(pairs)][static_cast<std::size_t>(singles)];
  if (!slot) slot = build(pairs, singles);
  return slot.get();
}

}  // namespace

SkirmishVolley::SkirmishVolley(int pairs, int singles)
    : pairs_(pairs), singles_(singles), support_(support_for(pairs, singles)) {}

std::size_t SkirmishVolley::size() const {
  return support_->values.size();
}

double SkirmishVolley::probability(std::size_t i) const {
  return support_->p[i];
}

VolleyResult SkirmishVolley::value(std::size_t i) const {
  return support_->values[i];
}

std::size_t SkirmishVolley::summarise(std::span<const Face> faces) const {
  int hits = 0;
  bool d6 = false;
  bool od = false;
  for (std::size_t i = 0; i < static_cast<std::size_t>(pairs_); ++i) {
    const Face a = faces[2 * i];
    const Face b = faces[2 * i + 1];
    hits += (a == 6 ? 1 : 0) + (b == 6 ? 1 : 0);
    if (a == b) (a == 6 ? d6 : od) = true;
  }
  for (std::size_t s = 2 * static_cast<std::size_t>(pairs_); s < faces.size(); ++s) {
    hits += faces[s] == 6 ? 1 : 0;
  }
  return static_cast<std::size_t>(support_->index[Support::key(hits, d6, od)]);
}

std::string SkirmishVolley::label() const {
  std::string s = std::to_string(pairs_) + "×2D6";
  if (singles_ > 0) s += " + " + std::to_string(singles_) + "D6";
  return s;
}

}  // namespace grognard::dice
