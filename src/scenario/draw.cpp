#include "scenario/draw.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "rules/fire_ranges.h"
#include "scenario/labels.h"
#include "scenario/targets.h"

namespace grognard::scenario {

using table::operator-;  // NOLINT(misc-unused-using-decls): Point - Point has no ADL into table

namespace {

constexpr double kTop = 56;
constexpr double kLeft = 44;
constexpr double kRight = 24;
constexpr double kLegend = 120;

constexpr const char* kPalette[] = {"#2f5aa8", "#b8322f", "#3f8f3a",
                                    "#8c5fb0", "#c7832b", "#3a9ca6"};

std::string escape(std::string_view s) {
  return xml_escaped(s);
}

struct Fill {
  const char* colour;
  const char* pattern;  // a <pattern> id, or ""
  double opacity;
};

Fill terrain_fill(const table::Feature& f) {
  using K = table::TerrainKind;
  switch (f.kind) {
    case K::open:
      return {"#e9efd9", "", 1};
    case K::rough:
      return {"#d8c99b", "rough", 0.9};
    case K::wood:
      return {"#6f9a52", "wood", 0.95};
    case K::built_up:
      return {"#a39a90", "town", 0.95};
    case K::cover:
      return {"#b9a37a", "", 0.9};
    case K::river:
      return {"#5d9bd3", "", 0.95};
    case K::stream:
      return {"#8ec2ea", "", 0.95};
    case K::hill:
      return {f.height >= 3 ? "#a88d5f" : (f.height == 2 ? "#bda271" : "#d2ba88"), "", 0.85};
    case K::redoubt:
      return {"#8b6b4a", "", 0.8};
  }
  return {"#e9efd9", "", 1};
}

class Svg {
 public:
  Svg(const Field& f, const DrawOptions& o) : f_(f), o_(o) {
    const Scenario& s = f.scenario();
    scale_ = s.scale();
    w_ = model::from_inches(s.width, scale_);
    d_ = model::from_inches(s.depth, scale_);
    k_ = o.pixels / w_;
  }

  [[nodiscard]] double x(double inches) const {
    return kLeft + model::from_inches(inches, scale_) * k_;
  }
  [[nodiscard]] double y(double inches) const {
    return kTop + (d_ - model::from_inches(inches, scale_)) * k_;
  }
  [[nodiscard]] double px(double inches) const { return model::from_inches(inches, scale_) * k_; }

  [[nodiscard]] bool on_table(const table::Point& p) const {
    const Scenario& s = f_.scenario();
    return p.x() >= 0 && p.y() >= 0 && p.x() <= s.width && p.y() <= s.depth;
  }

  [[nodiscard]] std::string word(std::string_view key) const {
    if (o_.words) {
      std::string w = o_.words(key);
      if (!w.empty()) return w;
    }
    return std::string(key);
  }

  [[nodiscard]] std::string path(const table::Polygon& p) const {
    std::string d;
    const auto ring = [&](const auto& r) {
      for (std::size_t i = 0; i < r.size(); ++i) {
        d += fmt::format("{}{:.2f} {:.2f} ", i == 0 ? "M" : "L", x(r[i].x()), y(r[i].y()));
      }
      d += "Z ";
    };
    ring(p.outer());
    for (const auto& inner : p.inners()) ring(inner);
    return d;
  }

  [[nodiscard]] std::string colour_of(std::size_t army) const {
    const Scenario& s = f_.scenario();
    if (army < s.armies.size() && !s.armies[army].colour.empty()) return s.armies[army].colour;
    return kPalette[army % std::size(kPalette)];
  }

