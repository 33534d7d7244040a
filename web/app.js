// The referee page: forms built from the engine's own description of every action
// (GET /api/actions), exact odds (POST /api/odds), rolls (POST /api/roll), the evening's history
// (GET /api/history, pushed by /api/events). Plain script, no dependencies.
'use strict';

const UI = {
  en: {
    action: 'Action', odds: 'Exact odds', roll: 'Roll', rollComputer: 'Roll with the computer\'s dice',
    myDice: 'Roll my dice', history: 'Evening\'s rolls', defaults: 'Defaults', link: 'Share link',
    use: 'use', add: 'Add', remove: 'Remove', none: '—', byDefault: 'default', diceOrder: 'Dice, in this order: ',
    expected: 'Expected', flags: 'Probability', result: 'Result', seed: 'seed', empty: 'No rolls yet.',
    rules: 'Rule options', yes: 'yes', no: 'no', gun: 'gun', guns: 'guns', typeDice: 'Type your dice first',
  },
  ru: {
    action: 'Действие', odds: 'Точные шансы', roll: 'Бросок', rollComputer: 'Бросок кубиками компьютера',
    myDice: 'Мои кубики', history: 'Броски за вечер', defaults: 'По умолчанию', link: 'Ссылка',
    use: 'учитывать', add: 'Добавить', remove: 'Убрать', none: '—', byDefault: 'по умолчанию', diceOrder: 'Кубики в таком порядке: ',
    expected: 'Ожидается', flags: 'Вероятность', result: 'Результат', seed: 'зерно', empty: 'Бросков пока нет.',
    rules: 'Опции правил', yes: 'да', no: 'нет', gun: 'орудие', guns: 'орудия', typeDice: 'Сначала введите кубики',
  },
};

const page = {
  actions: [],
  words: {},
  lang: 'en',
  action: null,       // the chosen action's description
  situation: {},      // the situation the form holds, as the engine reads it
  oddsTimer: 0,
  oddsSeq: 0,
};

const $ = (id) => document.getElementById(id);
const t = (k) => UI[page.lang][k];
const label = (o) => (o ? o[page.lang] || o.en : '');
function word(key, fallback) {
  const w = page.words[key];
  return w ? w[page.lang] : fallback;
}
function el(tag, attrs = {}, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') e.className = v;
    else if (k === 'text') e.textContent = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? '' : v);
  }
  for (const kid of kids) if (kid) e.append(kid);
  return e;
}

// ---- the situation as a tree of values --------------------------------------------------------
function getAt(obj, path) {
  let o = obj;
  for (const p of path) {
    if (o === undefined || o === null) return undefined;
    o = o[p];
  }
  return o;
}
function setAt(obj, path, value) {
  let o = obj;
  for (let i = 0; i < path.length - 1; i += 1) {
    if (typeof o[path[i]] !== 'object' || o[path[i]] === null) o[path[i]] = {};
    o = o[path[i]];
  }
  o[path[path.length - 1]] = value;
}
function deleteAt(obj, path) {
  const parent = getAt(obj, path.slice(0, -1));
  if (!parent) return;
  if (Array.isArray(parent)) parent.splice(path[path.length - 1], 1);
  else delete parent[path[path.length - 1]];
}

// What a fresh form holds: every required field or field with an example; required objects.
function defaults(spec) {
  const out = {};
  for (const f of spec.fields || []) {
    if (f.type === 'object') {
      if (f.required) out[f.key] = defaults(f);
    } else if (f.example !== undefined) {
      out[f.key] = f.example;
    }
  }
  return out;
}

// ---- the form ---------------------------------------------------------------------------------
function changed(structural) {
  saveHash();
  if (structural) renderForm();
  scheduleOdds();
}

function choiceLabel(f, id) {
  const l = f.labels && f.labels[String(id)];
  const name = l ? label(l) : String(id);
  return name === String(id) ? name : `${name} (${id})`;
}

function fieldTitle(f) {
  return el('span', { text: label(f.label) }, f.clause ? el('small', { text: ` ${f.clause}` }) : null);
}

