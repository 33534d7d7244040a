// Rule options: where the seeds give two readings, or a chapter XVI rule is optional, the
// engine offers both under a named option (DECISIONS §§1-10). `grognard rules` lists them from
// kRuleOptions; each rule reads the value it needs from RuleOptions.
#pragma once

#include <array>
#include <string_view>

#include "model/distance.h"

namespace grognard::model {

// Add a field here, a line to kRuleOptions below, and a reader in engine/situation.cpp.
struct RuleOptions {
  Scale scale = Scale::inch;          // DECISIONS §1
  bool smoke = false;                 // S16.4, optional rule, off by default (DECISIONS §5)
  bool weather = true;                // S16.7: a situation's weather applies (DECISIONS §10)
  int standard_battery_disperse = 8;  // DMG-BATT-STD: the seed's "18+" is a misprint (G-05)
};

enum class OptionType { boolean, choice, integer };

// One line of `grognard rules`: the option, its values, its default and the clause it reads.
struct RuleOptionInfo {
  std::string_view name;
  OptionType type;
  std::string_view values;  // "true|false", "inch|cm|inch_as_cm", "3..6"
  std::string_view default_value;
  std::string_view clause;
  std::string_view summary_en;
  std::string_view summary_ru;
};

inline constexpr RuleOptionInfo kRuleOptions[] = {
    {"scale", OptionType::choice, "inch|cm|inch_as_cm", "inch", "DECISIONS §1",
     "unit the table is measured in: inches; cm with the seeds' printed cm values; inch "
     "numbers read as cm",
     "единица измерения стола: дюймы; сантиметры по значениям из текста правил; дюймовые "
     "числа как сантиметры"},
    {"smoke", OptionType::boolean, "true|false", "false", "S16.4",
     "any double other than double six on a firing roll hides the target in smoke: damage halved",
     "любой дубль, кроме двойной шестёрки, при стрельбе скрывает цель в дыму: урон уменьшается "
     "вдвое"},
    {"weather", OptionType::boolean, "true|false", "true", "S16.7",
     "rain, downpour and snow halve small-arms fire except from buildings; weather rolls by "
     "season",
     "дождь, ливень и снег вдвое ослабляют ружейный огонь, кроме стрельбы из зданий; погода по "
     "сезону"},
    {"standard_battery_disperse", OptionType::integer, "8|18", "8", "DMG-BATT-STD",
     "damage at which a standard battery is dispersed (the seed prints 18+, read as 8+)",
     "урон, при котором стандартная батарея рассеяна (в тексте 18+, читается как 8+)"},
};

}  // namespace grognard::model
