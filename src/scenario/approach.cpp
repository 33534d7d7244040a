#include "scenario/approach.h"

namespace grognard::scenario {

using table::BaseRef;
using table::TerrainKind;

bool in_rough_cover_or_built_up(const table::Table& t, BaseRef b) {
  double share = 0;
  for (TerrainKind k : {TerrainKind::rough, TerrainKind::wood, TerrainKind::cover,
                        TerrainKind::built_up, TerrainKind::redoubt}) {
    share += t.fraction_in(b, k);
  }
  return share >= kInTerrainShare - rules::kTapeTolerance;
}

std::vector<bool> sheltered_bases(const table::Table& t, std::size_t piece) {
  std::vector<bool> out(t.piece(piece).bases.size());
  for (std::size_t b = 0; b < out.size(); ++b)
    out[b] = in_rough_cover_or_built_up(t, BaseRef{piece, b});
  return out;
}

EnemyBreaches enemy_breaches(const table::Table& t, std::size_t piece,
                             const std::vector<bool>& sheltered, std::size_t enemy_piece,
                             rules::Stance enemy, const model::RuleOptions& options) {
  EnemyBreaches out;
  for (std::size_t b = 0; b < sheltered.size(); ++b) {
    const double d = t.distance(BaseRef{piece, b}, enemy_piece);
    if (auto br = rules::approach_limit(enemy, d, sheltered[b], options)) {
      if (!out.approach || br->measured < out.approach->measured) {
        out.approach = br;
        out.approach_base = static_cast<int>(b) + 1;
      }
    }
    if (auto br = rules::fall_back_due(enemy, d, options)) {
      if (!out.fall_back || br->measured < out.fall_back->measured) out.fall_back = br;
      if (!sheltered[b] &&
          (!out.fall_back_unsheltered || br->measured < out.fall_back_unsheltered->measured)) {
        out.fall_back_unsheltered = br;
        out.fall_back_base = static_cast<int>(b) + 1;
      }
    }
    if (rules::caught(enemy, d)) out.caught.push_back(Caught{static_cast<int>(b) + 1, d});
  }
  return out;
}

double breach_reach(const model::RuleOptions& options) {
  return model::rule_inches(rules::kApproachCavalry, options.scale) + 1;
}

}  // namespace grognard::scenario
