// The battle page (issue 13): a new game (built-in or uploaded scenario, each side human or the AI
// at a level: search, line or random),
// then the table drawn by the engine (GET /api/games/{id}/table.svg), a unit's legal orders
// from the match (/legal), a move checked before it is given (/check), the exact odds of a fire,
// the questions of charges, squadrons and dice, the narrated log and undo; updates pushed by
// /events. The page holds no rule: whatever it says of legality or odds comes from the server.
'use strict';

const UI = {
  en: {
    title: 'grognard — battle', newBattle: 'New battle', scenario: 'Scenario', builtin: 'Built-in battle',
    upload: 'A scenario file (TOML)…', first: 'First army', second: 'Second army', human: 'Human', ai: 'AI',
    levels: { search: 'AI: search (strongest)', line: 'AI: line', random: 'AI: random' },
    levelShort: { search: 'search', line: 'line', random: 'random' }, thinking: 'The AI is thinking…', starting: 'The AI plays its first answers…',
    dice: 'Dice', computer: 'Computer', hand: 'Typed by hand', seed: 'Seed (empty: random)', start: 'Start',
    links: 'Links: one per side, and one to watch', mine: 'My games', spectator: 'spectator', none: 'None yet.',
    turn: 'Turn', yourOrders: 'Your orders', waiting: 'Waiting for', tapUnit: 'Tap one of your units to see its orders.',
    done: 'Done', undo: 'Undo', log: 'Log', record: 'Record', report: 'Report', over: 'The battle is over',
    winner: 'Victory to', draw: 'A draw', charged: 'is charged by', answer: 'Answer the charge',
    squadronsAsk: 'Write down the squadrons it sends (0: the whole regiment)', write: 'Write down',
    diceAsk: 'Type the dice', die: 'D6', roll: 'Give the dice', tapDest: 'Tap the destination on the table.',
    distance: 'Distance', allowance: 'its move', confirmMove: 'Confirm the move', fire: 'Fire',
    charge: 'Charge', expected: 'Expected damage', damage: 'Damage', cancel: 'Cancel', squadrons: 'Squadrons',
    notYours: 'Not your unit', selected: 'Selected', watching: 'You watch this battle.',
    orders: { hold: 'Hold', move: 'Move…', formation: 'Form', reform: 'Re-form', screen: 'Form a skirmish screen',
      reinforce: 'Reinforce the screen', deploy: 'Deploy companies', rally: 'Rally into', abandon: 'Abandon the battalion gun',
      fire: 'Fire at', charge: 'Charge', assault_fire: 'Assault fire', resupply: 'Resupply' },
    formations: { line: 'line', column: 'column', mass_column: 'mass column', square: 'square', skirmish: 'skirmish order',
      limbered: 'limbered', unlimbered: 'unlimbered' },
  },
  ru: {
    title: 'grognard — сражение', newBattle: 'Новое сражение', scenario: 'Сценарий', builtin: 'Встроенное сражение',
    upload: 'Файл сценария (TOML)…', first: 'Первая армия', second: 'Вторая армия', human: 'Человек', ai: 'ИИ',
    levels: { search: 'ИИ: поиск (сильнейший)', line: 'ИИ: линейный', random: 'ИИ: случайный' },
    levelShort: { search: 'поиск', line: 'линейный', random: 'случайный' }, thinking: 'ИИ думает…', starting: 'ИИ даёт первые ответы…',
    dice: 'Кубики', computer: 'Компьютер', hand: 'Вручную', seed: 'Зерно (пусто: случайное)', start: 'Начать',
    links: 'Ссылки: по одной на сторону и одна для зрителей', mine: 'Мои сражения', spectator: 'зритель', none: 'Пока нет.',
    turn: 'Ход', yourOrders: 'Ваши приказы', waiting: 'Ждём:', tapUnit: 'Коснитесь своей части, чтобы увидеть её приказы.',
    done: 'Готово', undo: 'Отменить', log: 'Журнал', record: 'Запись', report: 'Отчёт', over: 'Сражение окончено',
    winner: 'Победа:', draw: 'Ничья', charged: 'атакована', answer: 'Ответ на атаку',
    squadronsAsk: 'Запишите, сколько эскадронов она выставит (0: весь полк)', write: 'Записать',
    diceAsk: 'Введите кубики', die: 'Д6', roll: 'Ввести кубики', tapDest: 'Коснитесь места назначения на столе.',
    distance: 'Расстояние', allowance: 'её движение', confirmMove: 'Подтвердить движение', fire: 'Огонь',
    charge: 'Атака', expected: 'Ожидаемый урон', damage: 'Урон', cancel: 'Отмена', squadrons: 'Эскадроны',
    notYours: 'Не ваша часть', selected: 'Выбрана', watching: 'Вы наблюдаете за сражением.',
    orders: { hold: 'Стоять', move: 'Движение…', formation: 'Построение', reform: 'Перестроиться', screen: 'Выслать застрельщиков',
      reinforce: 'Усилить цепь', deploy: 'Рассыпать роты', rally: 'Собраться в', abandon: 'Бросить батальонное орудие',
      fire: 'Огонь по', charge: 'Атака на', assault_fire: 'Штурмовой огонь', resupply: 'Пополнить боеприпасы' },
    formations: { line: 'линия', column: 'колонна', mass_column: 'сомкнутая колонна', square: 'каре', skirmish: 'рассыпной строй',
      limbered: 'на передках', unlimbered: 'снято с передков' },
  },
};

