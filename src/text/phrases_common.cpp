// Phrases shared by every action: report labels, flags, weather, cover, halvings.
#include "text/phrases.h"

namespace grognard::text {

namespace {
constexpr Phrase kPhrases[] = {
    {"ui.odds", "exact odds", "точные шансы"},
    {"ui.roll", "roll", "бросок"},
    {"ui.dice", "dice", "кубики"},
    {"ui.result", "Result", "Результат"},
    {"ui.probability", "Probability", "Вероятность"},
    {"ui.seed", "seed", "зерно"},
    {"ui.error", "error", "ошибка"},
    {"ui.yes", "yes", "да"},
    {"ui.no", "no", "нет"},
    {"ui.default", "default", "по умолчанию"},
    {"ui.values", "values", "значения"},
    {"key.damage", "Damage to the target", "Урон цели"},
    {"key.expected_damage", "Expected damage", "Ожидаемый урон"},
    {"key.hits", "Hits", "Попадания"},
    {"key.firer", "Firer", "Стреляющие"},
    {"key.figures", "figures", "фигур"},
    {"key.class", "class", "класс"},
    {"key.pairs", "2D6 pairs", "пар 2Д6"},
    {"key.singles", "single D6", "отдельных Д6"},
    {"key.flags", "Flags", "Отметки"},
    {"flag.discipline_test", "Discipline test (DT)", "Проверка Дисциплины (ПД)"},
    {"flag.smoke", "Smoke", "Дым"},
    {"term.weather.fair", "fair weather", "хорошая погода"},
    {"term.weather.changeable", "changeable weather", "переменная погода"},
    {"term.weather.rain", "rain", "дождь"},
    {"term.weather.downpour", "downpour", "проливной дождь"},
    {"term.weather.snow", "heavy snow", "сильный снег"},
    {"term.cover.cover", "cover", "укрытии"},
    {"term.cover.building", "a building", "здании"},
    {"event.fire.halved.cover", "target in {0}: damage halved",
     "цель в {0}: урон уменьшается вдвое"},
    {"event.fire.halved.smoke", "a double on the roll: smoke hides the target, damage halved",
     "дубль при броске: цель скрыта Дымом, урон уменьшается вдвое"},
    {"event.fire.halved.weather", "{0}: small-arms fire halved",
     "{0}: ружейный огонь ослаблен вдвое"},
    {"event.fire.damage", "damage to the target: {0}", "Урон цели: {0}"},
};
}  // namespace

std::span<const Phrase> common_phrases() {
  return kPhrases;
}

}  // namespace grognard::text
