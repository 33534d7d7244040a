// Phrases of a battle: the turn sequence, orders and what they do (src/game).
#include "text/phrases.h"

namespace grognard::text {

namespace {
constexpr Phrase kPhrases[] = {
    {"phase.command", "Command phase", "Фаза Командования"},
    {"phase.charge", "Charge phase", "Фаза Атаки"},
    {"phase.movement", "Movement phase", "Фаза Движения"},
    {"phase.fire", "Fire phase", "Фаза Стрельбы"},
    {"phase.melee", "Melee phase", "Фаза Ближнего Боя"},
    {"ui.turn", "Turn", "Ход"},
    {"report.seed", "Seed of the dice:", "Зерно кубиков:"},
    {"report.start", "Deployment", "Расстановка"},
    {"ui.winner", "Winner", "Победитель"},
    {"replay.matches", "The replay ends where the record does: the same battle.",
     "Повтор заканчивается там же, где запись: это то же сражение."},
    {"replay.other_battle",
     "the record is of another battle: the scenario or its setup is not the one recorded",
     "запись другого сражения: сценарий или его расстановка не те, что записаны"},
    {"replay.diverged",
     "the recorded orders or dice do not fit this battle (a different version of the rules?)",
     "записанные приказы или кубики не подходят к этому сражению (другая версия правил?)"},
    {"replay.other_end", "the replay ends in another state than the recorded battle",
     "повтор заканчивается не в том состоянии, что записанное сражение"},
    {"ui.draw", "The battle is drawn", "Сражение закончилось вничью"},
    {"event.game.turn", "turn {0} begins", "начинается ход {0}"},
    {"event.game.brigade_status", "{0} is now {1}", "{0} теперь {1}"},
    {"event.game.brigade_test_due", "{0} must test its morale (optional rule S16.6)",
     "{0} проходит тест бригадной морали (дополнительное правило S16.6)"},
    {"event.game.refused", "{0}: order refused: {1}", "{0}: приказ отклонён: {1}"},
    {"event.game.removed", "{0} leaves the table", "{0} {0?уходит|уходит|уходит|уходят} со стола"},
    {"event.game.retreat_move", "{0} retreats {1}\"",
     "{0} {0?отступает|отступает|отступает|отступают} на {1}\""},
    {"event.game.broken_move", "{0} flees {1}\"", "{0} {0?бежит|бежит|бежит|бегут} на {1}\""},
    {"event.game.burst_through", "{0} bursts through {1}, which is Unformed",
     "{0} {0?прорывается|прорывается|прорывается|прорываются} сквозь {1@acc}: {1?тот становится Не "
     "Построенным|та становится Не Построенной|то становится Не Построенным|те становятся Не "
     "Построенными}"},
    {"event.game.support_falls_back", "{0}, supporting the charge of {1}, falls back with it",
     "{0}, {0?поддерживавший|поддерживавшая|поддерживавшее|поддерживавшие} атаку {1@gen}, "
     "{0?отходит|отходит|отходит|отходят} вместе с {1?ним|ней|ним|ними}"},
    {"event.game.gave_way",
     "the {0} give way: every brigade falls back or flees, or nothing "
     "is left",
     "{0} {0?отступает|отступает|отступает|отступают}: все бригады в Отходе или бегут, или не "
     "осталось войск"},
    {"event.game.turn_limit",
     "the turn limit: losses in damage points (a unit lost counts 100): {side0} {0}, {side1} "
     "{1}",
     "предел ходов: потери в очках Урона (потерянное подразделение считается за 100): "
     "{side0} — {0}, {side1} — {1}"},
    {"event.game.points", "the turn limit: victory points: {side0} {0}, {side1} {1}",
     "предел ходов: победные очки: {side0} — {0}, {side1} — {1}"},
    {"event.game.over", "the battle is over: the {0} win",
     "сражение окончено: {0?победил|победила|победило|победили} {0}"},
    {"event.game.draw", "the battle is over: a draw", "сражение окончено: ничья"},
    {"event.game.assault_fire", "{0} is ordered to assault fire (two ADCs)",
     "{0} {0?получает|получает|получает|получают} приказ на Штурмовой огонь (два Адъютанта)"},
    {"event.game.resupplied", "{0} is resupplied with ammunition (one ADC)",
     "{0} {0?пополняет|пополняет|пополняет|пополняют} амуницию (один Адъютант)"},
    {"event.game.wheel", "{0} wheels to face the enemy",
     "{0} {0?разворачивается|разворачивается|разворачивается|разворачиваются} к противнику"},
    {"event.game.move", "{0} moves {1}\"",
     "{0} {0?передвигается|передвигается|передвигается|передвигаются} на {1}\""},
    {"event.game.formation", "{0} forms {1}",
     "{0} {0?перестраивается|перестраивается|перестраивается|перестраиваются}: {1}"},
    {"event.game.company_detached",
     "{0} sends {1} {1?figure|figures} to the screen; initial strength now {2} "
     "{2?figure|figures}",
     "{0} {0?выделяет|выделяет|выделяет|выделяют} {1} {1?фигуру|фигуры|фигур} в экран; "
     "первоначальная численность теперь {2} {2?фигура|фигуры|фигур}"},
    {"event.game.screen_formed", "{0} forms, {1} {1?figure|figures}, {2}",
     "{0?сформирован|сформирована|сформировано|сформированы} {0}: {1} {1?фигура|фигуры|фигур}, "
     "{2}"},
    {"event.game.screen_reinforced",
     "{0} sends a company of {1} {1?figure|figures} to {2} for half its move; the screen now "
     "has {3} {3?figure|figures}",
     "{0}: рота из {1} {1?фигуры|фигур|фигур} уходит в {2@acc} за половину движения; в "
     "экране теперь {3} {3?фигура|фигуры|фигур}"},
    {"event.game.gun_abandoned", "{0} loses its battalion gun",
     "{0} {0?теряет|теряет|теряет|теряют} батальонное орудие"},
    {"event.game.gun_left", "{0} abandons its battalion gun: the crew counts as killed",
     "{0} {0?оставляет|оставляет|оставляет|оставляют} батальонное орудие: орудийная прислуга "
     "считается убитой"},
    {"event.game.gun_crew_hit", "the skirmishers hit {1} of the gun crew of {0}; {2} left",
     "застрельщики выбивают {1} из орудийной прислуги {0@gen}; {2?остался|осталось|осталось} {2}"},
    {"event.game.gun_crew_lost", "the last of the gun crew of {0} falls: the gun is lost",
     "последний из орудийной прислуги {0@gen} выбит: орудие потеряно"},
    {"event.game.squadrons",
     "the written counts revealed: {0} charges with {1} {1?squadron|squadrons}, {2} meets it "
     "with {3}",
     "записи раскрыты: {0} {0?атакует|атакует|атакует|атакуют} {1} "
     "{1?эскадроном|эскадронами|эскадронами}, {2} {2?встречает|встречает|встречает|встречают} "
     "атаку {3} {3?эскадроном|эскадронами|эскадронами}"},
    {"event.game.whole_regiment", "{0} wrote down no number: the whole regiment takes part",
     "{0}: число не записано, участвует весь полк"},
    {"event.game.squadron_test",
     "{0}: {1} {1?squadron|squadrons} against {2}, outnumbered 3:1, tests to charge or "
     "countercharge",
     "{0}: {1} {1?эскадрон|эскадрона|эскадронов} против {2}, противник превосходит втрое: проверка "
     "морали для атаки или контратаки"},
    {"event.game.charge_halted", "{0} does not go in", "{0} не {0?идёт|идёт|идёт|идут} в атаку"},
    {"event.game.skirmish_withdraw", "{0} falls back to keep 3\" from {1}",
     "{0} {0?отходит|отходит|отходит|отходят}, чтобы держаться в 3\" от {1@gen}"},
    {"event.game.skirmish_cannot_withdraw", "{0} cannot keep 3\" from {1}",
     "{0} не {0?может|может|может|могут} держаться в 3\" от {1@gen}"},
    {"event.game.fires", "{0} fires at {1} at {2}\"",
     "{0} {0?стреляет|стреляет|стреляет|стреляют} по {1@dat} с {2}\""},
    {"event.game.closing_fire", "{0} fires at {1} as it charges in",
     "{0} {0?встречает|встречает|встречает|встречают} огнём {1@acc}, "
     "{1?идущий|идущую|идущее|идущих} в атаку"},
    {"event.game.closing_fire_prevented", "{0} cannot fire at {1} as it charges in: {2}",
     "{0} не {0?может|может|может|могут} встретить огнём {1@acc}, {1?идущий|идущую|идущее|идущих} "
     "в атаку: {2}"},
    {"event.game.evades", "{0} evades", "{0} {0?уклоняется|уклоняется|уклоняется|уклоняются}"},
    {"event.game.contact", "{0} crashes into {1}",
     "{0} {0?врезается|врезается|врезается|врезаются} в {1@acc}"},
    {"event.game.charge_stopped", "{0} does not reach its target",
     "{0} не {0?достигает|достигает|достигает|достигают} цели"},
    {"event.game.charge", "{0} charges {1} from {2}\"",
     "{0} {0?атакует|атакует|атакует|атакуют} {1@acc} с {2}\""},
    {"event.game.answer", "{0} answers the charge: {1}",
     "{0} {0?отвечает|отвечает|отвечает|отвечают} на атаку: {1}"},
    {"term.response.stand", "stand", "стоять"},
    {"term.response.stand_and_fire", "stand and fire a closing volley", "стоять и встретить огнём"},
    {"term.response.evade", "evade", "уклониться"},
    {"term.response.form_square", "form square", "построить Каре"},
    {"term.response.break_at_once", "break at once", "сразу обратиться в Бегство"},
    {"event.game.melee", "melee: {0} against {1}", "рукопашная: {0} против {1@gen}"},
    {"event.game.takes_ground", "{0} follows up {1}\" and takes the ground",
     "{0} {0?преследует|преследует|преследует|преследуют} на {1}\" и "
     "{0?занимает|занимает|занимает|занимают} позицию противника"},
    {"event.game.pursuit_caught", "{0} pursues and catches {1}: cut down",
     "{0} {0?преследует|преследует|преследует|преследуют} и "
     "{0?настигает|настигает|настигает|настигают} {1@acc}: "
     "{1?изрублен|изрублена|изрублено|изрублены}"},
    {"refusal.not_battery", "only a battery", "только батарея"},
    {"refusal.no_adcs", "no ADC left", "не осталось Адъютантов"},
    {"refusal.impassable", "the ground is impassable for it", "местность для неё непроходима"},
    {"refusal.blocked", "the way is blocked", "путь перекрыт"},
    {"refusal.formation", "it cannot take that formation", "это построение ей недоступно"},
    {"refusal.too_many_units", "too many units", "слишком много подразделений"},
    {"refusal.no_light_companies", "no light companies left to send",
     "не осталось лёгких рот для экрана"},
    {"refusal.no_room", "no room in front of the brigade", "нет места перед фронтом бригады"},
    {"event.game.lb_line_forward",
     "{0}: the skirmish line goes {1}\" forward of the command companies; {2} figures on the "
     "line, {3} in the command companies",
     "{0}: линия застрельщиков выдвигается на {1}\" перед командными ротами; в линии {2} "
     "{2?фигура|фигуры|фигур}, в командных ротах {3}"},
    {"event.game.lb_reformed", "{0} re-forms at its command companies in {1}",
     "{0} {0?собирается|собирается|собирается|собираются} у командных рот: {1}"},
    {"refusal.no_screen", "that is not a skirmish screen of its brigade",
     "это не экран застрельщиков его бригады"},
    {"refusal.no_gun", "it has no battalion gun", "у него нет батальонного орудия"},
    {"refusal.gun_kept", "the battalion has lost fewer than four figures",
     "батальон потерял меньше четырёх фигур"},
    {"refusal.no_squadrons",
     "squadrons are written down only for cavalry charging cavalry under the squadron rule",
     "эскадроны записываются только при атаке кавалерии на кавалерию по правилу поэскадронных "
     "атак"},
    {"refusal.too_many_squadrons", "more squadrons than the regiment has",
     "больше эскадронов, чем есть в полку"},
    {"refusal.already_acted", "it has already acted this turn", "уже действовало в этот ход"},
    {"refusal.already_moved", "it has already moved this phase", "уже двигалось в эту фазу"},
    {"refusal.already_fired", "it has already fired", "уже стреляло"},
    {"refusal.not_enemy", "not an enemy on the table", "это не противник на столе"},
    {"refusal.cavalry_fire", "mounted cavalry does not fire", "конная кавалерия не стреляет"},
    {"refusal.charged", "it charged or is in melee this turn", "атаковало или в рукопашной"},
    {"refusal.limbered", "the battery is limbered", "батарея на передках"},
    {"refusal.moved_battery", "a foot battery that moved cannot fire",
     "пешая батарея, передвигавшаяся в этот ход, не стреляет"},
    {"refusal.out_of_range", "out of range", "вне дистанции"},
    {"refusal.visibility", "beyond what the weather lets it see", "вне видимости из-за погоды"},
    {"refusal.arc", "outside its fire arc", "вне сектора стрельбы"},
    {"refusal.sight", "no line of sight", "нет линии видимости"},
    {"refusal.priority", "it must fire at the enemy skirmishers first",
     "сначала нужно стрелять по застрельщикам противника"},
    {"refusal.already_charged", "it has already charged", "уже атаковало"},
    {"charge.refused.retreating", "retreating units do not charge", "отступающие не атакуют"},
    {"charge.refused.gone", "not on the table", "нет на столе"},
    {"charge.refused.unformed", "unformed units do not charge", "Не Построенные не атакуют"},
    {"charge.refused.artillery", "batteries do not charge", "батареи не атакуют"},
    {"charge.refused.square", "a square does not charge", "каре не атакует"},
    {"charge.refused.fired", "it fired this turn", "стреляло в этот ход"},
    {"charge.refused.cossacks", "skirmishers do not charge Cossacks",
     "застрельщики не атакуют Казаков"},
    {"charge.refused.skirmishers_only", "skirmishers charge only skirmishers",
     "застрельщики атакуют только застрельщиков"},
    {"charge.refused.built_up", "mounted skirmishers do not charge into built-up areas",
     "конные застрельщики не атакуют в застроенной области"},
    {"charge.refused.reach", "beyond charge reach", "вне дистанции атаки"},
};
}  // namespace

std::span<const Phrase> game_phrases() {
  return kPhrases;
}

}  // namespace grognard::text
