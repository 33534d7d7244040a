// Russian names in their grammatical cases: «батарея Бина» is «по батарее Бина», «бригада
// Годино» is «атакует бригаду Годино». A scenario may give a name's forms (scenario::Text's
// ru_forms); the rest are made by a default rule that declines the adjectives and the head noun
// at the start of a name and leaves the rest (a genitive complement, a proper name, a number).
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "scenario/scenario.h"

namespace grognard::text {

enum class Case : std::uint8_t { nom, gen, dat, acc, ins, pre };
enum class Gender : std::uint8_t { masculine, feminine, neuter, plural };

// A name's six cases and the gender (or plural) its verbs and participles agree with.
struct NameForms {
  std::array<std::string, 6> cases;
  Gender gender = Gender::masculine;
  [[nodiscard]] const std::string& in(Case c) const { return cases[static_cast<std::size_t>(c)]; }
};

// "nom", "gen", "dat", "acc", "ins", "pre"; nothing for another word.
std::optional<Case> parse_case(std::string_view id);

// The forms of a Russian name by the default rule. A name that does not begin with a Russian
// word (a Latin name, «Годино») keeps one form in every case. A name «A: B» (a brigade's screen,
// «бригада Годино: экран застрельщиков») reads as B of A: «экран застрельщиков бригады Годино»;
// «A и B» declines both and is plural.
NameForms decline(std::string_view nominative);

// The default forms with any the scenario gives put over them.
NameForms decline(std::string_view nominative, const scenario::RuForms& given);

// Replaces each "{key@case}" of a phrase (key a field's number or name) by the name `name_of`
// gives for it, in that case when `russian` (as it is otherwise), made safe for fmt; a key that
// names no name is left as "{key}" for fmt to fill.
std::string with_cases(std::string_view phrase,
                       const std::function<std::optional<std::string>(std::string_view)>& name_of,
                       bool russian);

}  // namespace grognard::text
