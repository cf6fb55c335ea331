import { chromium } from '@playwright/test';
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const [path, w, ...ys] = process.argv.slice(2);
const p = await b.newPage({ viewport: { width: Number(w), height: 900 } });
await p.goto('http://127.0.0.1:4173' + path);
for (const y of ys) {
  await p.screenshot({
    path: `/tmp/clip-${y}.png`,
    fullPage: true,
    clip: { x: 0, y: Number(y), width: Number(w), height: 900 },
  });
}
await b.close();
