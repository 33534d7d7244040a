#include "rules/unit_status.h"

#include <algorithm>

#include "rules/damage_levels.h"
#include "rules/squadron_charge.h"

namespace grognard::rules {

using model::BrigadeStatus;
using model::Damage;
using model::Formation;
using model::Phase;
using model::UnitStatus;
using model::UnitType;

namespace {

// Every dispersal cause with its clause and its term for the text layer.
struct DispersalRow {
  Dispersal cause;
  std::string_view clause;
  std::string_view term;
};
constexpr DispersalRow kDispersals[] = {
    {Dispersal::none, "STATUS-DISP-0", "dispersal.none"},
    {Dispersal::damage_limit, "STATUS-DISP-1", "dispersal.damage_limit"},
    {Dispersal::broken_no_support, "STATUS-DISP-2", "dispersal.broken_no_support"},
    {Dispersal::broken_brigade_worse, "STATUS-DISP-3", "dispersal.broken_brigade_worse"},
    {Dispersal::retreating_brigade_gives_way, "STATUS-DISP-4",
     "dispersal.retreating_brigade_gives_way"},
    {Dispersal::battery_gave_way, "STATUS-RETREAT-10", "dispersal.battery_gave_way"},
    {Dispersal::battery_broken, "STATUS-DISP-5", "dispersal.battery_broken"},
    {Dispersal::ridden_down, "STATUS-DISP-6", "dispersal.ridden_down"},
    {Dispersal::contact_in_compulsory_move, "STATUS-DISP-7", "dispersal.contact"},
    {Dispersal::left_table, "STATUS-DISP-8", "dispersal.left_table"},
    {Dispersal::demoralised_brigade, "STATUS-DISP-9", "dispersal.demoralised_brigade"},
    {Dispersal::broken_at_rally, "STATUS-BROKEN-5", "dispersal.broken_at_rally"},
    {Dispersal::overrun, "S11.24c-1", "dispersal.overrun"},
    {Dispersal::no_ammunition, "ART-NOAMMO-2", "dispersal.no_ammunition"},
};

constexpr const DispersalRow& dispersal_row(Dispersal d) {
  for (const DispersalRow& r : kDispersals) {
    if (r.cause == d) return r;
  }
  return kDispersals[0];
}

constexpr Refusal kDispersed{"refusal.dispersed", "STATUS-DISP-0"};

bool worse(BrigadeStatus a, BrigadeStatus b) {
  return static_cast<int>(a) > static_cast<int>(b);
}

DamageClass damage_class(const UnitState& u) {
  return DamageClass{model::arm_of(u.type), u.size, model::grade_of(u.quality)};
}

// Builds a step and reports a change of status to the brigade.
class Stepper {
 public:
  Stepper(const UnitState& u, const Moment& when, Events& events)
      : before_(u.status), when_(when), events_(events) {
    step_.unit = u;
  }
  UnitState& unit() { return step_.unit; }
  Events& events() { return events_; }
  void signal(Signal s) {
    if (!step_.has(s)) step_.signals.push_back(s);
  }
  void by_brigade() { by_brigade_ = true; }

  void disperse(Dispersal cause) {
    const DispersalRow& row = dispersal_row(cause);
    step_.unit.status = UnitStatus::dispersed;
    dispersal_ = cause;
    events_.add("status.dispersed", row.clause, term(row.term));
    // Off the table: no move left to make (the supports of a lead unit still fall back).
    std::erase_if(step_.signals, [](Signal s) { return s != Signal::supports_fall_back; });
    signal(Signal::removed);
    if (step_.unit.general_attached) {
      step_.unit.general_attached = false;
      events_.add("status.general_stays", "STATUS-DISP-11");
      signal(Signal::general_stays);
    }
  }

