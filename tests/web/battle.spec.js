// The battle page played as a person would (issue 13), on a desktop and at phone size: a battle
// against the AI on an uploaded scenario (a charge with its squadrons written down, a move with
// its distance shown before it is confirmed, an undo, a fire order after its exact odds, a
// charge answered), a reload that comes back to the same question, and two browsers playing the
// two sides of one game, each pushed the other's answers; and the AI's level chosen in the form.
const { test, expect } = require('@playwright/test');
const { spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const G = process.env.GROGNARD;
const SHOTS = process.env.GROGNARD_SCREENSHOTS;  // a folder: save the docs' screenshots there
const SCENARIO = path.join(__dirname, 'data', 'skirmish.toml');
let server;
let base;
let dataDir;

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grognard-battle-'));
  server = spawn(G, ['serve', '--port', '0', '--data', dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  base = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/http:\/\/127\.0\.0\.1:\d+\//);
      if (m) resolve(m[0]);
    });
    server.on('exit', (code) => reject(new Error(`grognard serve exited ${code}: ${out}`)));
  });
});

test.afterAll(async () => {
  const done = new Promise((resolve) => server.on('exit', resolve));
  server.kill('SIGTERM');
  expect(await done).toBe(0);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// A new game from the setup form: the uploaded scenario, the French played here. The British
// are the line commander by default: the battle below is the one it plays.
async function newGame(page, { british = 'line', lang = 'en', dice = 'computer' } = {}) {
  await page.addInitScript((l) => localStorage.setItem('grognard.lang', l), lang);
  await page.goto(`${base}battle.html`);
  await page.selectOption('#scenario', 'file');
  await page.setInputFiles('#scenario-file', SCENARIO);
  await page.selectOption('#side0', 'human');
  await page.selectOption('#side1', british);
  await page.selectOption('#dice-mode', dice);
  await page.fill('#seed', '1809');
  await page.click('#start');
  await expect(page.locator('#game')).toBeVisible();
  await settled(page);
}

async function settled(page) {
  await expect(page.locator('#game[data-busy="false"]')).toHaveCount(1);
}

async function at(page, phase, question = 'orders') {
  await expect(page.locator(`#game[data-phase="${phase}"][data-question="${question}"][data-yours="true"]`)).toHaveCount(1);
}

// Taps a point of the table (inches), where the page draws it.
async function tapTable(page, x, y) {
  await page.locator('#board').scrollIntoViewIfNeeded();
  const p = await page.evaluate(([px, py]) => window.grognardBattle.screenPoint(px, py), [x, y]);
  await page.mouse.click(p.x, p.y);
}

async function unit(page, id) {
  return page.evaluate((i) => window.grognardBattle.state().view.units[i], id);
}

async function tapUnit(page, id) {
  const u = await unit(page, id);
  await tapTable(page, u.x, u.y);
  await expect(page.locator('#selection')).toHaveCount(1);
}

async function done(page) {
  const answers = await page.locator('#game').getAttribute('data-answers');
  await page.click('#done');
  await expect(page.locator(`#game[data-answers="${answers}"]`)).toHaveCount(0);
  await settled(page);
}

async function shot(page, name) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, name), fullPage: false });
}

