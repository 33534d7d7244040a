// Phrases of the tabletop: what `grognard check` reports, the facts `grognard situation` derives
// from positions, the fall back of S11.22, and the words of `grognard draw`. Russian uses the
// seeds' terms (CLAUSES.md §12).
#include "text/phrases.h"

namespace grognard::text {

namespace {
constexpr Phrase kPhrases[] = {
    // Units of measure, statuses, ratings, bands, cover, weapons.
    {"table.unit.in", "in", "дюйм."},
    {"table.unit.cm", "cm", "см"},
    {"table.status.ordered", "obeys orders", "Подчиняется Приказам"},
    {"table.status.unformed", "Unformed", "Не Построенные"},
    {"table.status.falling_back", "Fall Back", "Отход"},
    {"table.status.retreating", "Retreat", "Отступление"},
    {"table.status.broken", "Broken", "Бегство"},
    {"table.status.dispersed", "Dispersed", "Рассеянные"},
    {"table.rating.poor", "poor general", "слабый генерал"},
    {"table.rating.average", "general", "генерал"},
    {"table.rating.good", "good general", "хороший генерал"},
    {"table.rating.superior", "superior general", "Генерал с Превосходными навыками"},
    {"table.band.close", "close", "ближняя"},
    {"table.band.effective", "effective", "эффективная"},
    {"table.band.long", "long", "дальняя"},
    {"table.cover.open", "the open", "открытой местности"},
    {"table.cover.cover", "cover", "укрытии"},
    {"table.cover.building", "a built-up area", "застроенной области"},
    {"table.terrain.open", "open ground", "открытая местность"},
    {"table.terrain.rough", "rough ground", "пересечённая местность"},
    {"table.terrain.wood", "wood", "лес"},
    {"table.terrain.built_up", "built-up area", "застроенная область"},
    {"table.terrain.cover", "cover", "укрытие"},
    {"table.terrain.river", "river", "река"},
    {"table.terrain.stream", "stream", "ручей"},
    {"table.terrain.hill", "hill", "холм"},
    {"table.terrain.redoubt", "redoubt", "редут"},
    {"table.weapon.none", "nothing", "ничем"},
    {"table.weapon.musket", "a musket volley", "мушкетным Залпом"},
    {"table.weapon.musket_square", "muskets from a square", "мушкетами из Каре"},
    {"table.weapon.skirmish", "skirmisher fire", "огнём застрельщиков"},
    {"table.weapon.rifles", "riflemen's fire", "огнём отборных стрелков"},
    {"table.weapon.carbine", "carbines", "карабинами"},
    {"table.weapon.gun", "its guns", "орудиями"},

    // grognard check.
    {"check.clean", "{file}: no positional rule is broken",
     "{file}: ни одно позиционное правило не нарушено"},
    {"check.count", "{file}: positional rules broken: {count}",
     "{file}: нарушено позиционных правил: {count}"},
    {"check.screen_tether",
     "{unit}: base {base} stands {measured} from the nearest close-order infantry, artillery or "
     "general of its brigade, more than {limit}",
     "{unit}: база {base} стоит в {measured} от ближайшей пехоты в сомкнутом строю, артиллерии "
     "или генерала своей бригады, дальше {limit}"},
    {"check.screen_tether_alone",
     "{unit}: no close-order infantry, artillery or general of its brigade is on the table",
     "{unit}: на столе нет пехоты в сомкнутом строю, артиллерии или генерала её бригады"},
    {"check.light_line_tether",
     "{unit}: skirmish base {base} stands {measured} from the command companies, more than "
     "{limit}",
     "{unit}: база застрельщиков {base} стоит в {measured} от командных рот, дальше {limit}"},
    {"check.light_bases_too_close",
     "{unit}: bases {base} and {other_base} stand {measured} apart, less than {limit}",
     "{unit}: базы {base} и {other_base} стоят в {measured} друг от друга, ближе {limit}"},
    {"check.light_base_too_far",
     "{unit}: skirmish base {base} stands {measured} from the nearest other skirmish base, more "
     "than {limit}",
     "{unit}: база застрельщиков {base} стоит в {measured} от ближайшей другой базы цепи, дальше "
     "{limit}"},
    {"check.light_line_sight",
     "{unit}: skirmish base {base} has no line of sight to the command companies",
     "{unit}: у базы застрельщиков {base} нет линии видимости до командных рот"},
    {"check.mounted_bases_too_close",
     "{unit}: bases {base} and {other_base} stand {measured} apart, less than {limit}",
     "{unit}: базы {base} и {other_base} стоят в {measured} друг от друга, ближе {limit}"},
    {"check.approach_formed",
     "{unit}: base {base} stands {measured} from {other}, closer than {limit} to formed infantry "
     "or artillery outside rough ground, cover or built-up areas",
     "{unit}: база {base} стоит в {measured} от {other@gen}, ближе {limit} к построенной пехоте "
     "или "
     "артиллерии вне пересечённой местности, укрытия и застроенных областей"},
    {"check.approach_cavalry",
     "{unit}: base {base} stands {measured} from {other}, closer than {limit} to cavalry outside "
     "rough ground, cover or built-up areas",
     "{unit}: база {base} стоит в {measured} от {other@gen}, ближе {limit} к кавалерии вне "
     "пересечённой местности, укрытия и застроенных областей"},
    {"check.fall_back_due",
     "{unit}: base {base} stands {measured} from {other}, a close-order enemy {limit} or less "
     "away: the skirmishers fall back",
     "{unit}: база {base} стоит в {measured} от {other@gen}, противник в сомкнутом строю на "
     "{limit} "
     "и менее: Застрельщики отходят"},
    {"check.caught",
     "{unit}: base {base} is in base contact with {other}: the company is removed without a "
     "melee",
     "{unit}: база {base} в базовом контакте с {other@ins}: рота убирается из игры без "
     "рукопашной"},

    // S11.22: where skirmishers fall back.
    {"fallback.straight_back", "falls back {distance} straight away from {threats}",
     "отходит на {distance} прямо от {threats@gen}"},
    {"fallback.behind_friend",
     "cannot keep the distance straight back: falls back {distance} to "
     "the rear of {friend}",
     "не может отойти прямо назад: отходит на {distance} в тыл {friend@gen}"},
    {"fallback.flank_of_friend",
     "cannot keep the distance straight back: falls back {distance} to the flank of {friend}",
     "не может отойти прямо назад: отходит на {distance} к флангу {friend@gen}"},
    {"fallback.into_cover",
     "cannot keep the distance otherwise: falls back {distance} into {cover}",
     "иначе не может держать дистанцию: отходит на {distance} в укрытие {cover}"},
    {"fallback.retreat", "{friend} is in melee: the skirmishers retreat instead",
     "{friend} в рукопашной: Застрельщики вместо этого отступают"},
    {"fallback.blocked", "cannot keep the distance anywhere on the table",
     "нигде на столе не может держать дистанцию"},

    // grognard situation: facts derived from positions.
    {"fact.weapon", "{0} fires {1}", "{0} стреляет {1}"},
    {"fact.range", "range {0}, edge to edge, from base {1} of {2} to base {3} of {4}",
     "дистанция {0}, от края до края, от базы {1} {2} до базы {3} {4}"},
    {"fact.band.close", "in range: close (up to {0})", "в пределах дистанции: ближняя (до {0})"},
    {"fact.band.effective", "in range: effective (up to {0})",
     "в пределах дистанции: эффективная (до {0})"},
    {"fact.band.long", "in range: long (up to {0})", "в пределах дистанции: дальняя (до {0})"},
    {"fact.out_of_range", "out of range: the weapon reaches {0}",
     "вне дистанции: оружие бьёт на {0}"},
    {"fact.arc.skirmish", "{0} is in the 45° fire arc from the front corners of a base",
     "{0} в секторе стрельбы 45° от фронтальных углов базы"},
    {"fact.no_arc.skirmish", "{0} is outside the 45° fire arc from the front corners of every base",
     "{0} вне сектора стрельбы 45° от фронтальных углов всех баз"},
    {"fact.arc.formed", "{0} is straight ahead of the firer's front",
     "{0} прямо перед фронтом стреляющих"},
    {"fact.no_arc.formed", "{0} is not straight ahead of the firer's front",
     "{0} не прямо перед фронтом стреляющих"},
    {"fact.sight.clear", "the line of sight is clear", "линия видимости открыта"},
    {"fact.sight.terrain", "the line of sight is blocked by {0}", "линию видимости закрывает {0}"},
    {"fact.sight.unit", "the line of fire passes through {0}", "линия огня проходит через {0}"},
    {"fact.over.allowed",
     "fires over {0} (level {1}, the battery on level {2}; {3} from the battery, {4} from the "
     "target): allowed",
     "стрельба поверх голов {0} (уровень {1}, батарея на уровне {2}; {3} от батареи, {4} от "
     "цели): разрешена"},
    {"fact.over.forbidden",
     "would fire over {0} (level {1}, the battery on level {2}; {3} from the battery, {4} from "
     "the target): not allowed",
     "стрельба поверх голов {0} (уровень {1}, батарея на уровне {2}; {3} от батареи, {4} от "
     "цели): запрещена"},
    {"fact.visibility.within", "{1}: one sees {0}; the target is within sight",
     "{1}: видимость {0}; цель видна"},
    {"fact.visibility.beyond", "{1}: one sees {0}; the target is beyond sight",
     "{1}: видимость {0}; цель дальше видимости"},
    {"fact.cover", "{0} stands in {1} ({2} of it)", "{0} стоит в {1} ({2} площади)"},
    {"fact.redoubt", "{0} holds {2} ({1} of it), protection factor {3}",
     "{0} занимает {2} ({1} площади), фактор защиты {3}"},
    {"fact.garrison", "{0} garrisons a built-up area: damage is halved",
     "{0} — гарнизон застроенной области: урон уменьшается вдвое"},
    {"fact.general_attached", "a general is attached to {0}: Fate may strike him",
     "к {0@dat} придан генерал: его может настигнуть Судьба"},
    {"fact.screen", "{0} stands in front of {1}, between it and the firer, {2} from it",
     "{0} стоит перед {1@ins}, между целью и стреляющими, в {2} от цели"},
    {"fact.screen_effect.strikes_screen",
     "infantry fire strikes the screen {0}, not the unit "
     "behind",
     "огонь пехоты приходится в заслон {0}, а не в подразделение позади"},
    {"fact.screen_effect.first_to_screen",
     "the unit behind the screen {0} is hit, but the screen takes the first point",
     "огонь поражает подразделение позади заслона {0}, но первую потерю получает заслон"},
    {"fact.screen_effect.passes_through", "roundshot passes through the screen {0}",
     "ядра пролетают сквозь цепь {0}"},
    {"fact.screen_effect.cannot_screen", "{0} cannot screen this target",
     "{0} не может прикрыть эту цель"},
    {"fact.screen_effect.none", "{0} does not screen", "{0} не прикрывает"},
    {"fact.screen_mounted", "mounted skirmishers in front of {0} screen nothing",
     "конные застрельщики перед {0@ins} никого не прикрывают"},
    {"fact.screen_cavalry", "skirmishers cannot screen cavalry: {0} is not screened",
     "Застрельщики не могут прикрывать кавалерию: {0} без прикрытия"},
    {"fact.skirmish_at_screen", "the skirmishers' fire strikes the screen {0}",
     "огонь застрельщиков приходится в заслон {0}"},
    {"fact.behind", "{0}: {1} of it directly behind the target, {2} from it",
     "{0}: {1} площади прямо позади цели, в {2} от неё"},
    {"fact.level", "{0} stands on level {1}", "{0} стоит на уровне {1}"},
    {"fact.priority_skirmishers", "{0} are enemy skirmishers in the arc: a priority target",
     "{0} — Застрельщики противника в секторе: приоритетная цель"},
    {"fact.priority_any",
     "no enemy skirmishers in the arc: any enemy unit may be the target, {0} "
     "included",
     "в секторе нет Застрельщиков противника: целью может быть любое подразделение, в том числе "
     "{0}"},
    {"fact.priority_other", "enemy skirmishers {0} are in the arc: they must be the target",
     "Застрельщики противника {0} в секторе: стрелять нужно по ним"},
    {"fact.light_line_fires",
     "only the skirmish line of {0} fires: {1} figures; the command "
     "companies do not",
     "стреляет только цепь {0}: {1} фигур; командные роты не стреляют"},
    {"fact.in_building", "{0} fires from a building", "{0} стреляет из здания"},
    {"fact.flank.yes",
     "{0}: {1} of it within {2} behind the front line, nothing in between: "
     "flanked",
     "{0}: {1} площади в пределах {2} за линией фронта, между ними ничего: Фланкированы"},
    {"fact.flank.no", "{0}: only {1} of it within {2} behind the front line: not flanked",
     "{0}: лишь {1} площади в пределах {2} за линией фронта: не Фланкированы"},
    {"fact.flank.blocked_unit", "{0}: {1} of it within {2} behind, but {3} stands in between",
     "{0}: {1} площади в пределах {2} позади, но между ними стоит {3}"},
    {"fact.flank.blocked_terrain", "{0}: {1} of it within {2} behind, but {3} lies in between",
     "{0}: {1} площади в пределах {2} позади, но между ними {3}"},
    {"fact.flank.exception", "{0} does not flank this unit", "{0} не фланкирует это подразделение"},
    {"fact.garrison_test", "{0} garrisons a built-up area: it cannot be flanked",
     "{0} — гарнизон застроенной области: его нельзя фланкировать"},
    {"fact.flank.none", "no enemy unit within {0}: not flanked",
     "нет противника в пределах {0}: не Фланкированы"},

    // grognard targets and situation.
    {"table.ui.targets", "{firer} ({weapon}):", "{firer} ({weapon}):"},
    {"table.ui.no_fire", "{firer} cannot fire ({clause})", "{firer} не может стрелять ({clause})"},
    {"table.ui.no_targets", "  no enemy unit within reach",
     "  нет противника в пределах дистанции"},
    {"table.ui.allowed", "may fire", "может стрелять"},
    {"table.ui.not_allowed", "may not fire", "не может стрелять"},
    {"table.ui.facts", "Derived from the table:", "Выведено из положения на столе:"},
    {"table.ui.situation", "Situation:", "Ситуация:"},
    {"table.ui.written", "written {file}", "записан {file}"},

    // grognard draw.
    {"draw.table", "table", "стол"},
    {"draw.weather", "weather", "погода"},
    {"draw.level", "level", "уровень"},
    {"draw.defence", "defence", "защита"},
    {"draw.battalion_gun", "battalion gun", "батальонное орудие"},
    {"draw.squadrons", "squadrons", "эскадр."},
    {"draw.damage", "damage", "Урон"},
    {"draw.lfd", "lost fire discipline", "Потеря Дисциплины Стрельбы"},
    {"draw.low_ammo", "low ammunition", "Мало амуниции"},
    {"draw.in_melee", "in melee", "в рукопашной"},
    {"draw.legend",
     "Each base is drawn where it stands; the thick edge and the arrowhead are its front. Dashed "
     "bases are in skirmish order.",
     "Каждая база нарисована там, где стоит; толстая сторона и стрелка — её фронт. Пунктирные "
     "базы в рассыпном строю."},
};
}  // namespace

std::span<const Phrase> table_phrases() {
  return kPhrases;
}

}  // namespace grognard::text
