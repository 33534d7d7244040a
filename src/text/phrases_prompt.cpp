// Phrases of the battle prompt (`grognard battle --side`, `--dice hand`): a human commanding a
// side, answering charges and rolling the dice (src/cli/battle_prompt.cpp).
#include "text/phrases.h"

namespace grognard::text {

namespace {
constexpr Phrase kPhrases[] = {
    {"prompt.header", "{0}, seed {1}", "{0}, зерно {1}"},
    {"prompt.resumed", "The battle goes on from its record (it was left at turn {0}).",
     "Сражение продолжается по записи (его покинули на ходу {0})."},
    {"prompt.resume_diverged",
     "warning: the record did not fit this battle all the way (another version of the rules?); "
     "the battle went on from where it stopped fitting",
     "предупреждение: запись подошла к этому сражению не до конца (другая версия правил?); "
     "сражение продолжилось с того места, где она перестала подходить"},
    {"prompt.resume_over", "the recorded battle was played to its end: nothing to go on with",
     "записанное сражение сыграно до конца: продолжать нечего"},
    {"prompt.you_command", "You command {0}. Type help for the commands.",
     "Вы командуете стороной «{0}». Список команд: help."},
    {"prompt.you_roll",
     "You roll the dice: type the faces of each roll asked for, e.g. 3 5 (or 3,5).",
     "Кубики бросаете вы: введите выпавшие значения каждого броска, например 3 5 (или 3,5)."},
    {"prompt.side_error", "no side \"{0}\" in this battle: give {1}, or 0 or 1",
     "в этом сражении нет стороны «{0}»: укажите {1} или 0, 1"},
    {"prompt.orders_for", "Orders of {0}: turn {1}, {2}.", "Приказы стороны «{0}»: ход {1}, {2}."},
    {"prompt.ask", "{0}, {1}> ", "{0}, {1}> "},
    {"prompt.help",
     "Commands (UNIT and TARGET: a unit's number or the beginning of its name, quoted when it\n"
     "has spaces; X, Y in inches from the table's left and near edges; FACING in degrees,\n"
     "0 = up the table, 90 = right, 180 = down):\n"
     "  units                    your units: status, formation, place, losses\n"
     "  enemy                    the enemy's units\n"
     "  orders UNIT              the orders UNIT may be given now, numbered\n"
     "  order UNIT N             give order N of that list\n"
     "  hold UNIT                do nothing this phase\n"
     "  fire UNIT TARGET         fire at TARGET (fire phase; its exact odds first)\n"
     "  odds UNIT TARGET         the exact odds of that fire, without ordering it\n"
     "  charge UNIT TARGET [N]   charge TARGET (charge phase); cavalry charging cavalry by\n"
     "                           squadrons writes down N of its squadrons (S16.2)\n"
     "  move UNIT X Y [FACING]   move towards (X, Y), then face FACING (movement phase;\n"
     "                           without FACING it faces the way it moved)\n"
     "  formation UNIT F         form F: line, column, mass_column, square, limbered,\n"
     "                           unlimbered (movement phase)\n"
     "  reform UNIT [F]          an Unformed unit re-forms (movement phase)\n"
     "  screen UNIT [UNIT...]    the light companies of these battalions form a skirmish\n"
     "                           screen led by the first (movement phase; without more\n"
     "                           names, every battalion of its brigade that can)\n"
     "  reinforce UNIT SCREEN    UNIT sends a company to its brigade's screen for half its\n"
     "                           move (movement phase)\n"
     "  deploy UNIT [N [X Y]]    a light battalion deploys N companies as skirmishers, its\n"
     "                           line to (X, Y) (movement phase; without N as many as it\n"
     "                           may, without X Y a full move straight ahead)\n"
     "  rally UNIT [F]           a deployed light battalion tries to rally into F at its\n"
     "                           command companies (movement phase; without F, line)\n"
     "  abandon UNIT             a battalion that has lost 4 figures leaves its battalion\n"
     "                           gun (movement phase, S16.1f)\n"
     "  assault_fire UNIT        a battery fires assault fire this turn (command phase)\n"
     "  resupply UNIT            a battery on low ammunition is resupplied (command phase)\n"
     "  given                    the orders given this phase\n"
     "  undo                     withdraw the last order given this phase\n"
     "  done                     send this phase's orders\n"
     "  quit                     leave the battle here\n"
     "End of input sends the orders given and ends every phase after it with none.",
     "Команды (UNIT и TARGET: номер подразделения или начало его названия, в кавычках, если в\n"
     "нём есть пробелы; X, Y в дюймах от левого и ближнего краёв стола; FACING в градусах,\n"
     "0 = вверх по столу, 90 = вправо, 180 = вниз):\n"
     "  units                    ваши подразделения: состояние, построение, место, потери\n"
     "  enemy                    подразделения противника\n"
     "  orders UNIT              приказы, которые UNIT может получить сейчас, по номерам\n"
     "  order UNIT N             отдать приказ N из этого списка\n"
     "  hold UNIT                ничего не делать в эту фазу\n"
     "  fire UNIT TARGET         огонь по TARGET (Фаза Стрельбы; сначала точные шансы)\n"
     "  odds UNIT TARGET         точные шансы этого огня, без приказа\n"
     "  charge UNIT TARGET [N]   атаковать TARGET (Фаза Атаки); кавалерия, атакующая\n"
     "                           кавалерию поэскадронно, записывает N эскадронов (S16.2)\n"
     "  move UNIT X Y [FACING]   двигаться к (X, Y) и встать фронтом на FACING (Фаза\n"
     "                           Движения; без FACING — фронтом по направлению движения)\n"
     "  formation UNIT F         перестроиться в F: line, column, mass_column, square,\n"
     "                           limbered, unlimbered (Фаза Движения)\n"
     "  reform UNIT [F]          Не Построенные восстанавливают строй (Фаза Движения)\n"
     "  screen UNIT [UNIT...]    лёгкие роты этих батальонов образуют экран застрельщиков во\n"
     "                           главе с первым (Фаза Движения; без других названий — все\n"
     "                           батальоны его бригады, которые могут)\n"
     "  reinforce UNIT SCREEN    UNIT отправляет роту в экран застрельщиков своей бригады за\n"
     "                           половину движения (Фаза Движения)\n"
     "  deploy UNIT [N [X Y]]    лёгкий батальон развёртывает N рот как застрельщиков, линию\n"
     "                           к (X, Y) (Фаза Движения; без N — сколько можно, без X Y —\n"
     "                           на полное движение прямо вперёд)\n"
     "  rally UNIT [F]           развёрнутый лёгкий батальон пытается собраться в F у\n"
     "                           командных рот (Фаза Движения; без F — линия)\n"
     "  abandon UNIT             батальон, потерявший 4 фигуры, оставляет батальонное\n"
     "                           орудие (Фаза Движения, S16.1f)\n"
     "  assault_fire UNIT        батарея ведёт Штурмовой огонь в этот ход (Фаза Командования)\n"
     "  resupply UNIT            батарея пополняет амуницию (Фаза Командования)\n"
     "  given                    приказы, отданные в эту фазу\n"
     "  undo                     отменить последний приказ этой фазы\n"
     "  done                     отправить приказы этой фазы\n"
     "  quit                     покинуть сражение\n"
     "Конец ввода отправляет отданные приказы, и дальше все фазы проходят без приказов."},
    {"prompt.unknown_command", "unknown command \"{0}\": type help",
     "неизвестная команда «{0}»: введите help"},
    {"prompt.usage", "usage: {0}", "формат: {0}"},
    {"prompt.no_unit", "no unit \"{0}\": give its number or the beginning of its name",
     "нет подразделения «{0}»: укажите его номер или начало названия"},
    {"prompt.ambiguous", "\"{0}\" could be {1}: say which", "«{0}» — это может быть {1}: уточните"},
    {"prompt.bad_number", "\"{0}\" is not a number", "«{0}» — не число"},
    {"prompt.bad_formation", "\"{0}\" is not a formation: {1}", "«{0}» — не построение: {1}"},
    {"prompt.units", "Your units:", "Ваши подразделения:"},
    {"prompt.enemy", "The enemy:", "Противник:"},
    {"prompt.figures", "figures", "фигур"},
    {"prompt.damage", "damage", "Урон"},
    {"prompt.facing", "facing", "фронтом на"},
    {"prompt.flag.moved", "moved", "двигалось"},
    {"prompt.flag.fired", "fired", "стреляло"},
    {"prompt.flag.charged", "charged", "атаковало"},
    {"prompt.flag.acted", "acted", "действовало"},
    {"prompt.flag.engaged", "in melee", "в рукопашной"},
    {"prompt.flag.low_ammo", "low ammunition", "мало амуниции"},
    {"prompt.flag.assault_fire", "assault fire", "Штурмовой огонь"},
    {"prompt.orders", "{0}: the orders it may be given now ({1}):",
     "{0}: приказы, которые можно отдать сейчас ({1}):"},
    {"prompt.order.hold", "hold: nothing this phase", "стоять: ничего в эту фазу"},
    {"prompt.order.fire", "fire at {0}, {1}\" away", "огонь, цель — {0}, {1}\""},
    {"prompt.order.charge", "charge {0}, {1}\" away", "атаковать, цель — {0}, {1}\""},
    {"prompt.order.move", "move at most {0}\" in open ground (half in rough ground, woods, rivers)",
     "передвинуться не дальше {0}\" по открытой местности (вдвое меньше по пересечённой, лесу, "
     "реке)"},
    {"prompt.order.move_to", "move towards ({0}, {1}), facing {2}°",
     "двигаться к ({0}, {1}), фронтом на {2}°"},
    {"prompt.order.formation", "form {0}", "перестроиться: {0}"},
    {"prompt.order.reform", "re-form in {0}", "восстановить строй: {0}"},
    {"prompt.order.screen", "send the light companies of {0} forward as a skirmish screen",
     "выслать лёгкие роты ({0}) вперёд экраном застрельщиков"},
    {"prompt.order.deploy",
     "send {0} of its companies forward as skirmishers, the line to ({1}, {2})",
     "развернуть как застрельщиков рот: {0}, линию к ({1}, {2})"},
    {"prompt.order.rally", "rally at the command companies into {0} (2D6, TBL-RALLY)",
     "собраться у командных рот: {0} (2Д6, TBL-RALLY)"},
    {"prompt.order.reinforce", "send a company to {0} (half a move)",
     "отправить роту в экран «{0}» (половина движения)"},
    {"prompt.order.squadrons", ", {0} squadrons", ", эскадронов: {0}"},
    {"prompt.flag.gun", "battalion gun, crew {0}", "батальонное орудие, прислуга {0}"},
    {"prompt.flag.squadrons", "{0} squadrons", "эскадронов: {0}"},
    {"prompt.order.abandon", "abandon the battalion gun (its crew counts as killed)",
     "оставить батальонное орудие (прислуга считается убитой)"},
    {"prompt.order.assault_fire", "assault fire this turn (two ADCs)",
     "Штурмовой огонь в этот ход (два Адъютанта)"},
    {"prompt.order.resupply", "resupply with ammunition (one ADC)",
     "пополнить амуницию (один Адъютант)"},
    {"prompt.template", "{0}: a move needs its destination: move {1} X Y [FACING]",
     "{0}: для движения нужна точка: move {1} X Y [FACING]"},
    {"prompt.order_range", "{0} has orders 1 to {1} now", "{0}: сейчас приказы с 1 по {1}"},
    {"prompt.given", "order given: {0}: {1}", "приказ отдан: {0}: {1}"},
    {"prompt.already_ordered", "{0} already has an order this phase ({1}): undo it first",
     "{0}: приказ в эту фазу уже отдан ({1}): сначала отмените его (undo)"},
    {"prompt.undone", "order withdrawn: {0}: {1}", "приказ отменён: {0}: {1}"},
    {"prompt.nothing_to_undo", "no order given this phase", "в эту фазу приказов не отдано"},
    {"prompt.given_list", "Orders given this phase:", "Приказы, отданные в эту фазу:"},
    {"prompt.none", "none", "нет"},
    {"prompt.sent", "{0} orders sent", "отправлено приказов: {0}"},
    {"prompt.eof",
     "end of input: the orders given go out; from here on your side gives no orders, the AI "
     "answers charges for it and the computer rolls the dice",
     "конец ввода: отданные приказы отправлены; дальше ваша сторона приказов не отдаёт, на атаки "
     "за неё отвечает ИИ, кубики бросает компьютер"},
    {"prompt.odds", "{0} fires at {1}, {2}\" away:", "{0} стреляет, цель — {1}, {2}\":"},
    {"prompt.confirm", "give this order? (yes/no)> ", "отдать этот приказ? (да/нет)> "},
    {"prompt.not_given", "order not given", "приказ не отдан"},
    {"prompt.charged", "{0} is charged by {1}, {2}\" away. How does it answer?",
     "{0}: атакует {1}, с {2}\". Каким будет ответ?"},
    {"prompt.answer", "answer> ", "ответ> "},
    {"prompt.bad_answer", "answer with a number from 1 to {0} or a word: {1}",
     "ответьте числом от 1 до {0} или словом: {1}"},
    {"prompt.ai_answers", "the AI answers for {0}: {1}", "ответ ИИ ({0}): {1}"},
    {"prompt.squadrons",
     "{0} is charged by {1}. Write down how many of its {2} squadrons meet the charge; the "
     "charger's count is revealed with yours",
     "{0}: атакует {1}. Запишите, сколько из {2} эскадронов встретят атаку; число "
     "атакующих раскроется вместе с вашим"},
    {"prompt.squadrons_ask", "squadrons> ", "эскадроны> "},
    {"prompt.bad_squadrons", "a number from 1 to {0}, or all (an empty line: the whole regiment)",
     "число от 1 до {0} или all (пустая строка: весь полк)"},
    {"prompt.ai_squadrons", "the AI writes down for {0}: {1} squadrons",
     "запись ИИ ({0}): эскадронов {1}"},
    {"prompt.dice", "[{0}] {1} ({2} D6)> ", "[{0}] {1} ({2} Д6)> "},
    {"prompt.dice_bad_face", "\"{0}\" is not a die: a die shows 1 to 6",
     "«{0}» — не кубик: на кубике от 1 до 6"},
    {"prompt.dice_count", "this roll needs {0} D6 ({1}), you gave {2}",
     "для этого броска нужно {0} Д6 ({1}), введено {2}"},
    {"prompt.eof_dice", "end of input: from here on the computer rolls the dice",
     "конец ввода: дальше кубики бросает компьютер"},
    {"prompt.dice_auto", "[{0}] end of input: the computer rolls {1}: {2}",
     "[{0}] конец ввода: компьютер бросает {1}: {2}"},
    {"prompt.odds_not_yours", "{0} is the enemy's: odds are shown for the fire of your own units",
     "{0} — подразделение противника: шансы показываются для огня ваших подразделений"},
    {"prompt.quit", "You leave the battle at turn {0}.", "Вы покидаете сражение на ходу {0}."},
    {"refusal.no_such_unit", "no such unit", "нет такого подразделения"},
    {"refusal.not_yours", "not a unit of this side", "подразделение другой стороны"},
    {"refusal.off_table", "not on the table", "нет на столе"},
    {"refusal.phase", "not an order of this phase", "это приказ другой фазы"},
    {"refusal.not_low_ammo", "the battery is not low on ammunition",
     "у батареи достаточно амуниции"},
    {"refusal.not_asked", "the battle does not ask for that now",
     "сейчас сражение ждёт другого ответа"},
    {"refusal.over", "the battle is over", "сражение окончено"},
    {"refusal.faces_count", "not as many dice as the roll takes",
     "число кубиков не то, что нужно для броска"},
    {"refusal.not_a_face", "a die shows 1 to 6", "на кубике бывает от 1 до 6"},
    {"refusal.response", "not an answer open to the unit charged",
     "такой ответ на атаку этому подразделению недоступен"},
    {"refusal.squadrons", "more squadrons than the regiment has", "в полку нет столько эскадронов"},
};
}  // namespace

std::span<const Phrase> prompt_phrases() {
  return kPhrases;
}

}  // namespace grognard::text
