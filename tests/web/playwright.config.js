// The referee page's browser tests: Debian's chromium, headless (no browser download).
// Run by ctest (web.referee) through scripts/web_test with GROGNARD set to the binary.
const { defineConfig } = require('@playwright/test');

const launchOptions = {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

module.exports = defineConfig({
  testDir: '.',
  testMatch: '*.spec.js',
  workers: 1,
  timeout: 30000,
  retries: 0,
  reporter: [['list']],
  outputDir: process.env.PW_OUTPUT || '/tmp/grognard-playwright',
  use: { headless: true, launchOptions, trace: 'off', screenshot: 'off' },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1400, height: 1000 } } },
    { name: 'phone', use: { viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 } },
  ],
});
