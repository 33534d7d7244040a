#include "text/declension.h"

#include <algorithm>
#include <vector>

namespace grognard::text {

namespace {

using Forms = std::array<std::string, 6>;  // nom, gen, dat, acc, ins, pre

constexpr std::size_t kNom = 0, kGen = 1, kDat = 2, kAcc = 3, kIns = 4, kPre = 5;

bool ends(std::string_view w, std::string_view tail) {
  return w.size() >= tail.size() && w.substr(w.size() - tail.size()) == tail;
}

std::string_view cut(std::string_view w, std::string_view tail) {
  return w.substr(0, w.size() - tail.size());
}

// The code point that starts `w`, or 0.
char32_t first_letter(std::string_view w) {
  if (w.empty()) return 0;
  const auto b0 = static_cast<unsigned char>(w[0]);
  if (b0 < 0x80) return b0;
  if ((b0 & 0xE0U) == 0xC0U && w.size() >= 2) {
    return ((b0 & 0x1FU) << 6U) | (static_cast<unsigned char>(w[1]) & 0x3FU);
  }
  return 0xFFFF;
}

bool russian(char32_t c) {
  return (c >= 0x410 && c <= 0x44F) || c == 0x401 || c == 0x451;
}

bool capital(char32_t c) {
  return (c >= 0x410 && c <= 0x42F) || c == 0x401;
}

// The last letter of a stem (a Cyrillic letter is two bytes).
std::string_view last_letter(std::string_view stem) {
  return stem.size() >= 2 ? stem.substr(stem.size() - 2) : stem;
}

bool one_of(std::string_view letter, std::initializer_list<std::string_view> set) {
  return std::find(set.begin(), set.end(), letter) != set.end();
}

bool velar(std::string_view l) {
  return one_of(l, {"г", "к", "х"});
}
bool hushing(std::string_view l) {
  return one_of(l, {"ж", "ш", "ч", "щ"});
}

std::string lower(std::string_view w) {
  // Only the first letter may be a capital in a name's word; enough for the endings.
  std::string s(w);
  const char32_t c = first_letter(w);
  if (capital(c)) {
    const char32_t l = c == 0x401 ? 0x451 : c + 0x20;
    std::string head;
    head += static_cast<char>(0xC0U | (l >> 6U));
    head += static_cast<char>(0x80U | (l & 0x3FU));
    s.replace(0, 2, head);
  }
  return s;
}

Forms of(std::string_view stem, std::initializer_list<std::string_view> endings) {
  Forms f;
  std::size_t i = 0;
  for (std::string_view e : endings) f[i++] = std::string(stem) + std::string(e);
  return f;
}

// Units and ranks of men: the accusative plural is the genitive («атакует гренадеров»); a
// company, a battery or a squadron is a thing («атакует роты»).
bool inanimate_plural(std::string_view low) {
  for (std::string_view w : {"роты", "батареи", "эскадроны", "батальоны", "полки", "орудия",
                             "бригады", "линии", "колонны", "пушки", "части", "отряды"}) {
    if (low == w) return true;
  }
  return false;
}

// An ordinal written in digits: «2-й», «5/60-й», «2-я», «3-е».
std::optional<Forms> ordinal(std::string_view w, bool animate) {
  const auto dash = w.rfind('-');
  if (dash == std::string_view::npos || dash == 0) return std::nullopt;
  const std::string_view digits = w.substr(0, dash);
  if (digits.find_first_not_of("0123456789/") != std::string_view::npos) return std::nullopt;
  const std::string_view tail = w.substr(dash + 1);
  const std::string stem(w.substr(0, dash + 1));
  if (tail == "й") {
    return of(stem, {"й", "го", "му", animate ? "го" : "й", "м", "м"});
  }
  if (tail == "я") return of(stem, {"я", "й", "й", "ю", "й", "й"});
  if (tail == "е") return of(stem, {"е", "х", "м", animate ? "х" : "е", "ми", "х"});
  return std::nullopt;
}

// An adjective by its own ending; nothing when `w` is not one.
std::optional<Forms> adjective(std::string_view w, bool animate) {
  const std::string low = lower(w);
  for (std::string_view n : {"орудие", "ополчение", "подразделение", "соединение", "знамя"}) {
    if (low == n) return std::nullopt;  // nouns that end like adjectives
  }
  const auto stem_of = [&](std::string_view tail) { return cut(w, tail); };
  if (ends(low, "ый")) {
    const auto s = stem_of("ый");
    return of(s, {"ый", "ого", "ому", animate ? "ого" : "ый", "ым", "ом"});
  }
  if (ends(low, "ий") && low.size() > 4) {
    const auto s = stem_of("ий");
    const auto l = last_letter(s);
    if (velar(l)) return of(s, {"ий", "ого", "ому", animate ? "ого" : "ий", "им", "ом"});
    return of(s, {"ий", "его", "ему", animate ? "его" : "ий", "им", "ем"});
  }
  if (ends(low, "ой") && low.size() > 4) {
    const auto s = stem_of("ой");
    const auto l = last_letter(s);
    const std::string_view i = velar(l) || hushing(l) ? "им" : "ым";
    return of(s, {"ой", "ого", "ому", animate ? "ого" : "ой", i, "ом"});
  }
  if (ends(low, "ая") && low.size() > 4) {
    const auto s = stem_of("ая");
    const std::string_view o = hushing(last_letter(s)) || last_letter(s) == "ц" ? "ей" : "ой";
    return of(s, {"ая", o, o, "ую", o, o});
  }
  if (ends(low, "яя")) return of(stem_of("яя"), {"яя", "ей", "ей", "юю", "ей", "ей"});
  if (ends(low, "ое") && low.size() > 4) {
    const auto s = stem_of("ое");
    const auto l = last_letter(s);
    return of(s, {"ое", "ого", "ому", "ое", velar(l) || hushing(l) ? "им" : "ым", "ом"});
  }
  if (ends(low, "ее") && low.size() > 4) {
    return of(stem_of("ее"), {"ее", "его", "ему", "ее", "им", "ем"});
  }
  if (ends(low, "ые") && low.size() > 4) {
    const auto s = stem_of("ые");
    return of(s, {"ые", "ых", "ым", animate ? "ых" : "ые", "ыми", "ых"});
  }
  if (ends(low, "ие") && low.size() > 4) {
    const auto s = stem_of("ие");
    // «лёгкие», «пешие»; a noun in -ие («орудие») is told apart by its caller's order.
    return of(s, {"ие", "их", "им", animate ? "их" : "ие", "ими", "их"});
  }
  return std::nullopt;
}

struct Noun {
  Forms forms;
  Gender gender;
  bool animate;
};

// A noun by its ending. Masculine nouns of units are things («атакует батальон»); plurals of
// men are not («атакует гренадеров»).
Noun noun(std::string_view w) {
  const std::string low = lower(w);
  const auto s = [&](std::string_view tail) { return cut(w, tail); };
  if (ends(low, "ия"))
    return {of(s("ия"), {"ия", "ии", "ии", "ию", "ией", "ии"}), Gender::feminine, false};
  if (ends(low, "ея") || ends(low, "уя") || ends(low, "оя")) {
    return {of(s("я"), {"я", "и", "е", "ю", "ей", "е"}), Gender::feminine, false};
  }
  if (ends(low, "а")) {
    const auto st = s("а");
    const auto l = last_letter(st);
    const std::string_view g = velar(l) || hushing(l) ? "и" : "ы";
    const std::string_view i = hushing(l) || l == "ц" ? "ей" : "ой";
    return {of(st, {"а", g, "е", "у", i, "е"}), Gender::feminine, false};
  }
  if (ends(low, "я")) return {of(s("я"), {"я", "и", "е", "ю", "ей", "е"}), Gender::feminine, false};
  if (ends(low, "ие") || ends(low, "ье")) {
    const auto st = s("е");
    return {of(st, {"е", "я", "ю", "е", "ем", "и"}), Gender::neuter, false};
  }
  if (ends(low, "о")) return {of(s("о"), {"о", "а", "у", "о", "ом", "е"}), Gender::neuter, false};
  if (ends(low, "еи") || ends(low, "ии")) {
    const bool anim = !inanimate_plural(low);
    const auto st = s("и");
    return {of(st, {"и", "й", "ям", anim ? "й" : "и", "ями", "ях"}), Gender::plural, anim};
  }
  if (ends(low, "ы") || ends(low, "и")) {
    const bool anim = !inanimate_plural(low);
    const auto st = s(ends(low, "ы") ? "ы" : "и");
    const auto l = last_letter(st);
    std::string gen = std::string(st) + (hushing(l) ? "ей" : l == "ц" ? "ев" : "ов");
    if (low == "роты") gen = std::string(st);  // рот
    if (low == "батареи") gen = std::string(st) + "й";
    const std::string_view ending = ends(low, "ы") ? "ы" : "и";
    Forms f = of(st, {ending, "", "ам", "", "ами", "ах"});
    f[kGen] = gen;
    f[kAcc] = anim ? gen : f[kNom];
    return {f, Gender::plural, anim};
  }
  if (ends(low, "й"))
    return {of(s("й"), {"й", "я", "ю", "й", "ем", "е"}), Gender::masculine, false};
  if (ends(low, "ь"))
    return {of(s("ь"), {"ь", "я", "ю", "ь", "ем", "е"}), Gender::masculine, false};
  // A consonant: «батальон», «полк», «экран»; «стрелок» drops its vowel.
  std::string st(w);
  if (ends(low, "ок") && low.size() > 6) st = std::string(cut(w, "ок")) + "к";
  if (ends(low, "ец") && low.size() > 6) st = std::string(cut(w, "ец")) + "ц";
  const auto l = last_letter(st);
  const std::string_view i = hushing(l) || l == "ц" ? "ем" : "ом";
  Forms f = of(st, {"", "а", "у", "", i, "е"});
  f[kNom] = std::string(w);
  f[kAcc] = std::string(w);
  return {f, Gender::masculine, false};
}

std::vector<std::string_view> words(std::string_view s) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < s.size()) {
    const auto sp = s.find(' ', i);
    out.push_back(s.substr(i, sp == std::string_view::npos ? std::string_view::npos : sp - i));
    if (sp == std::string_view::npos) break;
    i = sp + 1;
  }
  return out;
}