  std::string render() {
    const Scenario& s = f_.scenario();
    const double width = kLeft + w_ * k_ + kRight;
    const double height = kTop + d_ * k_ + kLegend;
    out_ += fmt::format(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{:.0f}\" height=\"{:.0f}\" "
        "viewBox=\"0 0 {:.0f} {:.0f}\" font-family=\"DejaVu Sans, Arial, sans-serif\">\n",
        width, height, width, height);
    defs();
    out_ +=
        fmt::format("<rect width=\"{:.0f}\" height=\"{:.0f}\" fill=\"#ffffff\"/>\n", width, height);
    const std::string title = s.title.in(o_.russian);
    out_ += fmt::format("<text x=\"{}\" y=\"24\" font-size=\"18\" font-weight=\"bold\">{}</text>\n",
                        kLeft, escape(title.empty() ? s.file : title));
    out_ += fmt::format(
        "<text x=\"{}\" y=\"44\" font-size=\"12\" fill=\"#444\">{} {:g} x {:g} {}; {}: {}</text>\n",
        kLeft, escape(word("draw.table")), w_, d_,
        escape(word(std::string("table.unit.") + std::string(model::unit_of(scale_)))),
        escape(word("draw.weather")),
        escape(
            word("term.weather." + std::string(model::name_of(model::kWeatherNames, s.weather)))));
    out_ += fmt::format(
        "<rect x=\"{:.2f}\" y=\"{:.2f}\" width=\"{:.2f}\" height=\"{:.2f}\" fill=\"#e9efd9\" "
        "stroke=\"#4d5b3a\" stroke-width=\"2\"/>\n",
        kLeft, kTop, w_ * k_, d_ * k_);
    grid();
    terrain();
    if (o_.ranges) ranges();
    if (o_.arcs) arcs();
    units();
    generals();
    arrows();
    findings();
    labels();
    legend(height);
    out_ += "</svg>\n";
    return std::move(out_);
  }

 private:
  void defs() {
    out_ +=
        "<defs>\n"
        "<pattern id=\"wood\" width=\"14\" height=\"14\" patternUnits=\"userSpaceOnUse\">"
        "<rect width=\"14\" height=\"14\" fill=\"#6f9a52\"/>"
        "<circle cx=\"4\" cy=\"4\" r=\"3\" fill=\"#4e7a37\"/>"
        "<circle cx=\"11\" cy=\"10\" r=\"3\" fill=\"#4e7a37\"/></pattern>\n"
        "<pattern id=\"rough\" width=\"10\" height=\"10\" patternUnits=\"userSpaceOnUse\">"
        "<rect width=\"10\" height=\"10\" fill=\"#d8c99b\"/>"
        "<circle cx=\"3\" cy=\"3\" r=\"1.2\" fill=\"#9d8a5a\"/>"
        "<circle cx=\"8\" cy=\"7\" r=\"1.2\" fill=\"#9d8a5a\"/></pattern>\n"
        "<pattern id=\"town\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\">"
        "<rect width=\"8\" height=\"8\" fill=\"#a39a90\"/>"
        "<path d=\"M0 8 L8 0\" stroke=\"#6f655c\" stroke-width=\"1.2\"/></pattern>\n" +
        fmt::format(
            "<clipPath id=\"table\"><rect x=\"{:.2f}\" y=\"{:.2f}\" width=\"{:.2f}\" "
            "height=\"{:.2f}\"/></clipPath>\n",
            kLeft, kTop, w_ * k_, d_ * k_) +
        "<marker id=\"fire-head\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" "
        "markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\">"
        "<path d=\"M0 0 L10 5 L0 10 Z\" fill=\"#d35400\"/></marker>\n"
        "<marker id=\"charge-head\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" "
        "markerWidth=\"5\" markerHeight=\"5\" orient=\"auto-start-reverse\">"
        "<path d=\"M0 0 L10 5 L0 10 Z\" fill=\"#7b1010\"/></marker>\n"
        "</defs>\n";
  }

  void grid() {
    const double step = scale_ == model::Scale::inch ? 6 : 10;
    out_ += "<g stroke=\"#c9d3b8\" stroke-width=\"0.8\">\n";
    for (double g = step; g < w_ - 1e-9; g += step) {
      out_ += fmt::format("<line x1=\"{0:.2f}\" y1=\"{1:.2f}\" x2=\"{0:.2f}\" y2=\"{2:.2f}\"/>\n",
                          kLeft + g * k_, kTop, kTop + d_ * k_);
    }
    for (double g = step; g < d_ - 1e-9; g += step) {
      out_ += fmt::format("<line x1=\"{1:.2f}\" y1=\"{0:.2f}\" x2=\"{2:.2f}\" y2=\"{0:.2f}\"/>\n",
                          kTop + (d_ - g) * k_, kLeft, kLeft + w_ * k_);
    }
    out_ += "</g>\n<g font-size=\"10\" fill=\"#555\">\n";
    for (double g = 0; g <= w_ + 1e-9; g += step) {
      out_ += fmt::format("<text x=\"{:.2f}\" y=\"{:.2f}\" text-anchor=\"middle\">{:g}</text>\n",
                          kLeft + g * k_, kTop + d_ * k_ + 13, g);
    }
    for (double g = 0; g <= d_ + 1e-9; g += step) {
      out_ += fmt::format("<text x=\"{:.2f}\" y=\"{:.2f}\" text-anchor=\"end\">{:g}</text>\n",
                          kLeft - 4, kTop + (d_ - g) * k_ + 3, g);
    }
    out_ += "</g>\n";
  }

