// Phrases of the battle report (`grognard battle --report`, text/battle_report.cpp).
#include "text/phrases.h"

namespace grognard::text {

namespace {
constexpr Phrase kPhrases[] = {
    {"report.summary", "Summary", "Итог"},
    {"report.result", "Result", "Результат"},
    {"report.losses", "Losses", "Потери"},
    {"report.turning_points", "Turning points", "Переломные моменты"},
    {"report.units", "Every unit at the end of the turn", "Все подразделения в конце хода"},
    {"report.units_start", "Every unit at the deployment", "Все подразделения при расстановке"},
    {"report.col.unit", "Unit", "Подразделение"},
    {"report.col.side", "Side", "Сторона"},
    {"report.col.formation", "Formation", "Построение"},
    {"report.col.status", "Status", "Состояние"},
    {"report.col.damage", "Damage (points)", "Урон (очки)"},
    {"report.col.figures", "Figures", "Фигуры"},
    {"report.col.lost", "Figures lost", "Потеряно фигур"},
    {"report.side_total", "{0}: {1} of {2} figures lost, {3} units dispersed, damage {4} points",
     "{0}: потеряно фигур {1} из {2}, рассеяно подразделений {3}, Урон {4}"},
    {"report.first_dispersal", "Turn {0}: the first unit dispersed: {1} ({2})",
     "Ход {0}: первое Рассеянное подразделение — {1} ({2})"},
    {"report.brigade", "Turn {0}: {1}", "Ход {0}: {1}"},
    {"report.no_objective",
     "The scenario sets no ground to hold: the side that lost less wins at the "
     "turn limit.",
     "В сценарии нет местности, которую нужно удержать: при пределе ходов побеждает сторона с "
     "меньшими потерями."},
    {"report.nothing", "no unit dispersed and no brigade faltered",
     "ни одно подразделение не Рассеяно, ни одна бригада не Дрогнула"},
    {"report.arrows",
     "Arrows on the map: dashed orange, fire this turn; thick dark red, a charge this turn.",
     "Стрелки на карте: оранжевый пунктир — стрельба в этот ход; толстая тёмно-красная — атака "
     "в этот ход."},
    // What a battle's die is rolled for, by the clause of the roll (battle_text.cpp).
    {"dice_for.PR-CMD-3", "for the initiative", "на инициативу"},
    {"dice_for.S16.7-2", "for the weather", "на погоду"},
    {"dice_for.F-TABLE", "for the volley", "на залп"},
    {"dice_for.ART-PROC-1", "for the battery's fire", "на стрельбу батареи"},
    {"dice_for.S11.14-3", "for the skirmish fire", "на стрельбу застрельщиков"},
    {"dice_for.DECISIONS §4", "for the damage", "на Урон"},
    {"dice_for.DT-PROC-1", "for the discipline test", "на Проверку Дисциплины"},
    {"dice_for.BM-ROLL", "for the brigade morale test", "на мораль бригады"},
    {"dice_for.PR-MELEE-1", "for the melee", "на рукопашную"},
    {"dice_for.DT-RESULT", "for the damage", "на Урон"},
    {"dice_for.PR-MELEE-18", "for the damage", "на Урон"},
};
}  // namespace

std::span<const Phrase> report_phrases() {
  return kPhrases;
}

}  // namespace grognard::text
