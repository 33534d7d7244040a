// Phrases of chapter XI, skirmishers.
#include "text/phrases.h"

namespace grognard::text {

namespace {
constexpr Phrase kPhrases[] = {
    {"action.skirmish_fire", "Skirmisher fire", "Стрельба застрельщиков"},
    {"term.class.first", "first-class skirmishers", "Стрелки Первого Класса"},
    {"term.class.second", "second-class skirmishers", "Стрелки Второго Класса"},
    {"term.class.rifles", "select riflemen", "Отборные стрелки"},
    {"event.skirmish_fire.dice",
     "{0} {0?figure|figures}, {1}: one 2D6 pair per {2} figures, so {3} {3?pair|pairs} and "
     "{4} single D6",
     "{0} {0?фигура|фигуры|фигур}, {1}: одна пара 2Д6 на {2} {2?фигуру|фигуры|фигур}, итого пар: "
     "{3}, отдельных Д6: {4}"},
    {"event.skirmish_fire.hits", "every 6 is a hit: {0} {0?hit|hits}",
     "каждая шестёрка — попадание: попаданий {0}"},
    {"event.skirmish_fire.double_six",
     "a pair shows double six: the target takes a discipline test",
     "в паре выпала двойная шестёрка: цель проходит Проверку Дисциплины (ПД)"},
    {"event.lb.deployed",
     "companies deployed as skirmishers: {0} ({1} {1?figure|figures}); {2} {2?figure|figures} "
     "stay as command companies",
     "рот развёрнуто как застрельщики: {0} ({1} {1?фигура|фигуры|фигур}); {2} "
     "{2?фигура остаётся|фигуры остаются|фигур остаются} как командные роты"},
    {"event.lb.command_losses",
     "the command companies feed the line from reserve: they lose {0} {0?figure|figures}",
     "командные роты восполняют потери линии застрельщиков из резерва: они теряют {0} "
     "{0?фигуру|фигуры|фигур}"},
    {"event.lb.line_losses",
     "the command companies are down to one company: the skirmish line loses {0} "
     "{0?figure|figures}",
     "командные роты сокращены до одной роты: линия застрельщиков теряет {0} "
     "{0?фигуру|фигуры|фигур}"},
    {"refusal.deploy.none", "at least one whole company must deploy",
     "развернуть можно только целые роты, хотя бы одну"},
    {"refusal.deploy.too_many", "more companies than its quality lets it deploy",
     "больше рот, чем позволяет развернуть его качество"},
    {"refusal.deploy.not_light", "only a formed light battalion deploys as skirmishers",
     "развернуться как застрельщики может только сомкнутый лёгкий батальон"},
    {"refusal.deploy.not_ahead",
     "the skirmish line forms in front of its command companies, within a full move",
     "линия застрельщиков строится перед командными ротами, не дальше полного движения"},
};
}  // namespace

std::span<const Phrase> skirmish_phrases() {
  return kPhrases;
}

}  // namespace grognard::text