NameForms same_in_every_case(std::string_view name, Gender g) {
  NameForms n;
  n.cases.fill(std::string(name));
  n.gender = g;
  return n;
}

// One name without «и» or «:»: adjectives and ordinals up to the first noun, that noun, and the
// rest as written.
NameForms simple(std::string_view name) {
  const auto ws = words(name);
  if (ws.empty() || !(russian(first_letter(ws[0])) || ordinal(ws[0], false))) {
    return same_in_every_case(name, Gender::masculine);
  }
  // A single capitalised word ending in a vowel that does not decline: «Годино».
  if (ws.size() == 1 && capital(first_letter(ws[0]))) {
    const std::string low = lower(ws[0]);
    if (ends(low, "о") || (ends(low, "е") && !ends(low, "ие")) || ends(low, "у") ||
        ends(low, "ю") || ends(low, "э")) {
      return same_in_every_case(name, Gender::neuter);
    }
  }
  // The head: the first word that is neither an adjective nor an ordinal.
  std::size_t head = ws.size();
  for (std::size_t i = 0; i < ws.size(); ++i) {
    if (ordinal(ws[i], false) || adjective(ws[i], false)) continue;
    if (russian(first_letter(ws[i]))) head = i;
    break;
  }
  bool animate = false;
  Gender gender = Gender::masculine;
  std::optional<Noun> n;
  if (head < ws.size()) {
    n = noun(ws[head]);
    animate = n->animate;
    gender = n->gender;
  } else if (!ws.empty()) {
    // Adjectives standing for a noun («5/60-й»): the last one's ending gives the gender.
    const std::string low = lower(ws.back());
    if (ends(low, "ая") || ends(low, "-я")) gender = Gender::feminine;
    if (ends(low, "ые") || ends(low, "ие")) gender = Gender::plural;
  }
  NameForms out;
  out.gender = gender;
  const std::size_t declined = head < ws.size() ? head + 1 : ws.size();
  for (std::size_t c = 0; c < 6; ++c) {
    std::string s;
    for (std::size_t i = 0; i < ws.size(); ++i) {
      if (!s.empty()) s += ' ';
      if (i == head) {  // the noun (head < declined when there is one)
        s += n->forms[c];
      } else if (auto o = i < declined ? ordinal(ws[i], animate) : std::nullopt) {
        s += (*o)[c];
      } else if (auto a = i < declined ? adjective(ws[i], animate) : std::nullopt) {
        s += (*a)[c];
      } else {
        s += ws[i];
      }
    }
    out.cases[c] = s;
  }
  return out;
}

}  // namespace

