// Rule options: where the seeds give two readings, or a chapter XVI rule is optional, the
// engine offers both under a named option (DECISIONS §§1-10). `grognard rules` lists them from
// kRuleOptions; each rule reads the value it needs from RuleOptions.
#pragma once

#include <array>
#include <string_view>

#include "model/distance.h"

namespace grognard::model {

// Battalion guns (S16.1): off (the optional rule is not used), a gun model counts as six
// figures (S16.1a-1), or four figures per gun it represents (S16.1a-2).
enum class BattalionGuns { off, six, per_gun };

inline constexpr std::array<Name<BattalionGuns>, 3> kBattalionGunsNames{{
    {BattalionGuns::off, "off"},
    {BattalionGuns::six, "six"},
    {BattalionGuns::per_gun, "per_gun"},
}};

// "Retreats and loses 1D3 damage" (DT-RESULT-3, DT-RESULT-4S): suffers it (default) or
// recovers it (G-06, DECISIONS §9).
enum class RetreatD3 { suffer, recover };

inline constexpr std::array<Name<RetreatD3>, 2> kRetreatD3Names{{
    {RetreatD3::suffer, "suffer"},
    {RetreatD3::recover, "recover"},
}};

// A light battalion cannot rally while an enemy is within charge distance of its command
// companies (v2, default) or only once an enemy reaches them (v1) (S11.7-5, DECISIONS §2).
enum class LbRallyBlock { charge_distance, reach };

inline constexpr std::array<Name<LbRallyBlock>, 2> kLbRallyBlockNames{{
    {LbRallyBlock::charge_distance, "charge_distance"},
    {LbRallyBlock::reach, "reach"},
}};

// S11.21 approach limits: the club's edited text (default) or the first version (DECISIONS §2).
enum class ApproachLimits { edited, first };

inline constexpr std::array<Name<ApproachLimits>, 2> kApproachLimitsNames{{
    {ApproachLimits::edited, "edited"},
    {ApproachLimits::first, "first"},
}};

// Add a field here, a line to kRuleOptions below, and a reader in engine/situation.cpp.
struct RuleOptions {
  Scale scale = Scale::inch;          // DECISIONS §1
  bool smoke = false;                 // S16.4, optional rule, off by default (DECISIONS §5)
  bool weather = true;                // S16.7: a situation's weather applies (DECISIONS §10)
  int standard_battery_disperse = 8;  // DMG-BATT-STD: the seed's "18+" is a misprint (G-05)
  ApproachLimits approach_limits = ApproachLimits::edited;  // S11.21 (DECISIONS §2)
  bool lb_line_of_sight = true;  // S11.6.5, the club's addition (DECISIONS §2)
  // Fire (seed 003, chapter XVI), issue 3:
  int damage_die_hits_on = 4;       // DECISIONS §4: a damage die scores on 4+ (G-01)
  int horse_artillery_penalty = 4;  // F-MOD-A6 text -4; the table prints -2 (C-15, G-46)
  int screen_gap = 2;               // S11.20-1, S11.26b: 2" (v2) or 3" (v1) (DECISIONS §2)
  bool redoubts = true;             // S16.5: a redoubt in a situation applies
  BattalionGuns battalion_guns = BattalionGuns::six;  // S16.1a-1, S16.1a-2
  // G-54 (B): +1 DD to the battalion's volley.
  bool battalion_gun_damage_die = false;
  // Discipline, status and brigade morale (seed 003, chapters XI and XVI), issue 4:
  RetreatD3 retreat_d3 = RetreatD3::suffer;                     // G-06, DECISIONS §9
  LbRallyBlock lb_rally_block = LbRallyBlock::charge_distance;  // S11.7-5, DECISIONS §2
  bool brigade_morale = false;  // S16.6, optional rule, off by default
  // Squadron charges (S16.2), issue 6: optional rule, off by default (S16.2-0: slow, for small
  // battles).
  bool squadron_charges = false;