function scalarInput(f, path) {
  const name = path.join('.');
  const value = getAt(page.situation, path);
  if (f.type === 'boolean') {
    const box = el('input', { type: 'checkbox', name });
    box.checked = value === undefined ? f.default === true : value === true;
    box.addEventListener('change', () => {
      if (box.checked === (f.default === true)) deleteAt(page.situation, path);
      else setAt(page.situation, path, box.checked);
      changed(false);
    });
    return el('label', { class: 'check' }, box, fieldTitle(f));
  }
  let input;
  if (f.type === 'choice' || f.type === 'gun' || (f.type === 'integer' && f.choices)) {
    input = el('select', { name });
    const blank = f.default !== undefined ? `${t('none')} (${t('byDefault')}: ${choiceLabel(f, f.default)})` : t('none');
    if (!f.required) input.append(el('option', { value: '', text: blank }));
    const choices = f.type === 'gun' ? [1, 2] : f.choices;
    for (const c of choices) {
      const text = f.type === 'gun' ? `${c} ${c === 1 ? t('gun') : t('guns')}` : choiceLabel(f, c);
      input.append(el('option', { value: String(c), text }));
    }
    const shown = f.type === 'gun' && value !== undefined ? (value === true ? 1 : (value.guns || 1)) : value;
    input.value = shown === undefined ? '' : String(shown);
  } else {
    input = el('input', {
      name, type: 'number', inputmode: f.type === 'integer' ? 'numeric' : 'decimal',
      min: f.min, max: f.max, step: f.step || (f.type === 'integer' ? 1 : 'any'),
      placeholder: f.default !== undefined ? String(f.default) : '',
    });
    input.value = value === undefined ? '' : String(value);
  }
  input.addEventListener('change', () => {
    const v = input.value;
    if (v === '') deleteAt(page.situation, path);
    else if (f.type === 'gun') setAt(page.situation, path, { guns: Number(v) });
    else if (f.type === 'choice') setAt(page.situation, path, v);
    else setAt(page.situation, path, Number(v));
    changed(false);
  });
  const unit = f.distance ? el('small', { text: ` (${(getAt(page.situation, ['rules', 'scale']) || 'inch') === 'cm' ? 'cm' : 'in'})` }) : null;
  return el('label', { class: 'field' }, el('span', {}, fieldTitle(f), unit), input);
}

function listInput(f, path) {
  const box = el('fieldset', {}, el('legend', {}, fieldTitle(f)));
  const items = getAt(page.situation, path) || [];
  items.forEach((_, i) => {
    const itemPath = [...path, i];
    const body = f.element.type === 'object'
      ? objectBody(f.element, itemPath)
      : scalarInput({ ...f.element, required: true, label: { en: `${i + 1}`, ru: `${i + 1}` } }, itemPath);
    const remove = el('button', {
      type: 'button', class: 'small secondary', 'aria-label': t('remove'), text: '✕',
      onclick: () => {
        deleteAt(page.situation, itemPath);
        if ((getAt(page.situation, path) || []).length === 0) deleteAt(page.situation, path);
        changed(true);
      },
    });
    box.append(el('div', { class: 'list-item' }, body, remove));
  });
  if (items.length < f.max) {
    box.append(el('button', {
      type: 'button', class: 'small secondary', text: `+ ${t('add')}`,
      onclick: () => {
        const list = getAt(page.situation, path) || [];
        list.push(f.element.type === 'object' ? defaults(f.element) : f.element.choices[0]);
        setAt(page.situation, path, list);
        changed(true);
      },
    }));
  }
  return box;
}

function objectBody(spec, path) {
  const box = el('div', { class: 'field' });
  box.style.gap = '8px';
  box.style.display = 'grid';
  for (const f of spec.fields) box.append(fieldInput(f, [...path, f.key]));
  return box;
}

function fieldInput(f, path) {
  if (f.type === 'text') return null;
  if (f.type === 'list') return listInput(f, path);
  if (f.type !== 'object') return scalarInput(f, path);
  const present = getAt(page.situation, path) !== undefined;
  if (f.key === 'rules') {
    const d = el('details', {}, el('summary', { text: `${t('rules')} (${f.clause})` }));
    d.open = present;
    const body = el('div', { class: 'field' });
    body.style.display = 'grid';
    body.style.gap = '8px';
    for (const o of f.fields) {
      const shortLabel = { en: o.key, ru: o.key };
      const input = scalarInput({ ...o, label: shortLabel }, [...path, o.key]);
      body.append(input, el('div', { class: 'hint', text: label(o.label) }));
    }
    d.append(body);
    return d;
  }
  const box = el('fieldset', {}, el('legend', {}, fieldTitle(f)));
  if (!f.required) {
    const use = el('input', { type: 'checkbox', name: `${path.join('.')}:use` });
    use.checked = present;
    use.addEventListener('change', () => {
      if (use.checked) setAt(page.situation, path, defaults(f));
      else deleteAt(page.situation, path);
      changed(true);
    });
    box.append(el('label', { class: 'check' }, use, el('span', { text: t('use') })));
    if (!present) return box;
  }
  for (const c of f.fields) {
    const input = fieldInput(c, [...path, c.key]);
    if (input) box.append(input);
  }
  return box;
}

function renderForm() {
  const form = $('form');
  form.replaceChildren();
  for (const f of page.action.situation.fields) {
    const input = fieldInput(f, [f.key]);
    if (input) form.append(input);
  }
  $('action-clause').textContent = page.action.clause;
  $('dice-order').textContent = t('diceOrder') + label(page.action.dice_order);
}