std::optional<Case> parse_case(std::string_view id) {
  constexpr std::array<std::string_view, 6> kIds{"nom", "gen", "dat", "acc", "ins", "pre"};
  for (std::size_t i = 0; i < kIds.size(); ++i) {
    if (kIds[i] == id) return static_cast<Case>(i);
  }
  return std::nullopt;
}

NameForms decline(std::string_view nominative) {
  // «бригада Годино: экран застрельщиков» reads as «экран застрельщиков бригады Годино».
  if (const auto colon = nominative.find(": "); colon != std::string_view::npos) {
    const NameForms owner = decline(nominative.substr(0, colon));
    NameForms part = decline(nominative.substr(colon + 2));
    for (std::string& c : part.cases) c += " " + owner.in(Case::gen);
    return part;
  }
  if (const auto conj = nominative.find(" и "); conj != std::string_view::npos) {
    const NameForms a = simple(nominative.substr(0, conj));
    const NameForms b = decline(nominative.substr(conj + std::string_view(" и ").size()));
    NameForms both;
    for (std::size_t c = 0; c < 6; ++c) both.cases[c] = a.cases[c] + " и " + b.cases[c];
    both.gender = Gender::plural;
    return both;
  }
  return simple(nominative);
}

NameForms decline(std::string_view nominative, const scenario::RuForms& given) {
  NameForms f = decline(nominative);
  if (given.empty()) return f;
  f.cases[kNom] = std::string(nominative);
  const auto put = [&](std::size_t c, const std::string& v) {
    if (!v.empty()) f.cases[c] = v;
  };
  put(kGen, given.gen);
  put(kDat, given.dat);
  put(kAcc, given.acc);
  put(kIns, given.ins);
  put(kPre, given.pre);
  if (given.gender == "m") f.gender = Gender::masculine;
  if (given.gender == "f") f.gender = Gender::feminine;
  if (given.gender == "n") f.gender = Gender::neuter;
  if (given.gender == "pl") f.gender = Gender::plural;
  return f;
}