  bool operator==(const RuleOptions&) const = default;
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
    {"approach_limits", OptionType::choice, "edited|first", "edited", "S11.21",
     "edited: 3\" from formed infantry or artillery, 9\" from cavalry, lifted in rough ground, "
     "cover or built-up areas; first: 3\" from formed infantry, no terrain exception",
     "редакция клуба: 3\" до построенной пехоты или артиллерии, 9\" до кавалерии, кроме "
     "пересечённой местности, укрытий и застроенных областей; первая: 3\" до построенной пехоты "
     "без исключений"},
    {"lb_line_of_sight", OptionType::boolean, "true|false", "true", "S11.6.5",
     "a light battalion's skirmish line keeps line of sight to its command companies",
     "цепь лёгкого батальона сохраняет линию видимости с командными ротами"},
    {"damage_die_hits_on", OptionType::integer, "4|5|6", "4", "DECISIONS §4",
     "a damage die (DD) adds 1 damage on this score or more",
     "Кубик Урона (КУ) добавляет 1 Урона при этом результате или выше"},
    {"horse_artillery_penalty", OptionType::integer, "4|2", "4", "F-MOD-A6",
     "fire modifier of horse artillery that moved or unlimbered: -4 (text) or -2 (table)",
     "модификатор Конной артиллерии, которая двигалась или снималась с передков: -4 (текст) "
     "или -2 (таблица)"},
    {"screen_gap", OptionType::integer, "2|3", "2", "S11.20-1",
     "a skirmish screen this close (inches) to the unit behind it does not screen it",
     "застрельщики на таком расстоянии (дюймы) от подразделения позади не прикрывают его"},
    {"redoubts", OptionType::boolean, "true|false", "true", "S16.5",
     "redoubts: protection factor, cover, damage to the works under artillery fire; off: plain "
     "cover",
     "редуты: фактор защиты, укрытие, разрушение артиллерийским огнём; выкл.: обычное укрытие"},
    {"battalion_guns", OptionType::choice, "six|per_gun|off", "six", "S16.1a",
     "a battalion gun adds six figures to initial strength, or four per gun it represents",
     "батальонное орудие добавляет шесть фигур к первоначальной численности, или четыре на "
     "каждую пушку"},
    {"battalion_gun_damage_die", OptionType::boolean, "true|false", "false", "S16.1a",
     "a battalion with a battalion gun fires its volley with one more damage die (G-54)",
     "батальон с батальонным орудием стреляет залпом с одним дополнительным КУ (G-54)"},
    {"retreat_d3", OptionType::choice, "suffer|recover", "suffer", "DT-RESULT-3",
     "a discipline test Retreat \"loses 1D3 damage\": the unit suffers it, or recovers it (G-06)",
     "Отступление по Проверке Дисциплины «теряет 1Д3 Урона»: подразделение получает его или "
     "восстанавливает (G-06)"},
    {"lb_rally_block", OptionType::choice, "charge_distance|reach", "charge_distance", "S11.7-5",
     "a light battalion cannot rally while an enemy is within charge distance of its command "
     "companies, or only once an enemy reaches them",
     "легкий батальон не может собраться, пока противник на дистанции атаки от командных рот, "
     "или только когда противник их достиг"},
    {"brigade_morale", OptionType::boolean, "true|false", "false", "S16.6",
     "a brigade that lost more than half its units tests every turn; a broken brigade makes its "
     "neighbours test",
     "бригада, потерявшая более половины подразделений, тестируется каждый ход; разбитая "
     "бригада заставляет тестироваться соседей"},
    {"squadron_charges", OptionType::boolean, "true|false", "false", "S16.2",
     "cavalry charging cavalry: both sides write down secretly how many squadrons go in; a body "
     "outnumbered 3:1 tests at -2 to charge",
     "кавалерия атакует кавалерию: обе стороны тайно записывают число эскадронов; уступающие "
     "втрое тестируются с -2 для атаки"},
};

}  // namespace grognard::model
