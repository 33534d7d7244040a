#include "rules/light_battalion.h"

#include <algorithm>

namespace grognard::rules {

int deploy_quarters(model::Quality quality) {
  return quality == model::Quality::guard || quality == model::Quality::elite ? 3 : 2;
}

int most_companies(const Battalion& b) {
  const int quarters = deploy_quarters(b.quality);
  const int whole = b.figures / b.company_figures;
  int n = whole * quarters / 4;
  // G-36: with a part company left over, the share of the figures also binds.
  while (n > 0 && n * b.company_figures * 4 > b.figures * quarters) --n;
  // S11.6.1-b: something stays behind as command companies.
  while (n > 0 && n * b.company_figures >= b.figures) --n;
  return n;
}

Checked<Deployed> deploy(const Battalion& b, int companies, Events& events) {
  if (companies < 1) return Refusal{"refusal.deploy.none", "S11.5-0"};
  const int most = most_companies(b);
  const bool picked = deploy_quarters(b.quality) == 3;
  if (companies > most) {
    // An odd number of companies rounds the share down (S11.5-4); otherwise the share itself.
    const bool rounded = (b.figures / b.company_figures * deploy_quarters(b.quality)) % 4 != 0;
    return Refusal{"refusal.deploy.too_many",
                   rounded ? "S11.5-4" : (picked ? "S11.5-1" : "S11.5-2")};
  }
  Deployed d;
  d.line = companies * b.company_figures;
  d.command = b.figures - d.line;
  events.add("lb.deployed", picked ? "S11.5-1" : "S11.5-2", num(companies), num(d.line),
             num(d.command));
  return d;
}

Deployed take_casualties(Deployed parts, int casualties, int company_figures, Events& events) {
  // 1. The command companies first, down to one company (S11.6-LOSS-1, S11.6-LOSS-2).
  const int floor = std::min(parts.command, company_figures);
  const int from_command = std::min(casualties, parts.command - floor);
  parts.command -= from_command;
  casualties -= from_command;
  if (from_command > 0) events.add("lb.command_losses", "S11.6-LOSS-1", num(from_command));
  // 2. Then the skirmish line (S11.6-LOSS-3).
  const int from_line = std::min(casualties, parts.line);
  parts.line -= from_line;
  casualties -= from_line;
  if (from_line > 0) events.add("lb.line_losses", "S11.6-LOSS-3", num(from_line));
  // 3. A line shot away leaves only the last company to take what remains.
  parts.command = std::max(0, parts.command - casualties);
  return parts;
}

}  // namespace grognard::rules