  void terrain() {
    const Scenario& s = f_.scenario();
    std::vector<std::size_t> order(s.terrain.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    // Hills first (low to high), then the rest in file order, redoubts on top.
    const auto rank = [&](std::size_t i) {
      const table::Feature& f = s.terrain[i].feature;
      if (f.kind == table::TerrainKind::hill) return f.height;
      if (f.kind == table::TerrainKind::redoubt) return 100;
      return 50;
    };
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return rank(a) < rank(b); });
    for (std::size_t i : order) {
      const Terrain& t = s.terrain[i];
      const Fill fill = terrain_fill(t.feature);
      const std::string paint =
          *fill.pattern != 0 ? fmt::format("url(#{})", fill.pattern) : std::string(fill.colour);
      const bool redoubt = t.feature.kind == table::TerrainKind::redoubt;
      out_ += fmt::format(
          "<path d=\"{}\" fill=\"{}\" fill-opacity=\"{}\" stroke=\"{}\" stroke-width=\"{}\"/>\n",
          path(t.feature.area), paint, redoubt ? 0.35 : fill.opacity,
          redoubt ? "#5a3f22" : "#7d7d6a", redoubt ? 3 : 0.8);
      const table::Point c = table::centroid(t.feature.area);
      std::string label = t.name.in(o_.russian);
      const std::string kind(model::name_of(table::kTerrainNames, t.feature.kind));
      if (label == kind) label = word("table.terrain." + kind);  // no name given: the kind
      if (t.feature.kind == table::TerrainKind::hill) {
        label += fmt::format(" ({} {})", word("draw.level"), t.feature.height);
      }
      if (redoubt) label += fmt::format(" ({} {})", word("draw.defence"), t.feature.defence);
      terrain_labels_.push_back(
          Pending{{x(c.x()), y(c.y()), {label}, {11}, false}, Style::terrain});
    }
  }

  [[nodiscard]] bool selected(std::size_t unit) const {
    return o_.only.empty() || std::find(o_.only.begin(), o_.only.end(), unit) != o_.only.end();
  }

  void arcs() {
    const Scenario& s = f_.scenario();
    const table::Table& t = f_.table();
    out_ += "<g clip-path=\"url(#table)\">\n";
    for (std::size_t u = 0; u < s.units.size(); ++u) {
      const auto p = f_.piece_of_unit(u);
      if (!p || !selected(u)) continue;
      const WeaponFinding w = weapon_of(s.units[u]);
      if (w.weapon == rules::Weapon::none) continue;
      const double reach = rules::weapon_reach(w.weapon, s.units[u].calibre, scale_);
      const std::string colour = colour_of(static_cast<std::size_t>(f_.side(*p)));
      // One shape per unit: the union of its bases' arcs, each cut at the weapon's reach.
      std::vector<table::Polygon> parts;
      for (std::size_t b = 0; b < t.piece(*p).bases.size(); ++b) {
        if (t.piece(*p).group_of(b) != 0) continue;
        const table::Base& base = t.piece(*p).bases[b];
        const table::Polygon arc = skirmish_weapon(w.weapon) ? table::skirmish_arc(base, reach)
                                                             : table::straight_ahead(base, reach);
        for (const table::Polygon& part : table::clip(arc, table::within_reach({base}, reach))) {
          parts.push_back(part);
        }
      }
      for (const table::Polygon& shape : table::united(parts)) {
        out_ += fmt::format(
            "<path d=\"{}\" fill=\"{}\" fill-opacity=\"0.12\" stroke=\"{}\" "
            "stroke-opacity=\"0.7\" stroke-dasharray=\"4 3\" stroke-width=\"1\"/>\n",
            path(shape), colour, colour);
      }
    }
    out_ += "</g>\n";
  }

