#include "rules/skirmisher_morale.h"

namespace grognard::rules {

SkirmisherAnswer skirmishers_charged(Charger charger) {
  switch (charger) {
    case Charger::close_order:
      return {true, false, false, "S11.25-2"};
    case Charger::cossacks:
      return {false, true, true, "S11.24a-1"};
    case Charger::skirmishers:
      return {false, true, true, "S11.23b"};
  }
  return {true, false, false, "S11.25-2"};
}

}  // namespace grognard::rules