test('a battle against the AI: charge, move, undo, fire after its odds, a charge answered', async ({ page }, info) => {
  const phone = info.project.name === 'phone';
  await newGame(page, { lang: phone ? 'ru' : 'en' });
  await expect(page.locator('#turn')).toHaveText(phone ? 'Ход 1/4 · Фаза Командования' : 'Turn 1/4 · Command phase');
  await at(page, 'command');
  await done(page);

  // The charge phase: no charge yet.
  await at(page, 'charge');
  await done(page);

  // The movement phase: two inches to the left, the distance shown before it is confirmed.
  await at(page, 'movement');
  const line = await unit(page, 0);
  await tapUnit(page, 0);
  await page.click('button.order[data-kind="move"]');
  await tapTable(page, line.x - 2, line.y);
  await expect(page.locator('#move-distance')).toHaveText(phone ? /^Расстояние: 2\.0" \(её движение \d+\.\d"\)$/ : /^Distance: 2\.0" \(its move \d+\.\d"\)$/);
  await expect(page.locator('#path')).toHaveCount(1);
  await shot(page, phone ? 'battle-phone-ru.png' : 'battle-desktop-en.png');
  await page.click('#confirm');
  await settled(page);
  expect((await unit(page, 0)).x).toBeCloseTo(line.x - 2, 5);
  // Undo: the battalion stands where it stood.
  await expect(page.locator('#undo')).toBeVisible();
  await page.click('#undo');
  await settled(page);
  expect((await unit(page, 0)).x).toBe(line.x);
  await expect(page.locator('#undo')).toBeHidden();
  await done(page);

  // The fire phase: the exact odds of the volley, from the engine, before the order is given.
  await at(page, 'fire');
  await tapUnit(page, 0);
  await page.click('button.order[data-kind="fire"][data-target="2"]');
  const token = await page.evaluate(() => window.grognardBattle.state().token);
  const id = await page.evaluate(() => window.grognardBattle.state().id);
  const legal = await (await page.request.get(`${base}api/games/${id}/legal?unit=0`, { headers: { Authorization: `Bearer ${token}` } })).json();
  const fire = legal.orders.find((o) => o.order.kind === 'fire');
  await expect(page.locator('#orders .odds p').first()).toHaveText(`${phone ? 'Ожидаемый урон' : 'Expected damage'}: ${fire.odds.expected_damage.toFixed(2)}`);
  await expect(page.locator('#orders .odds .bar')).toHaveCount(Object.keys(fire.odds.damage).length);
  await expect(page.locator('#target')).toHaveCount(1);
  if (!phone) await shot(page, 'battle-odds-desktop-en.png');
  await page.click('#confirm');
  await settled(page);
  await expect(page.locator('#log li[data-key="game.fires"]')).toHaveCount(1);
  await done(page);

  // Turn 2: the dragoons charge the battalion, which answers by forming square (PR-CHARGE-4).
  await expect(page.locator('#game[data-turn="2"]')).toHaveCount(1);
  await done(page);
  await at(page, 'charge', 'charge_answer');
  await expect(page.locator('#pending p')).toHaveText(phone ? /^1-й батальон 31-го линейного .* \[PR-CHARGE-4\]$/ : '1/31e Ligne is charged by 16th Light Dragoons [PR-CHARGE-4]');
  await expect(page.locator('#pending button[data-response]')).toHaveCount(3);
  if (phone) await shot(page, 'battle-charge-phone-ru.png');
  const answers = await page.locator('#game').getAttribute('data-answers');
  await page.click('#pending button[data-response="form_square"]');
  await expect(page.locator(`#game[data-answers="${answers}"]`)).toHaveCount(0);
  await settled(page);
  expect((await unit(page, 0)).formation).toBe('square');

  // The hussars charge the dragoons, two squadrons written down in secret (S16.2-1); the AI
  // writes its own, and both are revealed (S16.2-2).
  await at(page, 'charge');
  await tapUnit(page, 1);
  await page.click('button.order[data-kind="charge"][data-target="3"]');
  await expect(page.locator('#charge-squadrons')).toHaveValue('3');
  await page.fill('#charge-squadrons', '2');
  await page.click('#confirm');
  await settled(page);
  await expect(page.locator('#log li[data-key="game.squadrons"]')).toHaveCount(1);
  await expect(page.locator('#log li[data-key="game.squadrons"]')).toContainText(phone ? '2' : '5e Hussards charges with 2 squadrons');

  // A reload comes back to the same question, with the same log.
  const before = await page.evaluate(() => ({ q: window.grognardBattle.state().view.question, n: window.grognardBattle.state().log.length }));
  await page.reload();
  await settled(page);
  await expect(page.locator('#log li')).toHaveCount(before.n);
  const after = await page.evaluate(() => window.grognardBattle.state().view.question);
  expect(after).toEqual(before.q);
  // No horizontal scrolling at either size.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(info.project.use.viewport.width);
});

test('two browsers play the two sides, each pushed the other\'s answers', async ({ browser }, info) => {
  test.skip(info.project.name === 'phone', 'one size is enough for two contexts');
  const french = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const british = await browser.newContext({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });
  const a = await french.newPage();
  await newGame(a, { british: 'human' });
  const id = await a.evaluate(() => window.grognardBattle.state().id);
  const links = await a.evaluate((gid) => JSON.parse(localStorage.getItem('grognard.games')).find((g) => g.id === gid), id);
  const b = await british.newPage();
  await b.goto(`${base}battle.html#game=${id}&token=${links.tokens.British}`);
  await settled(b);
  // The French give their command phase orders first; the British page hears it.
  await at(a, 'command');
  await expect(b.locator('#game[data-yours="false"]')).toHaveCount(1);
  await done(a);
  await at(b, 'command');
  await expect(a.locator('#game[data-yours="false"]')).toHaveCount(1);
  // A spectator sees the log but no orders.
  const s = await french.newPage();
  await s.goto(`${base}battle.html#game=${id}&token=${links.spectator}`);
  await settled(s);
  await expect(s.locator('#ask')).toHaveText('You watch this battle.');
  const logged = await s.locator('#log li').count();
  await done(b);
  // Both pages are pushed the phase that follows: the French charge phase.
  await at(a, 'charge');
  await expect(s.locator('#game[data-phase="charge"]')).toHaveCount(1);
  expect(await s.locator('#log li').count()).toBeGreaterThanOrEqual(logged);
  await expect(b.locator('#game[data-phase="charge"][data-yours="false"]')).toHaveCount(1);
  // The British cannot answer for the French: the server says whose question it is.
  const token = links.tokens.British;
  const r = await b.request.post(`${base}api/games/${id}/answer`, { headers: { Authorization: `Bearer ${token}` }, data: { answer: { done: true } } });
  expect(r.status()).toBe(409);
  await french.close();
  await british.close();
});