  void ranges() {
    const Scenario& s = f_.scenario();
    const table::Table& t = f_.table();
    for (std::size_t u = 0; u < s.units.size(); ++u) {
      const auto p = f_.piece_of_unit(u);
      if (!p || !selected(u)) continue;
      const Unit& unit = s.units[u];
      const WeaponFinding w = weapon_of(unit);
      if (w.weapon == rules::Weapon::none) continue;
      std::vector<table::Base> bases;
      for (std::size_t b = 0; b < t.piece(*p).bases.size(); ++b) {
        if (t.piece(*p).group_of(b) == 0) bases.push_back(t.piece(*p).bases[b]);
      }
      std::vector<std::pair<double, std::string>> bands;
      if (w.weapon == rules::Weapon::gun) {
        for (model::RangeBand band :
             {model::RangeBand::close, model::RangeBand::effective, model::RangeBand::long_range}) {
          bands.emplace_back(
              model::rule_inches(rules::band_reach(unit.calibre, band), scale_),
              word("table.band." + std::string(model::name_of(model::kRangeBandNames, band))));
        }
      } else {
        bands.emplace_back(rules::weapon_reach(w.weapon, unit.calibre, scale_), "");
      }
      const std::string colour = colour_of(static_cast<std::size_t>(f_.side(*p)));
      out_ += "<g clip-path=\"url(#table)\">\n";
      for (const auto& [reach, label] : bands) {
        for (const table::Polygon& part : table::within_reach(bases, reach)) {
          out_ += fmt::format(
              "<path d=\"{}\" fill=\"none\" stroke=\"{}\" stroke-opacity=\"0.7\" "
              "stroke-dasharray=\"8 4\" stroke-width=\"1.2\"/>\n",
              path(part), colour);
        }
        const table::Point c = t.centre(*p, 0);
        const table::Vec fwd = bases.front().forward();
        const table::Point at = c + fwd * reach;
        // The reach's label goes with the others through the placement pass (labels()), last:
        // a ring's label gives way to a unit's. Off the table it would be clipped: none.
        if (on_table(at)) {
          Pending pending{{x(at.x()),
                           y(at.y()),
                           {fmt::format("{}{:g} {}", label.empty() ? "" : label + " ",
                                        std::round(model::from_inches(reach, scale_) * 100) / 100,
                                        word(std::string("table.unit.") +
                                             std::string(model::unit_of(scale_))))},
                           {10},
                           false},
                          Style::range};
          pending.colour = colour;
          range_labels_.push_back(std::move(pending));
        }
      }
      out_ += "</g>\n";
    }
  }

  void base_shape(const table::Base& b, const std::string& colour, bool open, bool command) {
    double x0 = 1e18, y0 = 1e18, x1 = -1e18, y1 = -1e18;
    for (const table::Point& c : b.corners()) {
      x0 = std::min(x0, x(c.x()));
      x1 = std::max(x1, x(c.x()));
      y0 = std::min(y0, y(c.y()));
      y1 = std::max(y1, y(c.y()));
    }
    obstacles_.push_back(LabelBox{x0, y0, x1 - x0, y1 - y0});
    out_ += fmt::format(
        "<path d=\"{}\" fill=\"{}\" fill-opacity=\"{}\" stroke=\"#1e1e1e\" "
        "stroke-width=\"0.8\"{}/>\n",
        path(b.polygon()), colour, open ? 0.55 : (command ? 0.95 : 0.85),
        open ? " stroke-dasharray=\"2 1.5\"" : "");
    // The front edge, thick, and a small arrowhead showing the facing.
    const table::Point fl = b.front_left();
    const table::Point fr = b.front_right();
    out_ += fmt::format(
        "<line x1=\"{:.2f}\" y1=\"{:.2f}\" x2=\"{:.2f}\" y2=\"{:.2f}\" stroke=\"#111\" "
        "stroke-width=\"2.4\" stroke-linecap=\"round\"/>\n",
        x(fl.x()), y(fl.y()), x(fr.x()), y(fr.y()));
    const double size = std::min(b.width, b.depth) * 0.35;
    const table::Point tip = b.front + b.forward() * size * 0.9;
    const table::Point l = b.front - b.right() * (size * 0.5);
    const table::Point r = b.front + b.right() * (size * 0.5);
    out_ +=
        fmt::format("<path d=\"M{:.2f} {:.2f} L{:.2f} {:.2f} L{:.2f} {:.2f} Z\" fill=\"#111\"/>\n",
                    x(tip.x()), y(tip.y()), x(l.x()), y(l.y()), x(r.x()), y(r.y()));
  }