const SVGNS = 'http://www.w3.org/2000/svg';
const game = {
  lang: 'en', id: '', token: '', view: null, log: [], selected: -1, legal: null,
  pending: null,   // an order waiting for its confirmation: {kind, order, odds, check}
  zoom: 1, events: null, busy: false,
};

const $ = (id) => document.getElementById(id);
const t = (k) => UI[game.lang][k];
function el(tag, attrs = {}, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'text') e.textContent = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v);
  }
  for (const kid of kids) if (kid) e.append(kid);
  return e;
}

async function api(path, options = {}) {
  const headers = Object.assign({}, options.headers || {});
  if (game.token) headers.Authorization = `Bearer ${game.token}`;
  const sep = path.includes('?') ? '&' : '?';
  const r = await fetch(`${path}${sep}lang=${game.lang}`, Object.assign({}, options, { headers }));
  const type = r.headers.get('Content-Type') || '';
  const body = type.includes('json') ? await r.json() : await r.text();
  return { status: r.status, body };
}

function say(msg, bad) {
  const m = $('message');
  m.textContent = msg || '';
  m.className = bad ? 'refusal' : 'hint';
}
function refusalText(err) {
  return err.clause ? `[${err.clause}] ${err.message}` : `${err.field}: ${err.message}`;
}

// ---- My games, kept by this browser ----
function myGames() {
  try { return JSON.parse(localStorage.getItem('grognard.games') || '[]'); } catch { return []; }
}
function keepGame(g) {
  const all = myGames().filter((x) => x.id !== g.id);
  all.unshift(g);
  localStorage.setItem('grognard.games', JSON.stringify(all.slice(0, 50)));
}
function linkOf(id, token) { return `${location.origin}/battle.html#game=${id}&token=${token}`; }
function linkItems(g) {
  const items = (g.sides || Object.keys(g.tokens)).map((army) => [army, g.tokens[army]]).map(([army, tok]) => el('li', {}, el('a', { href: linkOf(g.id, tok), 'data-army': army, text: `${army}: ${linkOf(g.id, tok)}` })));
  items.push(el('li', {}, el('a', { href: linkOf(g.id, g.spectator), 'data-army': 'spectator', text: `${t('spectator')}: ${linkOf(g.id, g.spectator)}` })));
  return items;
}
function showMine() {
  const list = $('mine');
  list.replaceChildren();
  const all = myGames();
  if (!all.length) list.append(el('li', { class: 'hint', text: t('none') }));
  for (const g of all) {
    const links = (g.sides || Object.keys(g.tokens)).map((army) => [army, g.tokens[army]]).map(([army, tok]) => el('a', { class: 'button secondary', href: `#game=${g.id}&token=${tok}`, text: army }));
    list.append(el('li', {}, el('span', { class: 'hint', text: `${g.title || g.id} · ${g.created || ''} ` }), ...links));
  }
}