std::string with_cases(std::string_view phrase,
                       const std::function<std::optional<std::string>(std::string_view)>& name_of,
                       bool russian) {
  std::string out;
  std::size_t i = 0;
  while (i < phrase.size()) {
    const auto open = phrase.find('{', i);
    if (open == std::string_view::npos) break;
    const auto close = phrase.find('}', open);
    const auto at = phrase.find('@', open);
    if (close == std::string_view::npos || at == std::string_view::npos || at > close ||
        (open + 1 < phrase.size() && phrase[open + 1] == '{')) {
      const auto end = close == std::string_view::npos ? phrase.size() : close + 1;
      out += phrase.substr(i, end - i);
      i = end;
      continue;
    }
    out += phrase.substr(i, open - i);
    const std::string_view key = phrase.substr(open + 1, at - open - 1);
    const auto name = name_of(key);
    if (!name) {
      out += "{" + std::string(key) + "}";
    } else {
      const Case c = parse_case(phrase.substr(at + 1, close - at - 1)).value_or(Case::nom);
      const std::string form = russian ? decline(*name).in(c) : *name;
      for (const char ch : form) {
        out += ch;
        if (ch == '{' || ch == '}') out += ch;
      }
    }
    i = close + 1;
  }
  out += phrase.substr(std::min(i, phrase.size()));
  return out;
}

}  // namespace grognard::text
