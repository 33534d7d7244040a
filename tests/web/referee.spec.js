// The referee page played as a person would, on a desktop and at phone size (412 x 915):
// a volley with typed dice equal to the command line's, a discipline test with the computer's
// dice, every action's fresh form answering odds, the Russian page.
const { test, expect } = require('@playwright/test');
const { spawn, execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const G = process.env.GROGNARD;
const SHOTS = process.env.GROGNARD_SCREENSHOTS;  // a folder: save the docs' screenshots there
let server;
let base;
let dataDir;

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grognard-web-'));
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
  expect(await done).toBe(0);  // SIGTERM stops it cleanly
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function open(page, lang = 'en') {
  await page.addInitScript((l) => localStorage.setItem('grognard.lang', l), lang);
  await page.goto(base);
  await expect(page.locator('body[data-ready="true"]')).toHaveCount(1);
  await expect(page.locator('#odds[data-state="ok"]')).toHaveCount(1);
}

async function choose(page, action) {
  await page.selectOption('#action', action);
  await expect(page.locator('#odds[data-state="ok"] .chart').first()).toBeVisible();
}

function situationOf(page) {
  return page.evaluate(() => JSON.parse(decodeURIComponent(location.hash.slice(1))));
}

function cli(args) {
  try {
    return { status: 0, out: execFileSync(G, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }) };
  } catch (e) {
    return { status: e.status, out: e.stdout, err: e.stderr };
  }
}

async function noSideways(page) {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(inner);
}

test('a volley with typed dice equals the command line', async ({ page }) => {
  await open(page);
  await choose(page, 'volley');
  await page.fill('input[name="range"]', '5');
  await page.locator('input[name="range"]').blur();
  await expect(page.locator('#odds[data-state="ok"]')).toHaveCount(1);
  const situation = await situationOf(page);
  expect(situation.range).toBe(5);
  // How many dice this volley takes, from the command line's own error.
  const probe = cli(['roll', JSON.stringify(situation), '--dice', '6', '--lang', 'en']);
  const needed = Number(probe.err.match(/needs (\d+) dice/)[1]);
  const dice = [5, 6, 4, 4, 5, 6, 1, 2, 3].slice(0, needed);
  expect(dice.length).toBe(needed);
  await page.fill('#dice-input', dice.join(' '));
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/roll')),
    page.click('#roll-dice'),
  ]);
  const fromPage = await answer.json();
  const fromCli = JSON.parse(cli(['roll', JSON.stringify(situation), '--dice', dice.join(','), '--json', '--lang', 'en']).out);
  expect(fromPage).toEqual(fromCli);
  await expect(page.locator('#result [data-key="damage"]')).toHaveText(String(fromCli.damage));
  await expect(page.locator('#result .events li').first()).toBeVisible();
  await expect(page.locator('#history li button').first()).toContainText('Volley');
  await noSideways(page);
  if (SHOTS) {
    await page.evaluate(() => window.scrollTo(0, 0));
    const name = test.info().project.name === 'phone' ? 'referee-phone-en.png' : 'referee-desktop-en.png';
    await page.screenshot({ path: path.join(SHOTS, name), fullPage: test.info().project.name !== 'phone' });
  }
});

test('a discipline test with the computer\'s dice', async ({ page }) => {
  await open(page);
  await choose(page, 'discipline_test');
  await page.selectOption('select[name="unit.quality"]', 'conscript');
  await page.locator('input[name="situation:use"]').check();
  await page.locator('input[name="situation.flanked"]').check();
  await expect(page.locator('#odds[data-state="ok"] [data-key="result"]')).toBeVisible();
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/roll')),
    page.click('#roll-computer'),
  ]);
  const roll = await answer.json();
  expect(answer.status()).toBe(200);
  expect(roll.action).toBe('discipline_test');
  expect(typeof roll.seed).toBe('number');
  expect(roll.dice.length).toBeGreaterThanOrEqual(2);
  await expect(page.locator('#result h3')).toContainText(`seed ${roll.seed}`);
  await expect(page.locator('#result .events li')).toHaveCount(roll.events.length);
  // The same seed gives the same roll on the command line.
  const situation = await situationOf(page);
  const again = JSON.parse(cli(['roll', JSON.stringify(situation), '--seed', String(roll.seed), '--json', '--lang', 'en']).out);
  expect(again.dice).toEqual(roll.dice);
  expect(again.result).toBe(roll.result);
});

test('every action\'s fresh form answers odds', async ({ page }) => {
  await open(page);
  const names = await page.locator('#action option').evaluateAll((os) => os.map((o) => o.value));
  expect(names.length).toBe(9);
  for (const name of names) {
    await choose(page, name);
    await expect(page.locator('#odds .error')).toHaveCount(0);
    await noSideways(page);
  }
});

test('the Russian page', async ({ page }) => {
  await open(page, 'ru');
  await expect(page.locator('#title')).toHaveText('grognard — рефери');
  await expect(page.locator('#odds .chart h3').first()).toHaveText('Урон цели');
  await page.click('#roll-computer');
  await expect(page.locator('#result .events li').first()).toContainText('фигур');
  // A bad value is refused with the field, in Russian.
  await page.fill('input[name="firer.figures"]', '500');
  await page.locator('input[name="firer.figures"]').blur();
  await expect(page.locator('#odds .error')).toContainText('firer.figures: ожидается целое число от 1 до 200');
  await expect(page.locator('input[name="firer.figures"]')).toHaveClass(/bad/);
  // The share link opens the same situation.
  await page.fill('input[name="firer.figures"]', '12');
  await page.locator('input[name="firer.figures"]').blur();
  await expect(page.locator('#odds[data-state="ok"]')).toHaveCount(1);
  const link = page.url();
  const other = await page.context().newPage();
  await other.goto(link);
  await expect(other.locator('input[name="firer.figures"]')).toHaveValue('12');
  await other.close();
  // Large touch targets.
  for (const id of ['#roll-computer', '#roll-dice', '#lang', '#action']) {
    const box = await page.locator(id).boundingBox();
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  await noSideways(page);
  if (SHOTS) {
    await page.fill('input[name="firer.figures"]', '18');
    await page.locator('input[name="firer.figures"]').blur();
    await expect(page.locator('#odds [data-key="figures"]')).toHaveText('18');
    await page.fill('#dice-input', '6 6 1 2 3 4');
    await page.click('#roll-dice');
    await expect(page.locator('#result .events li').first()).toBeVisible();
    const name = test.info().project.name === 'phone' ? 'referee-phone-ru.png' : 'referee-desktop-ru.png';
    await page.screenshot({ path: path.join(SHOTS, name), fullPage: test.info().project.name !== 'phone' });
  }
});
