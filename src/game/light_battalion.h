// A light battalion in battle (chapter XI 11.5 - 11.8): deployed as skirmishers it is one unit
// of two parts, the skirmish line in front and the command companies behind it (game::Unit's
// command_* fields). What the rest of the game asks of it is here: which figures fire, where the
// command companies stand, whether an enemy threatens them, what the rules need to deploy it.
#pragma once

#include <optional>
#include <vector>

#include "game/board.h"
#include "game/state.h"
#include "rules/light_battalion.h"
#include "rules/light_battalion_rally.h"
#include "table/base.h"

namespace grognard::game {

// True for a light battalion deployed as skirmishers (S11.5); where its command companies
// stand (scenario/table_unit.h).
using scenario::command_bases_of;
using scenario::command_point;
using scenario::deployed;

// The figures of one company (or base): its light company as the scenario gives it, else 6,
// the seeds' usual company (EX-11.2A, EX-11.3B).
int company_figures(const Unit& u);

// The figures that fire: a deployed battalion's skirmish line only, since its command companies
// count as skirmishers but do not fire (S11.6.4); every figure of any other unit.
int firing_figures(const Unit& u);

// The battalion as S11.5 sees it: quality, figures now, company size.
rules::Battalion battalion_of(const Unit& u);

// S11.7-5 as the rally rules ask it: any enemy within its charge reach (PR-MOVE-12) of the
// command companies, and any enemy touching them. Requires deployed(u) and u on the board.
rules::LightBattalionRally rally_of(const GameState& s, const Board& b, int unit);

// The line's front centre after a deployment of `u` towards (x, y), before the table has a say:
// at least 3" clear of its command companies (S11.6.2) and at most a full move in skirmish order
// ahead of them (S11.6.1-c, PR-MOVE-2). Nothing when (x, y) is not ahead of the battalion.
std::optional<table::Point> line_front(const GameState& s, const Unit& u, double x, double y);

// The farthest place straight ahead of `u` that its skirmish line could take: the default
// destination of a deploy order (legal_orders.h, the AI).
table::Point straight_ahead(const Unit& u);

}  // namespace grognard::game
