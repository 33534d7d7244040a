// Sampled-versus-exact agreement for any rule: sample a rule n times with the computer's dice
// and compare the frequencies with the exact distribution by a chi-square test at p = 1e-6.
// Outcomes with an expected count below 5 are pooled, as the test requires.
#pragma once

#include <cmath>
#include <cstdint>
#include <map>
#include <vector>

#include "dice/enumerate.h"
#include "dice/sampler.h"

namespace grognard::testing {

struct ChiSquare {
  double statistic = 0;
  int degrees = 0;
  // The upper 1e-6 quantile of chi-square with `degrees` degrees of freedom, found by bisection
  // on the survival function 1 - P(k/2, x/2) (regularised lower gamma, by its series).
  [[nodiscard]] double bound() const {
    if (degrees <= 0) return 0;
    const double a = degrees / 2.0;
    auto survival = [a](double x) {
      const double h = x / 2;
      double term = 1 / a;
      double sum = term;
      for (int n = 1; n < 10000 && term > 1e-18 * sum; ++n) {
        term *= h / (a + n);
        sum += term;
      }
      return 1 - sum * std::exp(-h + a * std::log(h) - std::lgamma(a));
    };
    double lo = 0;
    double hi = 20.0 * degrees + 100;
    for (int i = 0; i < 200; ++i) {
      const double mid = (lo + hi) / 2;
      (survival(mid) > 1e-6 ? lo : hi) = mid;
    }
    return lo;
  }
  [[nodiscard]] bool agrees() const { return degrees == 0 || statistic <= bound(); }
};

// Chi-square of observed counts against expected probabilities (same order).
inline ChiSquare chi_square(const std::vector<double>& p, const std::vector<long>& count, long n) {
  ChiSquare c;
  double pooled_p = 0;
  long pooled_n = 0;
  int cells = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    const double e = p[i] * static_cast<double>(n);
    if (e < 5) {
      pooled_p += p[i];
      pooled_n += count[i];
      continue;
    }
    c.statistic += (static_cast<double>(count[i]) - e) * (static_cast<double>(count[i]) - e) / e;
    ++cells;
  }
  if (pooled_p * static_cast<double>(n) >= 5) {
    const double e = pooled_p * static_cast<double>(n);
    c.statistic += (static_cast<double>(pooled_n) - e) * (static_cast<double>(pooled_n) - e) / e;
    ++cells;
  }
  c.degrees = cells - 1;
  return c;
}

// Samples rule(Roller&) n times from `seed` and tests the frequencies against `exact`.
template <class Rule, class R>
ChiSquare sampled_against_exact(Rule&& rule, const dice::Distribution<R>& exact, long n,
                                std::uint64_t seed) {
  std::map<R, long> seen;
  for (long i = 0; i < n; ++i) {
    dice::Sampler s(seed + static_cast<std::uint64_t>(i) * 0x9E3779B97F4A7C15ULL);
    ++seen[rule(s)];
  }
  std::vector<double> p;
  std::vector<long> count;
  long accounted = 0;
  for (const auto& [r, q] : exact.outcomes) {
    p.push_back(q);
    const auto it = seen.find(r);
    count.push_back(it == seen.end() ? 0 : it->second);
    accounted += count.back();
  }
  if (accounted != n) {  // a sampled result the enumeration never produced
    ChiSquare impossible;
    impossible.statistic = INFINITY;
    impossible.degrees = 1;
    return impossible;
  }
  return chi_square(p, count, n);
}

}  // namespace grognard::testing