// ---- A new game ----
async function startGame(ev) {
  ev.preventDefault();
  $('setup-error').textContent = '';
  let scenario = 'default';
  if ($('scenario').value === 'file') {
    const f = $('scenario-file').files[0];
    if (!f) { $('scenario-file').hidden = false; $('scenario-file').click(); return; }
    scenario = await f.text();
  }
  const body = { scenario, sides: { 0: $('side0').value, 1: $('side1').value }, dice: $('dice-mode').value };
  const seed = $('seed').value.trim();
  if (seed) body.seed = Number(seed);
  game.token = '';
  // The AI answers at once whatever it is asked before a human is: with the searching one, or
  // two AI sides playing the whole battle, that takes a while.
  const ai = body.sides[0] !== 'human' || body.sides[1] !== 'human';
  $('start').disabled = true;
  const slow = ai ? setTimeout(() => { $('setup-error').className = 'hint'; $('setup-error').textContent = t('starting'); }, 400) : 0;
  let r;
  try {
    r = await api('/api/games', { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
  } finally {
    clearTimeout(slow);
    $('start').disabled = false;
    $('setup-error').className = 'error';
    $('setup-error').textContent = '';
  }
  if (r.status !== 201) { $('setup-error').textContent = refusalText(r.body.error); return; }
  const g = { id: r.body.id, sides: r.body.sides, tokens: r.body.tokens, spectator: r.body.spectator, created: new Date().toISOString().slice(0, 16).replace('T', ' ') };
  const armies = r.body.sides;
  const human = [body.sides[0], body.sides[1]];
  keepGame(g);
  $('link-list').replaceChildren(...linkItems(g));
  $('links').hidden = false;
  const mine = human[0] === 'human' ? armies[0] : human[1] === 'human' ? armies[1] : null;
  location.hash = `game=${g.id}&token=${mine ? g.tokens[mine] : g.spectator}`;
}

// ---- The game ----
function parseHash() {
  const p = new URLSearchParams(location.hash.slice(1));
  return { id: p.get('game') || '', token: p.get('token') || '' };
}

async function openGame() {
  const { id, token } = parseHash();
  if (game.events) { game.events.close(); game.events = null; }
  game.id = id; game.token = token; game.log = []; game.selected = -1; game.legal = null; game.pending = null;
  $('setup').hidden = !!id;
  $('game').hidden = !id;
  if (!id) { showMine(); return; }
  const v = await api(`/api/games/${id}`);
  if (v.status !== 200) { say(refusalText(v.body.error), true); return; }
  const l = await api(`/api/games/${id}/log?from=0`);
  game.log = l.body.entries;
  await apply({ from: game.log.length, entries: [], view: v.body });
  listen();
}

function listen() {
  const url = `/api/games/${game.id}/events?token=${game.token}&lang=${game.lang}&from=${game.log.length}`;
  const es = new EventSource(url);
  es.addEventListener('update', (e) => apply(JSON.parse(e.data)));
  game.events = es;
}

let drawing = 0;
async function apply(update) {
  game.log.length = Math.min(game.log.length, update.from);
  for (const e of update.entries) game.log.push(e);
  const before = game.view;
  game.view = update.view;
  const moved = !before || before.log_size !== update.view.log_size || before.answers !== update.view.answers;
  if (moved) {
    game.legal = null; game.pending = null;
    if (!mineToOrder()) game.selected = -1;
    await drawTable();
    if (game.selected >= 0 && mineToOrder()) await loadLegal(game.selected);
  }
  render();
}

async function drawTable() {
  const seq = ++drawing;
  const r = await api(`/api/games/${game.id}/table.svg`);
  if (seq !== drawing || r.status !== 200) return;
  const doc = new DOMParser().parseFromString(r.body, 'image/svg+xml');
  const svg = document.importNode(doc.documentElement, true);
  svg.setAttribute('id', 'table');
  svg.addEventListener('click', tapTable);
  $('board').replaceChildren(svg);
  setZoom(game.zoom);
}

function setZoom(z) {
  game.zoom = z;
  const svg = $('table');
  if (!svg) return;
  $('board').classList.toggle('zoomed', z > 1);
  const w = Number(svg.getAttribute('width'));
  svg.style.width = z > 1 ? `${Math.round($('board').clientWidth * z)}px` : '';
  if (!w) return;
}

// Table inches to the drawing's pixels, and a tap back to table inches.
function toSvg(x, y) {
  const f = game.view.frame;
  return [f.left + x * f.per_inch, f.top + (f.depth - y) * f.per_inch];
}
function toTable(clientX, clientY) {
  const svg = $('table');
  const p = svg.createSVGPoint();
  p.x = clientX; p.y = clientY;
  const s = p.matrixTransform(svg.getScreenCTM().inverse());
  const f = game.view.frame;
  return [(s.x - f.left) / f.per_inch, f.depth - (s.y - f.top) / f.per_inch];
}
// Where a point of the table is on the screen (the browser tests tap there).
function screenPoint(x, y) {
  const svg = $('table');
  const [sx, sy] = toSvg(x, y);
  const p = svg.createSVGPoint();
  p.x = sx; p.y = sy;
  const s = p.matrixTransform(svg.getScreenCTM());
  return { x: s.x, y: s.y };
}

function unitAt(x, y) {
  let best = -1; let bestD = Infinity;
  for (const u of game.view.units) {
    if (u.status === 'dispersed') continue;
    const d = Math.hypot(u.x - x, u.y - y);
    if (d < Math.max(2.5, u.width / 2 + 1) && d < bestD) { best = u.id; bestD = d; }
  }
  return best;
}

function mineToOrder() {
  const v = game.view;
  return v && v.question.kind === 'orders' && v.question.yours;
}

async function tapTable(ev) {
  if (!game.view) return;
  const [x, y] = toTable(ev.clientX, ev.clientY);
  if (game.pending && game.pending.kind === 'move') {
    await checkMove(x, y);
    return;
  }
  const u = unitAt(x, y);
  await select(u);
}

async function select(u) {
  game.selected = u; game.legal = null; game.pending = null;
  say('');
  if (u >= 0 && mineToOrder() && game.view.units[u].side === game.view.you) await loadLegal(u);
  render();
}

async function loadLegal(u) {
  const r = await api(`/api/games/${game.id}/legal?unit=${u}`);
  game.legal = r.status === 200 ? r.body.orders : null;
}

async function checkMove(x, y) {
  // A finger is no finer than half an inch of the table at phone size: the tap is taken to the
  // nearest half inch, as a move is measured at the table.
  const order = Object.assign({}, game.pending.order, { at: [Math.round(x * 2) / 2, Math.round(y * 2) / 2] });
  const r = await api(`/api/games/${game.id}/check`, { method: 'POST', body: JSON.stringify({ answer: { order } }), headers: { 'Content-Type': 'application/json' } });
  if (r.status !== 200) { say(refusalText(r.body.error), true); return; }
  game.pending.order = order;
  game.pending.check = r.body;
  render();
}

let answerSeq = 0;
async function send(answer) {
  if (game.busy) return;
  game.busy = true;
  $('game').dataset.busy = 'true';
  // One key per request: a retry after a lost reply is applied once.
  const key = `${Date.now()}-${++answerSeq}-${Math.random().toString(36).slice(2)}`;
  // The AI's answers come in the same reply: say it is thinking when that takes a while.
  const ai = game.view && game.view.sides.some((s) => s.player === 'ai');
  const slow = ai ? setTimeout(() => say(t('thinking')), 400) : 0;
  try {
    const r = await api(`/api/games/${game.id}/answer`, { method: 'POST', body: JSON.stringify({ answer, key }), headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key } });
    if (r.status !== 200) { say(refusalText(r.body.error), true); return; }
    say('');
    game.pending = null;
    await apply(r.body);
  } finally {
    clearTimeout(slow);
    if ($('message').textContent === t('thinking')) say('');
    game.busy = false;
    render();
  }
}

// ---- Drawing the page ----
function orderLabel(o) {
  const words = t('orders');
  const f = t('formations');
  const base = words[o.order.kind] || o.order.kind;
  if (o.order.formation && ['formation', 'reform', 'rally'].includes(o.order.kind)) return `${base}: ${f[o.order.formation] || o.order.formation}`;
  if (o.target_name) return `${base} ${o.target_name}`;
  if (o.order.companies) return `${base}: ${o.order.companies}`;
  return base;
}

function oddsView(odds) {
  const box = el('div', { class: 'odds chart' });
  if (!odds) return box;
  if (odds.expected_damage !== undefined) box.append(el('p', { text: `${t('expected')}: ${Number(odds.expected_damage).toFixed(2)}` }));
  const dist = odds.damage || {};
  for (const [k, p] of Object.entries(dist)) {
    const fill = el('div', { class: 'fill' });
    fill.style.width = `${(100 * p).toFixed(1)}%`;
    box.append(el('div', { class: 'bar' }, el('span', { class: 'name', text: `${t('damage')} ${k}` }), el('div', { class: 'track' }, fill), el('span', { class: 'pct', text: `${(100 * p).toFixed(1)}%` })));
  }
  return box;
}

function renderOrders() {
  const box = $('orders');
  box.replaceChildren();
  const v = game.view;
  const sel = game.selected >= 0 ? v.units[game.selected] : null;
  $('selected').textContent = sel ? `${t('selected')}: ${sel.name}` : '';
  if (!mineToOrder()) return;
  if (!sel || sel.side !== v.you) { box.append(el('p', { class: 'hint', text: sel ? t('notYours') : t('tapUnit') })); return; }
  box.append(el('h2', { text: sel.name }));
  if (game.pending) {
    const p = game.pending;
    if (p.kind === 'move') {
      box.append(el('p', { text: t('tapDest') }));
      if (p.check) {
        const c = p.check;
        box.append(el('p', { id: 'move-distance', text: `${t('distance')}: ${c.distance.toFixed(1)}" (${t('allowance')} ${c.allowance.toFixed(1)}")` }));
        if (!c.ok) box.append(el('p', { class: 'refusal', id: 'move-refusal', text: `[${c.clause}] ${c.message}` }));
        else box.append(el('button', { id: 'confirm', type: 'button', text: t('confirmMove'), onclick: () => send({ order: p.order }) }));
      }
    } else if (p.kind === 'fire') {
      box.append(el('p', { text: orderLabel(p.legal) }), oddsView(p.legal.odds));
      box.append(el('button', { id: 'confirm', type: 'button', text: t('fire'), onclick: () => send({ order: p.order }) }));
    } else if (p.kind === 'charge') {
      box.append(el('p', { text: orderLabel(p.legal) }));
      let input = null;
      if (p.legal.squadrons) {
        input = el('input', { id: 'charge-squadrons', inputmode: 'numeric', value: String(p.legal.squadrons), 'aria-label': t('squadrons') });
        box.append(el('label', { class: 'field' }, el('span', { text: `${t('squadrons')} (1–${p.legal.squadrons})` }), input));
      }
      box.append(el('button', { id: 'confirm', type: 'button', text: t('charge'), onclick: () => {
        const order = Object.assign({}, p.order);
        if (input) order.squadrons = Number(input.value);
        send({ order });
      } }));
    }
    box.append(el('button', { type: 'button', class: 'secondary', text: t('cancel'), onclick: () => { game.pending = null; render(); } }));
    return;
  }
  for (const o of game.legal || []) {
    box.append(el('button', { type: 'button', class: 'secondary order', 'data-kind': o.order.kind, 'data-target': o.order.target ?? '', text: orderLabel(o), onclick: () => {
      if (['move', 'fire', 'charge'].includes(o.order.kind)) {
        game.pending = { kind: o.order.kind, order: o.order, legal: o };
        render();
      } else {
        send({ order: o.order });
      }
    } }));
  }
}

function renderPending() {
  const box = $('pending');
  box.replaceChildren();
  const q = game.view.question;
  if (!q.yours) return;
  if (q.kind === 'charge_answer') {
    box.append(el('p', { text: `${q.unit_name} ${t('charged')} ${q.charger_name} [${q.clause}]` }));
    q.allowed.forEach((a, i) => box.append(el('button', { type: 'button', 'data-response': a, text: q.allowed_labels[i], onclick: () => send({ response: a }) })));
  } else if (q.kind === 'squadrons') {
    const input = el('input', { id: 'squadrons', inputmode: 'numeric', value: String(q.most), 'aria-label': t('squadrons') });
    box.append(el('p', { text: `${q.unit_name} ${t('charged')} ${q.charger_name}. ${t('squadronsAsk')} [${q.clause}]` }), input,
      el('button', { id: 'write', type: 'button', text: t('write'), onclick: () => send({ squadrons: Number(input.value) }) }));
  } else if (q.kind === 'dice') {
    const input = el('input', { id: 'faces', inputmode: 'numeric', placeholder: Array(q.dice).fill('6').join(' '), 'aria-label': t('dice') });
    // Whose dice they are: each party throws its own (PR-MELEE-1, PR-CMD-3).
    const side = q.side >= 0 ? game.view.sides[q.side].label : '';
    const who = [side, q.unit_name].filter(Boolean).join(', ');
    const what = [q.purpose, `${q.label_text} (${q.dice} ${t('die')})`].filter(Boolean).join(' ');
    box.append(el('p', { text: `${t('diceAsk')}${who ? ` (${who})` : ''}: ${what} [${q.clause}]` }), input,
      el('button', { id: 'give-dice', type: 'button', text: t('roll'), onclick: () => send({ faces: input.value.trim().split(/[\s,]+/).filter(Boolean).map(Number) }) }));
  }
}

function renderOverlay() {
  const svg = $('table');
  if (!svg) return;
  svg.querySelector('#overlay')?.remove();
  const g = document.createElementNS(SVGNS, 'g');
  g.setAttribute('id', 'overlay');
  g.setAttribute('pointer-events', 'none');
  const circle = (x, y, r, colour, id) => {
    const c = document.createElementNS(SVGNS, 'circle');
    const [sx, sy] = toSvg(x, y);
    for (const [k, v] of Object.entries({ cx: sx, cy: sy, r, fill: 'none', stroke: colour, 'stroke-width': 4 })) c.setAttribute(k, v);
    if (id) c.setAttribute('id', id);
    g.append(c);
  };
  const v = game.view;
  if (game.selected >= 0) {
    const u = v.units[game.selected];
    circle(u.x, u.y, Math.max(18, (u.width * v.frame.per_inch) / 2 + 6), '#f2b705', 'selection');
    const p = game.pending;
    if (p && p.kind === 'move' && p.check) {
      const [x1, y1] = toSvg(u.x, u.y);
      const [x2, y2] = toSvg(p.order.at[0], p.order.at[1]);
      const line = document.createElementNS(SVGNS, 'line');
      for (const [k, val] of Object.entries({ x1, y1, x2, y2, stroke: p.check.ok ? '#1e6b2e' : '#a52714', 'stroke-width': 4, 'stroke-dasharray': '10 6', id: 'path' })) line.setAttribute(k, val);
      g.append(line);
      circle(p.order.at[0], p.order.at[1], 10, p.check.ok ? '#1e6b2e' : '#a52714');
    }
    if (p && (p.kind === 'fire' || p.kind === 'charge')) {
      const tu = v.units[p.order.target];
      circle(tu.x, tu.y, Math.max(18, (tu.width * v.frame.per_inch) / 2 + 6), '#a52714', 'target');
    }
  }
  svg.append(g);
}

function render() {
  const v = game.view;
  if (!v) return;
  const q = v.question;
  document.title = `${v.title} — grognard`;
  // What the browser tests wait on.
  Object.assign($('game').dataset, { turn: v.turn, phase: v.phase, question: q.kind, yours: q.yours, answers: v.answers, busy: game.busy });
  $('title').textContent = v.title;
  $('turn').textContent = `${t('turn')} ${v.turn}/${v.turn_limit} · ${v.phase_label}`;
  $('players').textContent = v.sides.map((s) => `${s.label}: ${s.player === 'ai' ? `${t('ai')} (${t('levelShort')[s.level] || s.level})` : t('human')}`).join(' · ');
  const ask = $('ask');
  ask.className = q.yours ? 'yours' : '';
  if (v.over) ask.textContent = t('over');
  else if (v.you === 'spectator') ask.textContent = t('watching');
  else if (q.yours && q.kind === 'orders') ask.textContent = `${t('yourOrders')}: ${v.phase_label}`;
  else if (q.yours && q.kind === 'charge_answer') ask.textContent = t('answer');
  else if (q.yours && q.kind === 'squadrons') ask.textContent = t('squadronsAsk');
  else if (q.yours && q.kind === 'dice') ask.textContent = t('diceAsk');
  else ask.textContent = `${t('waiting')} ${q.side >= 0 ? v.sides[q.side].label : t('dice')}`;
  renderOrders();
  renderPending();
  $('done').hidden = !mineToOrder() || !!game.pending;
  $('undo').hidden = !v.can_undo;
  $('result').textContent = v.over ? (v.result.winner === null ? t('draw') : `${t('winner')} ${v.sides[v.result.winner].label}`) : '';
  const tok = encodeURIComponent(game.token);
  $('record').href = `/api/games/${game.id}/record?token=${tok}`;
  $('report').href = `/api/games/${game.id}/report.html?token=${tok}&lang=${game.lang}`;
  const log = $('log');
  if (log.children.length > game.log.length || log.dataset.lang !== game.lang) { log.replaceChildren(); log.dataset.lang = game.lang; }
  for (let i = log.children.length; i < game.log.length; ++i) {
    const e = game.log[i];
    log.append(el('li', { 'data-key': e.key }, el('span', { class: 'cl', text: `${t('turn')} ${e.turn} · ${e.phase_label}` }), e.text));
  }
  log.scrollTop = log.scrollHeight;  // the newest entry, without scrolling the page away
  renderOverlay();
}

function words() {
  document.documentElement.lang = game.lang;
  $('lang').textContent = game.lang === 'en' ? 'RU' : 'EN';
  $('title').textContent = t('title');
  const set = { 'setup-title': 'newBattle', 'scenario-label': 'scenario', builtin: 'builtin', upload: 'upload', 'side0-label': 'first', 'side1-label': 'second', 'dice-label': 'dice', 'seed-label': 'seed', start: 'start', 'links-title': 'links', 'mine-title': 'mine', done: 'done', undo: 'undo', 'log-title': 'log', record: 'record', report: 'report', new: 'newBattle' };
  for (const [id, k] of Object.entries(set)) $(id).textContent = t(k);
  for (const s of ['side0', 'side1']) for (const o of $(s).options) o.textContent = o.value === 'human' ? t('human') : t('levels')[o.value];
  for (const o of $('dice-mode').options) o.textContent = t(o.value);
}

async function switchLang() {
  game.lang = game.lang === 'en' ? 'ru' : 'en';
  localStorage.setItem('grognard.lang', game.lang);
  words();
  showMine();
  if (game.id) await openGame();
}

function init() {
  game.lang = localStorage.getItem('grognard.lang') === 'ru' ? 'ru' : 'en';
  words();
  $('lang').addEventListener('click', switchLang);
  $('new-game').addEventListener('submit', startGame);
  $('scenario').addEventListener('change', () => { $('scenario-file').hidden = $('scenario').value !== 'file'; });
  $('done').addEventListener('click', () => send({ done: true }));
  $('undo').addEventListener('click', () => send('undo'));
  $('zoom-in').addEventListener('click', () => setZoom(Math.min(4, game.zoom * 1.5)));
  $('zoom-out').addEventListener('click', () => setZoom(Math.max(1, game.zoom / 1.5)));
  window.addEventListener('hashchange', openGame);
  openGame();
}

// For the browser tests: where a unit or a point of the table is on the screen.
window.grognardBattle = { screenPoint, state: () => game };
init();