// ---- odds -------------------------------------------------------------------------------------
function pct(p) {
  return `${(100 * p).toFixed(p > 0 && p < 0.001 ? 3 : 1)}%`;
}
const isDistribution = (v) => v && typeof v === 'object' && !Array.isArray(v)
  && Object.values(v).length > 0 && Object.values(v).every((x) => typeof x === 'number' && x >= 0 && x <= 1.0000001);

function chart(key, dist, flags) {
  const box = el('div', { class: `chart${flags ? ' flags' : ''}`, 'data-key': key });
  box.append(el('h3', { text: flags ? t('flags') : word(`key.${key}`, key) }));
  for (const [k, p] of Object.entries(dist)) {
    const name = flags ? word(`flag.${k}`, word(`key.${k}`, k)) : word(`term.${key}.${k}`, k);
    const fill = el('div', { class: 'fill' });
    fill.style.width = `${Math.max(0, Math.min(100, 100 * p))}%`;
    box.append(el('div', { class: 'bar' }, el('span', { class: 'name', text: name }),
      el('div', { class: 'track' }, fill), el('span', { class: 'pct', text: pct(p) })));
  }
  return box;
}

function valueText(key, v) {
  if (typeof v === 'boolean') return v ? t('yes') : t('no');
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : v.toFixed(3).replace(/0+$/, '');
  if (typeof v === 'string') return word(`term.${key}.${v}`, v);
  return JSON.stringify(v);
}

function facts(obj, skip) {
  const dl = el('dl', { class: 'facts' });
  for (const [k, v] of Object.entries(obj)) {
    if (skip.includes(k) || v === null || typeof v === 'object') continue;
    dl.append(el('dt', { text: word(`key.${k}`, k) }), el('dd', { text: valueText(k, v), 'data-key': k }));
  }
  return dl.childElementCount ? dl : null;
}

function showError(box, err) {
  box.replaceChildren(el('p', { class: 'error', role: 'alert', text: `${err.field}: ${err.message}` }));
  for (const e of document.querySelectorAll('.bad')) e.classList.remove('bad');
  const input = document.querySelector(`[name="${CSS.escape(err.field.replace(/\[(\d+)\]/g, '.$1'))}"]`);
  if (input) input.classList.add('bad');
}