test('with dice by hand between two players, each types his own side\'s initiative die', async ({ browser }, info) => {
  test.skip(info.project.name === 'phone', 'one size is enough for two contexts');
  const french = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const british = await browser.newContext({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });
  const a = await french.newPage();
  await newGame(a, { british: 'human', dice: 'hand' });
  const id = await a.evaluate(() => window.grognardBattle.state().id);
  const links = await a.evaluate((gid) => JSON.parse(localStorage.getItem('grognard.games')).find((g) => g.id === gid), id);
  const b = await british.newPage();
  await b.addInitScript(() => localStorage.setItem('grognard.lang', 'ru'));
  await b.goto(`${base}battle.html#game=${id}&token=${links.tokens.British}`);
  await settled(b);
  // PR-CMD-3: the French die is asked of the French page, named as theirs; the British wait.
  await at(a, 'command', 'dice');
  await expect(a.locator('#pending p')).toHaveText('Type the dice (French): for the initiative 1D6 (1 D6) [PR-CMD-3]');
  await expect(b.locator('#game[data-question="dice"][data-yours="false"]')).toHaveCount(1);
  await expect(b.locator('#ask')).toHaveText('Ждём: Французы');
  await a.fill('#faces', '2');
  await a.click('#give-dice');
  // Then the British die, on the British page, in Russian.
  await at(b, 'command', 'dice');
  await expect(b.locator('#pending p')).toHaveText('Введите кубики (Британцы): на инициативу 1Д6 (1 Д6) [PR-CMD-3]');
  await expect(a.locator('#game[data-question="dice"][data-yours="false"]')).toHaveCount(1);
  await shot(b, 'battle-dice-phone-ru.png');
  await b.fill('#faces', '5');
  await b.click('#give-dice');
  // 2 against 5: the British move first (PR-CMD-3), and the log says whose die was whose.
  await expect(a.locator('#log')).toContainText('French: dice for the initiative 1D6: 2');
  await expect(a.locator('#log')).toContainText('British: dice for the initiative 1D6: 5');
  await french.close();
  await british.close();
});

test('the AI\'s level is chosen for each side, and the searching AI answers', async ({ page }, info) => {
  const phone = info.project.name === 'phone';
  await page.addInitScript((l) => localStorage.setItem('grognard.lang', l), phone ? 'ru' : 'en');
  await page.goto(`${base}battle.html`);
  // Each army offers a human and the three levels, the strongest first; the second army is the
  // searching AI unless told otherwise.
  const labels = phone
    ? ['Человек', 'ИИ: поиск (сильнейший)', 'ИИ: линейный', 'ИИ: случайный']
    : ['Human', 'AI: search (strongest)', 'AI: line', 'AI: random'];
  await expect(page.locator('#side0 option')).toHaveText(labels);
  await expect(page.locator('#side1')).toHaveValue('search');
  for (const s of ['#side0', '#side1', '#start']) {
    const box = await page.locator(s).boundingBox();
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(info.project.use.viewport.width);
  }
  await page.selectOption('#scenario', 'file');
  await page.setInputFiles('#scenario-file', SCENARIO);
  await page.selectOption('#side0', 'human');
  await page.selectOption('#side1', 'search');
  await page.fill('#seed', '1809');
  await page.click('#start');
  await expect(page.locator('#game')).toBeVisible();
  await settled(page);
  const view = await page.evaluate(() => window.grognardBattle.state().view);
  expect(view.sides[1]).toMatchObject({ player: 'ai', level: 'search' });
  await expect(page.locator('#players')).toHaveText(phone ? 'Французы: Человек · Британцы: ИИ (поиск)' : 'French: Human · British: AI (search)');
  // The French pass their command phase; the searching AI gives the British orders, and the
  // question comes back to the French.
  await at(page, 'command');
  const answers = Number(await page.locator('#game').getAttribute('data-answers'));
  await done(page);
  await at(page, 'charge');
  expect(Number(await page.locator('#game').getAttribute('data-answers'))).toBeGreaterThan(answers + 1);
  await expect(page.locator('#log li[data-key="game.refused"]')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(info.project.use.viewport.width);
});