  // A unit's or a general's label, placed with the others at the end (labels()).
  void label(const table::Point& at, const std::string& first, const std::string& second,
             bool italic) {
    Pending p{{x(at.x()), y(at.y()), {first}, {11}, !italic},
              italic ? Style::general : Style::unit};
    if (!second.empty()) {
      p.request.lines.push_back(second);
      p.request.sizes.push_back(10);
    }
    (italic ? general_labels_ : unit_labels_).push_back(std::move(p));
  }

  // Every label where the placement pass puts it: units first, then generals, then terrain, so
  // the names a player looks for keep the places nearest their pieces.
  void labels() {
    std::vector<Pending> all = unit_labels_;
    all.insert(all.end(), general_labels_.begin(), general_labels_.end());
    all.insert(all.end(), terrain_labels_.begin(), terrain_labels_.end());
    all.insert(all.end(), range_labels_.begin(), range_labels_.end());
    std::vector<LabelRequest> requests;
    requests.reserve(all.size());
    for (const Pending& p : all) requests.push_back(p.request);
    const LabelBox bounds{kLeft - 40, kTop - 4, w_ * k_ + 80 + kRight, d_ * k_ + 8};
    const std::vector<PlacedLabel> placed = place_labels(requests, obstacles_, bounds);
    out_ += "<g class=\"labels\">\n";
    for (std::size_t i = 0; i < all.size(); ++i) {
      const Pending& p = all[i];
      const PlacedLabel& at = placed[i];
      if (at.leader) {
        // From the label's nearest edge to the point it names.
        const double lx = std::clamp(p.request.x, at.box.x, at.box.x + at.box.w);
        const double ly = std::clamp(p.request.y, at.box.y, at.box.y + at.box.h);
        out_ += fmt::format(
            "<line class=\"leader\" x1=\"{:.2f}\" y1=\"{:.2f}\" x2=\"{:.2f}\" y2=\"{:.2f}\" "
            "stroke=\"#555\" stroke-width=\"0.8\"/>\n<circle cx=\"{:.2f}\" cy=\"{:.2f}\" "
            "r=\"1.6\" fill=\"#555\"/>\n",
            lx, ly, p.request.x, p.request.y, p.request.x, p.request.y);
      }
      out_ += fmt::format("<g class=\"label\" data-box=\"{:.1f} {:.1f} {:.1f} {:.1f}\">", at.box.x,
                          at.box.y, at.box.w, at.box.h);
      double line_y = at.y;
      for (std::size_t l = 0; l < p.request.lines.size(); ++l) {
        const bool first = l == 0;
        std::string style;
        switch (p.style) {
          case Style::terrain:
            style = "font-style=\"italic\" fill=\"#2f2f2a\"";
            break;
          case Style::unit:
            style = first ? "font-weight=\"bold\" fill=\"#111\"" : "fill=\"#8a1c1c\"";
            break;
          case Style::general:
            style = first ? "font-style=\"italic\" fill=\"#111\"" : "fill=\"#8a1c1c\"";
            break;
          case Style::range:
            style = fmt::format("fill=\"{}\"", p.colour);
            break;
        }
        out_ += fmt::format(
            "<text x=\"{:.2f}\" y=\"{:.2f}\" font-size=\"{:g}\" {} text-anchor=\"middle\" "
            "stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\">{}</text>",
            at.x, line_y, p.request.sizes[l], style, escape(p.request.lines[l]));
        if (l + 1 < p.request.lines.size()) line_y += p.request.sizes[l + 1] + 2;
      }
      out_ += "</g>\n";
    }
    out_ += "</g>\n";
  }

  // The turn's fire and charges, from the firer's or charger's front to its target.
  void arrows() {
    if (o_.arrows.empty()) return;
    out_ += "<g class=\"arrows\">\n";
    for (const DrawArrow& a : o_.arrows) {
      out_ += fmt::format(
          "<line x1=\"{:.2f}\" y1=\"{:.2f}\" x2=\"{:.2f}\" y2=\"{:.2f}\" stroke=\"{}\" "
          "stroke-width=\"{}\" stroke-opacity=\"0.85\"{} marker-end=\"url(#{})\"/>\n",
          x(a.from.x()), y(a.from.y()), x(a.to.x()), y(a.to.y()), a.charge ? "#7b1010" : "#d35400",
          a.charge ? 4 : 1.8, a.charge ? "" : " stroke-dasharray=\"6 3\"",
          a.charge ? "charge-head" : "fire-head");
    }
    out_ += "</g>\n";
  }