async function post(url, body) {
  const res = await fetch(`${url}?lang=${page.lang}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  return { ok: res.ok, json: await res.json() };
}

function scheduleOdds() {
  clearTimeout(page.oddsTimer);
  page.oddsTimer = setTimeout(showOdds, 150);
}

async function showOdds() {
  const seq = ++page.oddsSeq;
  const box = $('odds');
  const { ok, json } = await post('/api/odds', page.situation);
  if (seq !== page.oddsSeq) return;  // a newer request answers
  box.dataset.state = ok ? 'ok' : 'error';
  if (!ok) { showError(box, json.error); return; }
  for (const e of document.querySelectorAll('.bad')) e.classList.remove('bad');
  box.replaceChildren();
  for (const [k, v] of Object.entries(json)) {
    if (k === 'p' || k === 'action') continue;
    if (isDistribution(v)) box.append(chart(k, v, false));
    else if (v && typeof v === 'object') { const f = facts(v, []); if (f) box.append(el('h3', { text: word(`key.${k}`, k) }), f); }
  }
  const scalars = facts(json, ['action']);
  if (scalars) box.append(scalars);
  if (json.p) box.append(chart('p', json.p, true));
}

// ---- rolls ------------------------------------------------------------------------------------
function diceText(faces) {
  const s = el('span', { class: 'dice' });
  for (const f of faces) s.append(el('span', { class: 'die', text: String(f) }));
  return s;
}

function showRoll(json) {
  const box = $('result');
  const head = el('h3', { text: `${t('result')}${json.seed !== undefined ? ` (${t('seed')} ${json.seed})` : ''}` });
  const events = el('ol', { class: 'events' });
  for (const e of json.events) {
    events.append(el('li', { 'data-key': e.key }, el('span', { class: 'cl', text: e.clause }),
      e.dice ? diceText(e.dice) : null, e.dice ? null : document.createTextNode(e.text)));
  }
  const summary = facts(json, ['action', 'seed']);
  const flags = el('dl', { class: 'facts' });
  for (const [k, v] of Object.entries(json.flags || {})) {
    flags.append(el('dt', { text: word(`flag.${k}`, k) }), el('dd', { class: v ? 'yes' : '', text: valueText(k, v), 'data-flag': k }));
  }
  box.replaceChildren(head, diceText(json.dice), events, summary || '', flags);
}

async function roll(body) {
  const { ok, json } = await post('/api/roll', body);
  const box = $('result');
  box.dataset.state = ok ? 'ok' : 'error';
  if (!ok) { showError(box, json.error); return; }
  showRoll(json);
  loadHistory();
}

function typedDice() {
  return ($('dice-input').value.match(/\d/g) || []).map(Number);
}

// ---- history ----------------------------------------------------------------------------------
function titleOf(name) {
  const a = page.actions.find((x) => x.name === name);
  return a ? label(a.title) : name;
}

function summaryOf(result) {
  if (!result) return '';
  for (const k of ['result', 'winner', 'weather', 'damage']) {
    if (result[k] !== undefined) return `${word(`key.${k}`, k)}: ${valueText(k, result[k])}`;
  }
  return '';
}

async function loadHistory() {
  const res = await fetch('/api/history');
  const { rolls } = await res.json();
  const list = $('history');
  list.replaceChildren();
  if (rolls.length === 0) list.append(el('li', { class: 'hint', text: t('empty') }));
  for (const r of rolls.slice(0, 50)) {
    const at = new Date(r.at);
    const time = el('time', { datetime: r.at, text: at.toLocaleTimeString(page.lang, { hour: '2-digit', minute: '2-digit' }) });
    const button = el('button', {
      type: 'button',
      onclick: () => {
        if (!r.request || !r.request.situation) return;
        choose(r.request.situation.action, r.request.situation);
        $('dice-input').value = (r.request.dice || []).join(' ');
        if (r.result) showRoll(r.result);
      },
    }, time, `${titleOf(r.action)} `, diceText(r.request ? r.request.dice || [] : []), ` ${summaryOf(r.result)}`);
    list.append(el('li', {}, button));
  }
}

// ---- the page ---------------------------------------------------------------------------------
function saveHash() {
  history.replaceState(null, '', `#${encodeURIComponent(JSON.stringify(page.situation))}`);
}

function choose(name, situation) {
  page.action = page.actions.find((a) => a.name === name) || page.actions[0];
  $('action').value = page.action.name;
  page.situation = situation ? JSON.parse(JSON.stringify(situation)) : defaults(page.action.situation);
  $('result').replaceChildren();
  $('share-link').hidden = true;
  changed(true);
}

function applyLanguage() {
  document.documentElement.lang = page.lang;
  $('lang').textContent = page.lang === 'ru' ? 'EN' : 'RU';
  $('title').textContent = page.lang === 'ru' ? 'grognard — рефери' : 'grognard — referee';
  $('action-label').textContent = t('action');
  $('odds-title').textContent = t('odds');
  $('roll-title').textContent = t('roll');
  $('roll-computer').textContent = t('rollComputer');
  $('roll-dice').textContent = t('myDice');
  $('history-title').textContent = t('history');
  $('reset').textContent = t('defaults');
  $('share').textContent = t('link');
  const select = $('action');
  select.replaceChildren();
  for (const a of page.actions) select.append(el('option', { value: a.name, text: label(a.title) }));
  if (page.action) select.value = page.action.name;
}

function fromHash() {
  if (location.hash.length < 2) return null;
  try {
    const s = JSON.parse(decodeURIComponent(location.hash.slice(1)));
    return s && typeof s === 'object' && typeof s.action === 'string' ? s : null;
  } catch (e) {
    return null;
  }
}

async function start() {
  const saved = localStorage.getItem('grognard.lang');
  page.lang = saved || ((navigator.language || '').toLowerCase().startsWith('ru') ? 'ru' : 'en');
  const described = await (await fetch('/api/actions')).json();
  page.actions = described.actions;
  page.words = described.words || {};
  applyLanguage();
  const shared = fromHash();
  choose(shared ? shared.action : page.actions[0].name, shared);
  $('action').addEventListener('change', () => choose($('action').value));
  $('reset').addEventListener('click', () => choose(page.action.name));
  $('lang').addEventListener('click', () => {
    page.lang = page.lang === 'ru' ? 'en' : 'ru';
    localStorage.setItem('grognard.lang', page.lang);
    applyLanguage();
    changed(true);
    loadHistory();
  });
  $('share').addEventListener('click', () => {
    const link = $('share-link');
    link.value = location.href;
    link.hidden = false;
    link.select();
  });
  $('roll-computer').addEventListener('click', () => roll({ situation: page.situation }));
  $('roll-dice').addEventListener('click', () => {
    const dice = typedDice();
    if (dice.length === 0) { showError($('result'), { field: 'dice', message: t('typeDice') }); return; }
    roll({ situation: page.situation, dice });
  });
  loadHistory();
  if (window.EventSource) {
    const events = new EventSource('/api/events');
    events.addEventListener('roll', () => loadHistory());
  }
  document.body.dataset.ready = 'true';
}

start();