  // Adds (or, negative, removes) damage, never below none; checks the damage limit.
  void damage(int halves, std::string_view clause) {
    if (halves == 0) return;
    const int now = std::max(0, step_.unit.damage.in_halves() + halves);
    step_.unit.damage = Damage::halves(now);
    events_.add("status.damage", clause, dmg(step_.unit.damage));
    limit();
  }

  void limit() {
    if (step_.unit.status == UnitStatus::dispersed) return;
    if (dispersed_by_damage(damage_class(step_.unit), step_.unit.damage, when_.options)) {
      disperse(Dispersal::damage_limit);
    }
  }

  UnitStep done() {
    if (step_.unit.status != before_) {
      step_.change = UnitChange{before_,
                                step_.unit.status,
                                when_.phase,
                                dispersal_,
                                model::is_skirmisher(step_.unit.type) || step_.unit.cossacks,
                                by_brigade_};
    }
    return std::move(step_);
  }

 private:
  UnitStep step_;
  UnitStatus before_;
  const Moment& when_;
  Events& events_;
  Dispersal dispersal_ = Dispersal::none;
  bool by_brigade_ = false;
};

void begin_retreat(Stepper& s) {
  s.unit().status = UnitStatus::retreating;
  s.events().add("status.retreat", "STATUS-RETREAT-1");
  s.signal(Signal::retreat_move);
  if (close_order(s.unit())) {
    s.events().add("status.bursts_through", "STATUS-RETREAT-3");
    s.signal(Signal::unforms_friends);
  }
}

// Breaks: a battery is removed at once (STATUS-BROKEN-1, STATUS-DISP-5).
void break_unit(Stepper& s, std::string_view clause) {
  s.unit().status = UnitStatus::broken;
  s.events().add("status.broken", clause);
  if (s.unit().type == UnitType::artillery) {
    s.disperse(Dispersal::battery_broken);
    return;
  }
  s.signal(Signal::broken_move);
}

void begin_fall_back(Stepper& s) {
  s.unit().status = UnitStatus::falling_back;
  s.events().add("status.fall_back", "STATUS-FB-1");
  s.signal(Signal::fall_back_move);
  if (close_order(s.unit())) {
    s.events().add("status.fall_back_unformed", "STATUS-FB-2");
    s.events().add("status.fall_back_passes", "STATUS-FB-4");
    s.signal(Signal::unforms_friends);
  }
}

// Rallied: Unformed and free to re-form into any formation; skirmishers obey orders at once.
void rally_unit(Stepper& s, std::string_view clause) {
  const bool skirmishers = never_unformed(s.unit().type);
  s.unit().status = skirmishers ? UnitStatus::ordered : UnitStatus::unformed;
  s.unit().reform_any_formation = !skirmishers;
  s.events().add("status.rallied", clause);
}

bool in_play(const UnitState& u) {
  return u.status != UnitStatus::dispersed;
}

}  // namespace

bool UnitStep::has(Signal s) const {
  return std::find(signals.begin(), signals.end(), s) != signals.end();
}

std::string_view dispersal_clause(Dispersal d) {
  return dispersal_row(d).clause;
}

Checked<UnitStep> apply_discipline_result(const UnitState& u, const DisciplineOutcome& outcome,
                                          const ResultContext& context, const Moment& when,
                                          Events& events) {
  if (!in_play(u)) return kDispersed;
  Stepper s(u, when, events);
  switch (outcome.result) {
    case DtResult::ordered:
      // A passed test changes nothing; an Unformed unit re-forms only by re-forming in the
      // Movement phase (STATUS-UNF-3).
      if (u.status == UnitStatus::unformed) s.events().add("status.stays_unformed", "STATUS-UNF-3");
      break;
    case DtResult::unformed:
      if (u.status == UnitStatus::ordered) {
        s.unit().status = UnitStatus::unformed;
        s.events().add("status.unformed", "STATUS-UNF-0");
      }
      if (context.role != ChargeRole::none) {
        s.events().add("status.charge_unformed", "DT-CHARGE-3");
        s.signal(Signal::charge_goes_on_unformed);
      }
      break;
    case DtResult::retreat:
      begin_retreat(s);
      if (context.role == ChargeRole::lead) {
        s.events().add("status.supports_fall_back", "DT-CHARGE-4");
        s.signal(Signal::supports_fall_back);
      }
      if (u.type == UnitType::artillery && context.from_charge_or_melee) {
        s.disperse(Dispersal::battery_gave_way);
      }
      break;
    case DtResult::broken:
      if (u.status != UnitStatus::broken) {
        break_unit(s, "STATUS-RETREAT-9");
      } else {
        s.events().add("status.broken_again", "STATUS-BROKEN-1");
        s.signal(Signal::broken_move);
      }
      break;
  }
  s.damage(outcome.change_in_halves(),
           outcome.result == DtResult::retreat ? "DT-RESULT-3" : "DT-RESULT-66");
  return s.done();
}

Checked<UnitStep> take_damage(const UnitState& u, Damage d, const Moment& when, Events& events) {
  if (!in_play(u)) return kDispersed;
  Stepper s(u, when, events);
  s.damage(d.in_halves(), "DMG-DISPERSE");
  return s.done();
}

Checked<UnitStep> charged(const UnitState& u, Charger by, const Moment& when, Events& events) {
  if (!in_play(u)) return kDispersed;
  Stepper s(u, when, events);
  if (u.status == UnitStatus::retreating) {
    break_unit(s, "STATUS-RETREAT-8");
  } else if (u.status == UnitStatus::broken) {
    s.events().add("status.broken_again", "STATUS-BROKEN-1");
    s.signal(Signal::broken_move);
  } else if (model::is_skirmisher(u.type)) {
    const SkirmisherAnswer a = skirmishers_charged(by);
    if (a.must_evade) {
      s.events().add("status.evade", a.clause);
      s.signal(Signal::evade);
    } else {
      s.events().add("status.skirmishers_may_stand", a.clause);
    }
  }
  return s.done();
}

Checked<UnitStep> ridden_down(const UnitState& u, const Moment& when, Events& events) {
  if (!in_play(u)) return kDispersed;
  if (u.type != UnitType::infantry) return Refusal{"refusal.not_infantry", "STATUS-DISP-6"};
  Stepper s(u, when, events);
  s.disperse(Dispersal::ridden_down);
  return s.done();
}

Checked<UnitStep> melee_won(const UnitState& u, int squadrons, int enemy_squadrons,
                            bool enemy_broken_or_dispersed, Events& events) {
  if (!in_play(u)) return kDispersed;
  if (u.status == UnitStatus::retreating || u.status == UnitStatus::broken) {
    return Refusal{"refusal.retreating.stand", "STATUS-RETREAT-8"};
  }
  const Moment when{Phase::melee, {}};
  Stepper s(u, when, events);
  if (u.type == UnitType::cavalry) {
    if (formed_after_melee(squadrons, enemy_squadrons, enemy_broken_or_dispersed)) {
      s.unit().status = UnitStatus::ordered;
      s.unit().held_until_next_turn = false;
      s.events().add("status.melee_formed", "S16.2-5");
    } else if (u.status == UnitStatus::unformed) {
      s.unit().held_until_next_turn = true;
      s.events().add("status.melee_held", "STATUS-UNF-4");
    }
  }
  return s.done();
}

Checked<UnitStep> fall_back(const UnitState& u, FallBackKind kind, const Moment& when,
                            Events& events) {
  if (!in_play(u)) return kDispersed;
  Stepper s(u, when, events);
  if (kind == FallBackKind::compulsory) {
    // Already retreating, broken or falling back: nothing more to do.
    if (u.status == UnitStatus::ordered || u.status == UnitStatus::unformed) begin_fall_back(s);
    return s.done();
  }
  if (u.status == UnitStatus::retreating) return Refusal{"refusal.retreating", "STATUS-RETREAT-7"};
  if (u.status == UnitStatus::broken) return Refusal{"refusal.broken", "STATUS-BROKEN-1"};
  if (u.status == UnitStatus::falling_back) return Refusal{"refusal.falling_back", "STATUS-FB-6"};
  if (when.phase != Phase::movement) return Refusal{"refusal.fall_back.phase", "STATUS-UNF-3"};
  if (u.held_until_next_turn) return Refusal{"refusal.held", "STATUS-UNF-4"};
  const bool free = model::is_skirmisher(u.type) || u.cossacks;
  if (!free && u.status != UnitStatus::unformed) {
    return Refusal{"refusal.fall_back.formed", "STATUS-FB-7"};
  }
  begin_fall_back(s);
  if (free) {
    s.events().add("status.fall_back_free", "STATUS-FB-10");
  } else {
    s.events().add("status.fall_back_turn", "STATUS-FB-9");
    s.signal(Signal::free_turn);
    s.events().add("status.fall_back_fatigue", "STATUS-FB-8");
    s.damage(2, "STATUS-FB-8");
  }
  return s.done();
}

Checked<UnitStep> reform(const UnitState& u, Formation into, const Moment& when, Events& events) {
  switch (u.status) {
    case UnitStatus::dispersed:
      return kDispersed;
    case UnitStatus::retreating:
      return Refusal{"refusal.retreating", "STATUS-RETREAT-7"};
    case UnitStatus::broken:
      return Refusal{"refusal.broken", "STATUS-BROKEN-1"};
    case UnitStatus::falling_back:
      return Refusal{"refusal.falling_back", "STATUS-FB-6"};
    case UnitStatus::ordered:
      return Refusal{"refusal.reform.not_unformed", "STATUS-OBEY-1"};
    case UnitStatus::unformed:
      break;
  }
  if (when.phase != Phase::movement) return Refusal{"refusal.reform.phase", "STATUS-UNF-3"};
  if (!model::formation_allowed(u.type, into)) {
    return Refusal{"refusal.formation_not_for_type", "STATUS-UNF-5"};
  }
  if (into != u.formation && !u.reform_any_formation) {
    return Refusal{"refusal.unformed.formation", "STATUS-UNF-5"};
  }
  Stepper s(u, when, events);
  s.unit().status = UnitStatus::ordered;
  s.unit().formation = into;
  s.events().add("status.reformed", u.reform_any_formation ? "STATUS-UNF-5" : "STATUS-UNF-3");
  s.unit().reform_any_formation = false;
  return s.done();
}

Checked<UnitStep> passed_through(const UnitState& u, Events& events) {
  if (!in_play(u)) return kDispersed;
  const Moment when{Phase::movement, {}};
  Stepper s(u, when, events);
  if (never_unformed(u.type)) {
    s.events().add("status.steady", "S11.25-1");
  } else if (u.status == UnitStatus::ordered && close_order(u)) {
    s.unit().status = UnitStatus::unformed;
    s.events().add("status.passed_through", "STATUS-FB-4");
  }
  return s.done();
}

Checked<UnitStep> broken_move_ended(const UnitState& u, bool friendly_close_order_within_3,
                                    const Moment& when, Events& events) {
  if (!in_play(u)) return kDispersed;
  if (u.status != UnitStatus::broken) return Refusal{"refusal.not_broken", "STATUS-BROKEN-2"};
  Stepper s(u, when, events);
  if (friendly_close_order_within_3) {
    s.events().add("status.broken_reaches_support", "STATUS-BROKEN-3");
  } else {
    s.disperse(Dispersal::broken_no_support);
  }
  return s.done();
}

Checked<UnitStep> contact_in_compulsory_move(const UnitState& u, const Moment& when,
                                             Events& events) {
  if (!in_play(u)) return kDispersed;
  if (u.status != UnitStatus::retreating && u.status != UnitStatus::broken) {
    return Refusal{"refusal.not_in_compulsory_move", "STATUS-DISP-7"};
  }
  Stepper s(u, when, events);
  s.disperse(Dispersal::contact_in_compulsory_move);
  return s.done();
}

Checked<UnitStep> left_table(const UnitState& u, const Moment& when, Events& events) {
  if (!in_play(u)) return kDispersed;
  Stepper s(u, when, events);
  s.disperse(Dispersal::left_table);
  return s.done();
}

Checked<UnitStep> overrun(const UnitState& u, const Moment& when, Events& events) {
  if (!in_play(u)) return kDispersed;
  if (!model::is_skirmisher(u.type)) return Refusal{"refusal.not_skirmishers", "S11.24c-1"};
  Stepper s(u, when, events);
  s.disperse(Dispersal::overrun);
  return s.done();
}

Checked<UnitStep> out_of_ammunition(const UnitState& u, const Moment& when, Events& events) {
  if (!in_play(u)) return kDispersed;
  if (u.type != UnitType::artillery) return Refusal{"refusal.not_artillery", "ART-NOAMMO-2"};
  Stepper s(u, when, events);
  s.disperse(Dispersal::no_ammunition);
  return s.done();
}

Checked<UnitStep> new_turn(const UnitState& u, Events& events) {
  const Moment when{Phase::command, {}};
  Stepper s(u, when, events);
  if (u.status == UnitStatus::falling_back) {
    s.unit().status = close_order(u) ? UnitStatus::unformed : UnitStatus::ordered;
    s.events().add("status.fall_back_ends", "STATUS-FB-6");
  }
  if (u.held_until_next_turn) {
    s.unit().held_until_next_turn = false;
    s.events().add("status.may_move_again", "STATUS-UNF-4");
  }
  return s.done();
}

Checked<UnitStep> rally(const UnitState& u, BrigadeStatus brigade, const Moment& when,
                        Events& events) {
  if (!in_play(u)) return kDispersed;
  if (when.phase != Phase::command) return Refusal{"refusal.rally.phase", "G-22"};
  Stepper s(u, when, events);
  const bool gives_way =
      brigade == BrigadeStatus::falling_back || brigade == BrigadeStatus::sauve_qui_peut;
  if (u.status == UnitStatus::retreating) {
    if (brigade == BrigadeStatus::obeying) {
      rally_unit(s, "STATUS-RETREAT-11");
    } else if (gives_way) {
      s.disperse(Dispersal::retreating_brigade_gives_way);
    } else {
      s.events().add("status.rally_blocked", "STATUS-RETREAT-12");
      s.damage(2, "STATUS-RETREAT-12");
    }
  } else if (u.status == UnitStatus::broken) {
    if (brigade == BrigadeStatus::obeying) {
      rally_unit(s, "STATUS-BROKEN-4");
    } else if (gives_way) {
      s.disperse(Dispersal::broken_brigade_worse);
    } else {
      s.disperse(Dispersal::broken_at_rally);
    }
  }
  return s.done();
}

Checked<UnitStep> brigade_changed(const UnitState& u, BrigadeStatus from, BrigadeStatus to,
                                  bool caused_by_this_unit, const Moment& when, Events& events) {
  Stepper s(u, when, events);
  s.by_brigade();
  if (!in_play(u) || !worse(to, from)) return s.done();
  if (u.status == UnitStatus::broken) {
    if (!caused_by_this_unit) s.disperse(Dispersal::broken_brigade_worse);
    return s.done();
  }
  const bool gives_way = to == BrigadeStatus::falling_back || to == BrigadeStatus::sauve_qui_peut;
  if (u.status == UnitStatus::retreating) {
    if (gives_way) s.disperse(Dispersal::retreating_brigade_gives_way);
    return s.done();
  }
  if (to == BrigadeStatus::sauve_qui_peut) {
    s.events().add("status.brigade_routs", "BM-EFFECT-SQP");
    begin_retreat(s);
  } else if (to == BrigadeStatus::falling_back &&
             (u.status == UnitStatus::ordered || u.status == UnitStatus::unformed)) {
    s.events().add("status.brigade_falls_back", "BM-EFFECT-FB");
    begin_fall_back(s);
  }
  return s.done();
}

Checked<UnitStep> brigade_dissolved(const UnitState& u, const Moment& when, Events& events) {
  Stepper s(u, when, events);
  s.by_brigade();
  if (in_play(u)) s.disperse(Dispersal::demoralised_brigade);
  return s.done();
}

std::optional<Refusal> refuse_order(const UnitState& u, Order order, const Moment& when,
                                    BrigadeStatus brigade) {
  const bool charge = order == Order::declare_charge || order == Order::opportunity_charge ||
                      order == Order::support_charge;
  const bool moving = order == Order::move || order == Order::advance || order == Order::fall_back;
  switch (u.status) {
    case UnitStatus::dispersed:
      return kDispersed;
    case UnitStatus::retreating:
      if (order == Order::stand_charge)
        return Refusal{"refusal.retreating.stand", "STATUS-RETREAT-8"};
      return Refusal{"refusal.retreating", "STATUS-RETREAT-7"};
    case UnitStatus::broken:
      return Refusal{"refusal.broken", "STATUS-BROKEN-1"};
    case UnitStatus::falling_back:
      if (order != Order::fire && order != Order::stand_charge) {
        return Refusal{"refusal.falling_back", "STATUS-FB-6"};
      }
      break;
    case UnitStatus::unformed:
      if (charge) return Refusal{"refusal.unformed.charge", "STATUS-UNF-1"};
      if (order == Order::change_formation) {
        return Refusal{"refusal.unformed.formation", "STATUS-UNF-5"};
      }
      if (order == Order::move || order == Order::advance) {
        return Refusal{"refusal.unformed.move", "STATUS-UNF-3"};
      }
      if ((order == Order::reform || order == Order::fall_back) && when.phase != Phase::movement) {
        return Refusal{order == Order::reform ? "refusal.reform.phase" : "refusal.fall_back.phase",
                       "STATUS-UNF-3"};
      }
      break;
    case UnitStatus::ordered:
      if (order == Order::reform) return Refusal{"refusal.reform.not_unformed", "STATUS-OBEY-1"};
      if (order == Order::fall_back) {
        if (close_order(u)) return Refusal{"refusal.fall_back.formed", "STATUS-FB-7"};
        if (when.phase != Phase::movement) {
          return Refusal{"refusal.fall_back.phase", "STATUS-UNF-3"};
        }
      }
      break;
  }
  if (u.held_until_next_turn && moving) return Refusal{"refusal.held", "STATUS-UNF-4"};
  if (order == Order::opportunity_charge && u.type != UnitType::cavalry) {
    return Refusal{"refusal.opportunity.not_cavalry", "STATUS-OBEY-2"};
  }
  // The brigade's status (BM-EFFECT-*, docs/rules.md).
  const bool forward = charge || order == Order::advance;
  switch (brigade) {
    case BrigadeStatus::obeying:
    case BrigadeStatus::faltering:
      break;
    case BrigadeStatus::wavering:
      if (forward) return Refusal{"refusal.brigade.wavering", "BM-EFFECT-WAVERING"};
      break;
    case BrigadeStatus::falling_back:
      if (forward) return Refusal{"refusal.brigade.falling_back", "BM-EFFECT-FB"};
      break;
    case BrigadeStatus::sauve_qui_peut:
      if (forward || order == Order::move || order == Order::change_formation) {
        return Refusal{"refusal.brigade.sauve_qui_peut", "BM-EFFECT-SQP"};
      }
      break;
  }
  return std::nullopt;
}

}  // namespace grognard::rules