  void units() {
    const Scenario& s = f_.scenario();
    const table::Table& t = f_.table();
    for (std::size_t u = 0; u < s.units.size(); ++u) {
      const auto p = f_.piece_of_unit(u);
      if (!p) continue;
      const Unit& unit = s.units[u];
      const table::Piece& piece = t.piece(*p);
      const std::string colour = colour_of(static_cast<std::size_t>(piece.side));
      for (std::size_t b = 0; b < piece.bases.size(); ++b) {
        const bool command = piece.group_of(b) == kCommandGroup;
        base_shape(piece.bases[b], colour, piece.open_order && !command, command);
      }
      // Status markers: status, damage, lost fire discipline, ammunition, melee.
      std::vector<std::string> marks;
      if (unit.body.status != model::UnitStatus::ordered) {
        marks.push_back(word("table.status." + std::string(model::name_of(model::kUnitStatusNames,
                                                                          unit.body.status))));
      }
      if (unit.body.damage.in_halves() > 0) {
        marks.push_back(fmt::format("{} {}", word("draw.damage"), unit.body.damage.to_string()));
      }
      if (unit.lost_fire_discipline) marks.push_back(word("draw.lfd"));
      if (unit.low_ammo) marks.push_back(word("draw.low_ammo"));
      if (unit.in_melee) marks.push_back(word("draw.in_melee"));
      if (unit.battalion_gun > 0) {
        marks.push_back(fmt::format("{} {}", word("draw.battalion_gun"), unit.battalion_gun));
      }
      if (unit.squadrons > 0) {
        marks.push_back(fmt::format("{} {}", unit.squadrons, word("draw.squadrons")));
      }
      std::string second;
      for (const std::string& m : marks) second += (second.empty() ? "" : " · ") + m;
      // The label stands just behind the unit's body.
      table::Point at = t.centre(*p, 0);
      const table::Base& b0 = piece.bases.front();
      double back = 0;
      for (const table::Base& b : piece.bases) {
        for (const table::Point& c : b.corners()) {
          back = std::max(back, -table::dot(c - at, b0.forward()));
        }
      }
      const double gap = model::to_inches(scale_ == model::Scale::inch ? 0.9 : 2.2, scale_);
      table::Point behind = at - b0.forward() * (back + gap);
      if (!on_table(behind)) {
        double front = 0;
        for (const table::Base& b : piece.bases) {
          for (const table::Point& c : b.corners()) {
            front = std::max(front, table::dot(c - at, b0.forward()));
          }
        }
        behind = at + b0.forward() * (front + gap * 1.6);
      }
      label(behind, unit.name.in(o_.russian), second, false);
    }
  }

  void generals() {
    const Scenario& s = f_.scenario();
    const table::Table& t = f_.table();
    for (std::size_t g = 0; g < s.generals.size(); ++g) {
      const auto p = f_.piece_of_general(g);
      if (!p) continue;
      const table::Base& b = t.piece(*p).bases.front();
      const std::string colour = colour_of(static_cast<std::size_t>(f_.side(*p)));
      base_shape(b, colour, false, true);
      const table::Point c = b.centre();
      out_ += fmt::format(
          "<circle cx=\"{:.2f}\" cy=\"{:.2f}\" r=\"{:.2f}\" fill=\"#f4d35e\" stroke=\"#111\" "
          "stroke-width=\"1\"/>\n",
          x(c.x()), y(c.y()), std::max(3.0, px(std::min(b.width, b.depth)) * 0.28));
      const double gap = model::to_inches(scale_ == model::Scale::inch ? 0.8 : 2.0, scale_);
      table::Point at = c - b.forward() * (b.depth / 2 + gap);
      if (!on_table(at)) at = c + b.forward() * (b.depth / 2 + gap * 1.6);
      label(at, s.generals[g].name.in(o_.russian),
            word("table.rating." + std::string(model::name_of(kRatingNames, s.generals[g].rating))),
            true);
    }
  }

