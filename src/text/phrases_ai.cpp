// Phrases of the AI's explanations (`grognard battle --explain`, issue 14): the answers the
// searching commander weighed, their scores and the exact odds behind them. A score is in the
// evaluation's points (ai/evaluation.h): a thousand is a battle won, a hundred a unit lost.
#include "text/phrases.h"

namespace grognard::text {

namespace {
constexpr Phrase kPhrases[] = {
    {"event.ai.weighed",
     "the AI weighs {0} answers, each played on {1} times with dice of its own and the better half "
     "again, round after round, up to {2} times; the best:",
     "ИИ взвешивает варианты ответа ({0}), каждый разыгран вперёд со своими кубиками (розыгрышей: "
     "{1}), лучшая половина снова, раунд за раундом (до {2}); лучшие:"},
    {"event.ai.option", "{0}. {1}: score {2} over {3} look-aheads",
     "{0}. {1}: оценка {2} (розыгрышей: {3})"},
    {"event.ai.option_fire", "{0}. fire at {1}: score {2} over {3} look-aheads",
     "{0}. огонь по {1@dat}: оценка {2} (розыгрышей: {3})"},
    {"event.ai.option_response", "{0}. {1}: score {2} over {3} look-aheads",
     "{0}. {1}: оценка {2} (розыгрышей: {3})"},
    {"event.ai.option_charge", "{0}. charge {1}: score {2} over {3} look-aheads",
     "{0}. атака на {1@acc}: оценка {2} (розыгрышей: {3})"},
    {"event.ai.odds_fire", "exact odds: expected damage {0}, discipline test {1}%",
     "точные шансы: ожидаемый Урон {0}, Проверка Дисциплины {1}%"},
    {"event.ai.odds_melee", "exact odds: the charge wins the melee {0}% (if it comes to contact)",
     "точные шансы: атака выигрывает Ближний Бой в {0}% (если дойдёт до контакта)"},
    {"event.ai.plan",
     "the AI's plan for this turn: {0} (of {1} plans, each played to the end of the battle {2} "
     "times against the line commander):",
     "план ИИ на этот ход: {0} (из {1} планов, каждый разыгран до конца сражения против "
     "линейного командира; розыгрышей: {2}):"},
    {"event.ai.plan_option", "{0}: score {1}", "{0}: оценка {1}"},
    {"event.ai.plan_unproven",
     "the best score, {0}, is not ahead of the manual's drill by a standard error of their "
     "differences over the same dice: the manual's drill is kept",
     "у плана «{0}» лучшая оценка, но не на стандартную ошибку его разностей с действиями по "
     "уставу на тех же кубиках: остаётся устав"},
    {"event.ai.order_unproven",
     "option {0} scores best, but is not ahead of the plan's own order for this unit by a standard "
     "error of their differences over the same dice: the plan's order is given",
     "у варианта {0} лучшая оценка, но не на стандартную ошибку его разностей с приказом плана "
     "этой части на тех же кубиках: отдан приказ плана"},
    {"event.ai.charge_unproven",
     "the charge, option {0}, scores best, but is not ahead of the best answer without a charge by "
     "a standard error of their differences over the same dice: no charge",
     "у атаки (вариант {0}) лучшая оценка, но не на стандартную ошибку её разностей с лучшим "
     "ответом без атаки на тех же кубиках: атаки нет"},
    {"term.ai.plan.manual", "the manual's drill", "действовать по уставу"},
    {"term.ai.plan.close", "close to short range", "сблизиться на короткую дистанцию"},
    {"term.ai.plan.hold", "hold the ground", "удерживать позицию"},
    {"term.ai.plan.stand_off", "stand off at long range", "держаться на дальней дистанции"},
    {"term.ai.plan.bold", "close and charge at even odds",
     "сблизиться и атаковать при равных шансах"},
    {"term.ai.plan.take", "send a battalion to take the ground that scores",
     "послать батальон занять местность, дающую очки"},
    {"term.ai.plan.take_hold", "send two battalions to take the ground that scores, the rest hold",
     "послать два батальона занять местность, дающую очки, остальным стоять"},
    {"term.ai.hold", "hold", "стоять"},
    {"term.ai.drill", "the manual's order (line commander)",
     "приказ по уставу (линейный командир)"},
    {"term.ai.close", "close to fighting range", "сблизиться на дистанцию боя"},
    {"term.ai.stand_off", "stand off at 12\"", "держаться в 12\""},
    {"term.ai.retire", "fall back a move", "отойти на ход"},
    {"term.ai.cover", "move into cover", "занять укрытие"},
    {"term.ai.ground", "make for the ground to hold", "идти к месту, которое нужно удержать"},
    {"term.ai.move", "move", "двигаться"},
    {"term.ai.formation", "change formation", "перестроиться"},
    {"term.ai.reform", "re-form", "восстановить строй"},
    {"term.ai.screen", "send the light companies forward as a screen",
     "выслать лёгкие роты экраном застрельщиков"},
    {"term.ai.reinforce", "reinforce the screen", "усилить экран застрельщиков"},
    {"term.ai.deploy", "deploy as skirmishers", "развернуться застрельщиками"},
    {"term.ai.rally", "rally at the command companies", "собраться у командных рот"},
    {"term.ai.abandon", "abandon the battalion gun", "оставить батальонное орудие"},
    {"term.ai.fire", "fire", "огонь"},
    {"term.ai.charge", "charge", "атака"},
    {"term.ai.assault_fire", "assault fire (two ADCs)", "Штурмовой огонь (два Адъютанта)"},
    {"term.ai.resupply", "resupply (one ADC)", "пополнить амуницию (один Адъютант)"},
};
}  // namespace

std::span<const Phrase> ai_phrases() {
  return kPhrases;
}

}  // namespace grognard::text
