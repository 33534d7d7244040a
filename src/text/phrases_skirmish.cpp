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
     "{0} figures, {1}: one 2D6 pair per {2} figures, so {3} pairs and {4} single D6",
     "{0} фигур, {1}: одна пара 2D6 на {2} фигур, итого пар: {3}, отдельных D6: {4}"},
    {"event.skirmish_fire.hits", "every 6 is a hit: {0} hits",
     "каждая шестёрка — попадание: попаданий {0}"},
    {"event.skirmish_fire.double_six",
     "a pair shows double six: the target takes a discipline test",
     "в паре выпала двойная шестёрка: цель проходит Проверку Дисциплины (ПД)"},
};
}  // namespace

std::span<const Phrase> skirmish_phrases() {
  return kPhrases;
}

}  // namespace grognard::text