  void findings() {
    const table::Table& t = f_.table();
    // One circle per base, with every clause it breaks.
    std::vector<std::pair<std::pair<std::size_t, int>, std::string>> marks;
    for (const Finding& fd : o_.findings) {
      const auto key = std::make_pair(fd.unit, std::max(fd.base, 1));
      auto it =
          std::find_if(marks.begin(), marks.end(), [&](const auto& m) { return m.first == key; });
      if (it == marks.end()) {
        marks.emplace_back(key, std::string(fd.clause));
      } else if (it->second.find(fd.clause) == std::string::npos) {
        it->second += ", " + std::string(fd.clause);
      }
    }
    for (const auto& [key, clauses] : marks) {
      const auto p = f_.piece_of_unit(key.first);
      if (!p) continue;
      const table::Piece& piece = t.piece(*p);
      const auto b = static_cast<std::size_t>(key.second - 1);
      if (b >= piece.bases.size()) continue;
      const table::Base& base = piece.bases[b];
      const table::Point c = base.centre();
      const double r = px(std::max(base.width, base.depth)) * 0.9 + 3;
      out_ += fmt::format(
          "<circle cx=\"{:.2f}\" cy=\"{:.2f}\" r=\"{:.2f}\" fill=\"none\" stroke=\"#d7191c\" "
          "stroke-width=\"2\"/>\n<text x=\"{:.2f}\" y=\"{:.2f}\" font-size=\"10\" "
          "font-weight=\"bold\" fill=\"#d7191c\" stroke=\"#ffffff\" stroke-width=\"2.5\" "
          "paint-order=\"stroke\">{}</text>\n",
          x(c.x()), y(c.y()), r, x(c.x()) + r + 2, y(c.y()) - r / 2, escape(clauses));
    }
  }

  void legend(double height) {
    const Scenario& s = f_.scenario();
    double lx = kLeft;
    const double ly = height - kLegend + 34;
    out_ += fmt::format("<g font-size=\"11\" fill=\"#222\">\n");
    for (std::size_t a = 0; a < s.armies.size(); ++a) {
      out_ += fmt::format(
          "<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"14\" height=\"10\" fill=\"{}\" "
          "stroke=\"#111\"/><text x=\"{:.1f}\" y=\"{:.1f}\">{}</text>\n",
          lx, ly - 9, colour_of(a), lx + 18, ly, escape(s.armies[a].name.in(o_.russian)));
      lx += 30 + 7.0 * static_cast<double>(s.armies[a].name.in(o_.russian).size()) * 0.8;
    }
    // The scale bar: 12" or 20 cm.
    const double bar = scale_ == model::Scale::inch ? 12 : 20;
    const double bx = kLeft;
    const double by = ly + 26;
    out_ += fmt::format(
        "<line x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"#111\" "
        "stroke-width=\"3\"/><text x=\"{:.1f}\" y=\"{:.1f}\">{:g} {}</text>\n",
        bx, by, bx + bar * k_, by, bx + bar * k_ + 6, by + 4, bar,
        escape(word(std::string("table.unit.") + std::string(model::unit_of(scale_)))));
    out_ += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" fill=\"#444\">{}</text>\n", kLeft, by + 26,
                        escape(word("draw.legend")));
    out_ += "</g>\n";
  }

  enum class Style { terrain, unit, general, range };
  struct Pending {
    LabelRequest request;
    Style style;
    std::string colour{};  // a range's label: its side's colour
  };

  const Field& f_;
  const DrawOptions& o_;
  std::vector<Pending> unit_labels_;
  std::vector<Pending> general_labels_;
  std::vector<Pending> terrain_labels_;
  std::vector<Pending> range_labels_;
  std::vector<LabelBox> obstacles_;
  model::Scale scale_;
  double w_ = 0;
  double d_ = 0;
  double k_ = 1;
  std::string out_;
};

}  // namespace

std::string xml_escaped(std::string_view s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

DrawFrame draw_frame(const Field& field, const DrawOptions& options) {
  const Scenario& s = field.scenario();
  const double k = options.pixels / model::from_inches(s.width, s.scale());
  return DrawFrame{kLeft, kTop, model::from_inches(1, s.scale()) * k, s.depth, s.width};
}

std::string draw_svg(const Field& field, const DrawOptions& options) {
  Svg svg(field, options);
  return svg.render();
}

}  // namespace grognard::scenario
