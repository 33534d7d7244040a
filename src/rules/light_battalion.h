// A light battalion deployed as skirmishers in its own right (chapter XI 11.5 and 11.6, seed
// 000): how many of its companies may go forward as the skirmish line, and which part of it
// takes the casualties. Figures and companies only; where the parts stand is the table's and
// the game's business. Rallying it back into close order is light_battalion_rally.h.
#pragma once

#include <optional>

#include "model/quality.h"
#include "rules/checked.h"
#include "rules/events.h"

namespace grognard::rules {

// The most of the battalion that may deploy, in quarters: Guard and Elite three (75%, S11.5-1),
// everyone else two (50%, S11.5-2). Guard and Elite may deploy less (S11.5-3).
int deploy_quarters(model::Quality quality);

// A battalion of `companies` whole companies (or bases) of `company_figures` figures each, and
// perhaps a part company of fewer figures left by detachments (G-36).
struct Battalion {
  model::Quality quality = model::Quality::line;
  int figures = 0;
  int company_figures = 6;
};

// The most whole companies that may deploy (S11.5-4: no company is split, so an odd number of
// companies leaves less than half on the firing line): floor(quarters/4 x companies), and never
// so many that the deployed figures pass the same share of the battalion's figures (G-36), nor
// every company (the command companies stay, S11.6.1-b). Requires company_figures > 0.
int most_companies(const Battalion& b);

// The split after deploying: the skirmish line and the command companies, in figures.
struct Deployed {
  int line = 0;
  int command = 0;
  bool operator==(const Deployed&) const = default;
};

// Deploying `companies` companies: the split, or why not. Refused when fewer than one company
// is asked for (S11.5-0) or more than most_companies (S11.5-1, S11.5-2, S11.5-4).
Checked<Deployed> deploy(const Battalion& b, int companies, Events& events);

// Casualties on a deployed battalion: the command companies feed the line from reserve and take
// them first (S11.6-LOSS-1) until they are down to one company (`company_figures`, S11.6-LOSS-2);
// after that the skirmish line takes them (S11.6-LOSS-3). Once both are spent the battalion has
// nothing left. Requires casualties >= 0.
Deployed take_casualties(Deployed parts, int casualties, int company_figures, Events& events);

}  // namespace grognard::rules
