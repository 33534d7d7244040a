// Issue 15: the drawing's labels never overlap. Every label is a <g class="label"
// data-box="x y w h"> with the box it takes; no two boxes may overlap, on the scenario's table
// and on every turn's map of whole battles (the report's pictures, late turns crowded).
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "engine/battle.h"
#include "game/peninsular.h"
#include "game/setup.h"
#include "scenario/draw.h"
#include "scenario/labels.h"
#include "scenario/load.h"
#include "text/battle_report.h"

namespace grognard::scenario {
namespace {

// The data-box of every label in `svg` (std::regex would recurse too deep on a whole page).
std::vector<LabelBox> boxes_in(const std::string& svg) {
  std::vector<LabelBox> out;
  const std::string key = "data-box=\"";
  for (auto at = svg.find(key); at != std::string::npos; at = svg.find(key, at + 1)) {
    LabelBox b;
    std::istringstream in(svg.substr(at + key.size(), 80));
    in >> b.x >> b.y >> b.w >> b.h;
    out.push_back(b);
  }
  return out;
}

// The boxes of one picture (an SVG, or a page of several) overlap nowhere.
void expect_apart(const std::string& page, const std::string& what) {
  int pictures = 0;
  for (auto from = page.find("<svg"); from != std::string::npos;
       from = page.find("<svg", from + 1)) {
    const auto to = page.find("</svg>", from);
    ASSERT_NE(to, std::string::npos) << what;
    ++pictures;
    const std::vector<LabelBox> boxes = boxes_in(page.substr(from, to - from));
    EXPECT_FALSE(boxes.empty()) << what;
    for (std::size_t i = 0; i < boxes.size(); ++i) {
      for (std::size_t j = i + 1; j < boxes.size(); ++j) {
        // Boxes carry a pixel and a half of padding; touching padding is not an overlap.
        LabelBox a = boxes[i];
        LabelBox b = boxes[j];
        a.x += 1.5, a.y += 1.5, a.w -= 3, a.h -= 3;
        b.x += 1.5, b.y += 1.5, b.w -= 3, b.h -= 3;
        EXPECT_FALSE(a.overlaps(b))
            << what << ", picture " << pictures << ": label " << i << " and " << j;
      }
    }
  }
  EXPECT_GT(pictures, 0) << what;
}

TEST(DrawLabels, PlacementKeepsBoxesApart) {
  std::vector<LabelRequest> crowd;
  for (int i = 0; i < 12; ++i) {
    crowd.push_back(LabelRequest{100, 100, {"1-й батальон 31-го линейного"}, {11}, true});
  }
  const auto placed = place_labels(crowd, {}, LabelBox{0, 0, 600, 400});
  ASSERT_EQ(placed.size(), crowd.size());
  for (std::size_t i = 0; i < placed.size(); ++i) {
    for (std::size_t j = i + 1; j < placed.size(); ++j) {
      EXPECT_FALSE(placed[i].box.overlaps(placed[j].box)) << i << " " << j;
    }
  }
  EXPECT_FALSE(placed.front().leader);
  EXPECT_TRUE(placed.back().leader);  // moved far: joined to its unit by a line
}

TEST(DrawLabels, TheScenarioTableInBothLanguages) {
  const Scenario s = game::peninsular_scenario();
  const Field field(s);
  for (bool russian : {false, true}) {
    DrawOptions d;
    d.russian = russian;
    d.arcs = true;
    d.ranges = true;
    expect_apart(draw_svg(field, d), russian ? "ru" : "en");
  }
}

TEST(DrawLabels, EveryTurnOfWholeBattles) {
  const Scenario s = game::peninsular_scenario();
  const game::GameState start = game::battle_from(s).value();
  for (int seed = 1; seed <= 4; ++seed) {
    const engine::BattleRecord r = engine::record_battle(start, static_cast<std::uint64_t>(seed));
    for (text::Lang lang : {text::Lang::en, text::Lang::ru}) {
      const std::string html = text::battle_report_html(s, r.turns, r.report.log, lang);
      expect_apart(html, "seed " + std::to_string(seed));
      EXPECT_NE(html.find("<meta name=\"viewport\""), std::string::npos);
      EXPECT_NE(html.find("@media print"), std::string::npos);
      EXPECT_NE(html.find("class=\"summary\""), std::string::npos);
      EXPECT_NE(html.find("marker-end=\"url(#fire-head)\""), std::string::npos);
    }
  }
}

}  // namespace
}  // namespace grognard::scenario
