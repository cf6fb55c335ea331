#!/usr/bin/env node
// npm run bench: builds the site and a one-heading "floor" page with the same Next config, serves
// both with gzip on loopback, runs Lighthouse 5 times per page for mobile and desktop, then the
// visit on a slow phone (bench/visit.ts) 5 times per page, and the tap sweep (a tap on an
// internal link at 0, 60, … 900 ms after the first interaction, counting taps that lost the
// query), and prints medians beside the targets, then each page's bytes. A benchmark, not a test:
// it never fails on a figure, because this machine is shared and noisy. `--no-build` reuses out/;
// `--visit` runs only the visit and the sweep; `--legal` only the growing legal text (a Privacy
// Policy of twice the length, built in bench-results/doubled, against today's, with DevTools
// throttling); `--bytes` only the bytes per page; `--baseline DIR` also measures another export
// (e.g. main's out/, built in a scratch clone) in the same run, row beside row; give it more than
// once to compare with several.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { build } from '../build-steps/build.ts';
import { filesUnder } from '../lib/node/files.ts';
import { root, run, start, stop, until } from '../lib/node/run.ts';
import { markdownTable } from '../lib/node/markdown.ts';
import { kb } from '../build-steps/page.ts';
import { exportedFile, pagePaths, routes } from '../lib/routes.ts';
import { measureVisit, tapSweep } from './visit.ts';
import { chromiumFlags, systemChromium } from '../e2e/support/chromium.ts';
import { pageBytes } from './page-bytes.ts';
import type { Config, Result } from 'lighthouse';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const chromePath = process.env.CHROME_PATH ?? systemChromium;

const { values: options } = parseArgs({
  options: {
    baseline: { type: 'string', multiple: true },
    'no-build': { type: 'boolean' },
    visit: { type: 'boolean' },
    legal: { type: 'boolean' },
    bytes: { type: 'boolean' },
  },
});
/**
 * A baseline's name in the tables: the commit its folder's clone has checked out, or the folder.
 */
function baselineName(out: string) {
  try {
    const head = run('git', ['-C', dirname(out), 'rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return head.status === 0 ? String(head.stdout).trim() : out;
  } catch {
    return out;
  }
}
/** The exports measured: this tree's out/, and each baseline's, each on its own port. */
const exports = [
  { label: '', out: join(root, 'out'), port: 4310 },
  ...(options.baseline ?? []).map((dir, i) => {
    const out = resolve(dir);
    return { label: `${baselineName(out)} `, out, port: 4320 + i };
  }),
];
const baselines = exports.slice(1);
const pages = exports.flatMap(({ label, out, port }) =>
  pagePaths.map((path) => ({
    name: `${label}${path}`,
    path,
    file: exportedFile(path),
    out,
    url: `http://127.0.0.1:${port}${path}`,
  })),
);

function buildFloor() {
  // Same next.config.mjs and globals pipeline, one <h1>: what Next itself costs.
  // Inside the project, so that Turbopack resolves next and tailwindcss from our node_modules.
  const dir = join(root, 'bench-results', 'floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  // The site's own config, which names its MDX pipeline by paths beside itself.
  writeFileSync(join(dir, 'next.config.mjs'), "export { default } from '../../next.config.mjs';\n");
  copyFileSync(join(root, 'postcss.config.ts'), join(dir, 'postcss.config.ts'));
  writeFileSync(join(dir, 'package.json'), '{"private":true}');
  writeFileSync(join(dir, 'app', 'globals.css'), "@import 'tailwindcss';\n");
  writeFileSync(
    join(dir, 'app', 'layout.tsx'),
    "import './globals.css';\nexport const metadata = { title: 'Floor', description: 'A one-heading page with the same Next config.' };\n" +
      'export default function L({ children }: { children: React.ReactNode }) { return <html lang="en"><body>{children}</body></html>; }\n',
  );
  writeFileSync(
    join(dir, 'app', 'page.tsx'),
    'export default function P() { return <main><h1 className="text-4xl font-bold">Floor</h1></main>; }\n',
  );
  writeFileSync(
    join(dir, 'app', 'icon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
  );
  run('next', ['build'], { cwd: dir, env, stdio: 'ignore' });
  return join(dir, 'out');
}

/**
 * A copy of this project whose Privacy Policy holds twice today's text (every section again,
 * letters shifted), built as the site is: what a growing legal text costs the first paint.
 * Inside bench-results/, so that its build resolves packages from our node_modules.
 */
function buildDoubledPrivacyPolicy() {
  const dir = join(root, 'bench-results', 'doubled');
  rmSync(dir, { recursive: true, force: true });
  const files = String(
    run('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).stdout,
  )
    .split('\n')
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(root, file), join(dir, file));
  }
  const source = readFileSync(join(root, 'content', 'privacy-policy.mdx'), 'utf8');
  const parts = /^(---[\s\S]*?\n---\n)([\s\S]*)$/.exec(source);
  if (!parts) throw new Error('content/privacy-policy.mdx has no details block');
  const [, details, body] = parts;
  // The copy must cost what new text would: repeated text would compress to almost nothing. So
  // every letter is shifted by one (as English as the original to gzip, but matching none of it),
  // and tags, values, links and code are kept as they are.
  const shift = (text: string) =>
    text.replace(/[a-z]/gi, (c) => {
      const base = c <= 'Z' ? 65 : 97;
      return String.fromCharCode(base + ((c.charCodeAt(0) - base + 1) % 26));
    });
  const again = body
    .split(/(\{[^}]*\}|<[^>]*>|\]\([^)]*\)|`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : shift(part)))
    .join('');
  writeFileSync(join(dir, 'content', 'privacy-policy.mdx'), `${details}${body}\n${again}`);
  if (!build({ cwd: dir, stdio: 'ignore' }))
    throw new Error(`The copy with twice the Privacy Policy did not build (${dir}).`);
  return join(dir, 'out');
}

/**
 * Lighthouse mobile with DevTools throttling (slow 4G and 4× CPU applied to the real page load),
 * which, unlike Lighthouse's default simulation, lets the document arrive progressively: the
 * browser can paint the first screen before the rest of a long page has arrived.
 */
const devtoolsThrottling: Config = {
  extends: 'lighthouse:default',
  settings: { throttlingMethod: 'devtools', onlyCategories: ['performance'] },
};

async function legalGrowth(chrome: chromeLauncher.LaunchedChrome) {
  console.log('Building a Privacy Policy of twice the length…');
  const doubledOut = buildDoubledPrivacyPolicy();
  const server = serve(doubledOut, 4313);
  try {
    await waitFor('http://127.0.0.1:4313/');
    const file = exportedFile(routes.privacy);
    const targets = [
      { name: "today's", out: join(root, 'out'), url: `http://127.0.0.1:4310${routes.privacy}` },
      { name: 'twice the text', out: doubledOut, url: `http://127.0.0.1:4313${routes.privacy}` },
      // The baselines' own, so that the progressive delivery is compared build to build too.
      ...baselines.map(({ label, out, port }) => ({
        name: label.trim(),
        out,
        url: `http://127.0.0.1:${port}${routes.privacy}`,
      })),
    ];
    const rows = [];
    for (const target of targets) {
      process.stdout.write(`Lighthouse ${target.name} Privacy Policy ×${RUNS}, twice…\n`);
      rows.push({
        ...target,
        devtools: await measure(target.url, devtoolsThrottling, chrome),
        simulated: await measure(target.url, 'mobile', chrome),
        b: pageBytes(target.out, file),
      });
    }
    console.log(
      `\nA growing legal text: Lighthouse mobile (slow 4G, 4× CPU), medians of ${RUNS}. DevTools throttling delivers the document progressively, as a network does; the default simulation models it as one download.\n`,
    );
    const words = (out: string) =>
      readFileSync(join(out, file), 'utf8')
        .replace(/<(script|style)[\s\S]*?<\/\1>/g, '')
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
    const head =
      'Privacy Policy | Words | HTML | First screen | FCP | LCP | Perf | FCP, simulated | LCP, simulated | Perf, simulated';
    const table = rows.map(
      ({ name, out, devtools: d, simulated: s, b }) =>
        `${name} | ${words(out).toLocaleString('en')} | ${kb(b.html)} | ${kb(b.firstScreen)} | ${sec(d.fcp)} | ${sec(d.lcp)} | ${d.perf} | ${sec(s.fcp)} | ${sec(s.lcp)} | ${s.perf}`,
    );
    console.log(markdownTable(head, table));
  } finally {
    stop(server);
  }
}

function serve(dir: string, port: number) {
  return start('serve', [dir, '--no-clipboard', '--listen', `tcp://127.0.0.1:${port}`], {
    stdio: 'ignore',
  });
}

const waitFor = (url: string) => until(async () => (await fetch(url)).ok, { what: url });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function figures(lhr: Result) {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const details = (lhr.audits['network-requests']?.details ?? {}) as {
    items?: { resourceType?: string; transferSize?: number }[];
  };
  const items = details.items ?? [];
  const jsBytes = items
    .filter((i) => i.resourceType === 'Script')
    .reduce((t, i) => t + (i.transferSize ?? 0), 0);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    total: audit('total-byte-weight'),
    requests: items.length,
    js: jsBytes,
  };
}

/** Medians of RUNS Lighthouse runs. */
async function measure(
  url: string,
  preset: 'mobile' | 'desktop' | Config,
  chrome: chromeLauncher.LaunchedChrome,
) {
  const runs: ReturnType<typeof figures>[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      preset === 'desktop' ? desktopConfig : preset === 'mobile' ? undefined : preset,
    );
    if (!result || result.lhr.runtimeError)
      throw new Error(`${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
    runs.push(figures(result.lhr));
  }
  const keys = Object.keys(runs[0]) as (keyof ReturnType<typeof figures>)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as ReturnType<
    typeof figures
  >;
}

const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const ms = (value: number) => (Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);

/**
 * Whether a build marks the end of hydration with data-hydrated on <html>, which the visit waits for
 * before its second crossing. Builds from before that mark (12759e6 and older) cannot be visited.
 */
function marksHydration(out: string) {
  const chunks = join(out, '_next', 'static', 'chunks');
  return filesUnder(chunks).some(
    (file) =>
      file.endsWith('.js') && readFileSync(join(chunks, file), 'utf8').includes('data-hydrated'),
  );
}

async function visits() {
  const rows = [];
  for (const target of pages) {
    if (!marksHydration(target.out)) {
      rows.push({ target, v: null });
      continue;
    }
    process.stdout.write(`Visit on a slow phone ${target.name} ×${RUNS}…\n`);
    rows.push({
      target,
      v: await measureVisit(target.url, { runs: RUNS, executablePath: chromePath }),
    });
  }
  console.log(
    `\nThe visit, medians of ${RUNS} (375×740 touch phone, CPU 4×, slow 4G; reads 3 s, scrolls past half, taps while the framework starts, then scrolls back and past half again)\n`,
  );
  const head =
    'Page | Bar reveal after the crossing | Bar reveal, hydrated | Longest task after the first input | Blocking after the first input | Slowest interaction | First input → hydrated';
  const table = rows.map(({ target: { name }, v }) =>
    v
      ? `${name} | ${ms(v.reveal)} | ${ms(v.revealHydrated)} | ${ms(v.longestTask)} | ${ms(v.blocking)} | ${ms(v.slowestInteraction)} | ${sec(v.hydrated)}`
      : `${name} | not visited: this build does not mark hydration (data-hydrated) | | | | |`,
  );
  const goal = 'target | ≤ 50 ms | ≤ 50 ms | ≤ 200 ms (aim: 100) | — | ≤ 100 ms | —';
  console.log(markdownTable(head, [goal, ...table]));
}

const SWEEP_DELAYS = Array.from({ length: 16 }, (_, i) => i * 60);
const sweepQuery = 'utm_source=sweep&utm_medium=paid%20social&gclid=Cj0KCQ%2Fa~b&dup=1&dup=2';

/** Which internal link the sweep taps on each page, and how it brings it into view. */
const sweepLink = (path: string) =>
  path === routes.home
    ? { link: `footer a[href^="${routes.privacy}"]`, target: routes.privacy, scroll: true }
    : { link: 'main a[data-carry]:not([data-cta])', target: routes.home, scroll: false };

async function sweeps() {
  const targets = [
    ...pages,
    ...exports.map(({ label, out, port }) => ({
      name: `${label}/missing-page`,
      path: '/missing-page',
      out,
      url: `http://127.0.0.1:${port}/missing-page`,
    })),
  ];
  const rows = [];
  for (const target of targets) {
    process.stdout.write(`Tap sweep ${target.name} ×${SWEEP_DELAYS.length}…\n`);
    const taps = await tapSweep(`${target.url}?${sweepQuery}`, {
      executablePath: chromePath,
      delays: SWEEP_DELAYS,
      ...sweepLink(target.path),
    });
    rows.push({ target, taps });
  }
  console.log(
    `\nThe tap sweep (same phone): a tap on an internal link at ${SWEEP_DELAYS[0]}, ${SWEEP_DELAYS[1]}, … ${SWEEP_DELAYS.at(-1)} ms after the first interaction, one fresh load each\n`,
  );
  const head =
    'Page | Link tapped | Taps | Lost the query | Followed by the browser (before hydration) | Followed client-side (hydrated)';
  const at = (list: { delay: number }[]) =>
    list.length ? ` (${list.map((t) => t.delay).join(', ')} ms)` : '';
  const table = rows.map(({ target, taps }) => {
    const lost = taps.filter((t) => !t.kept);
    const client = taps.filter((t) => t.clientSide);
    return `${target.name} | to ${sweepLink(target.path).target} | ${taps.length} | **${lost.length}**${at(lost)} | ${taps.length - client.length} | ${client.length}${at(client.slice(0, 1)).replace(' (', ' (from ')}`;
  });
  console.log(markdownTable(head, table));
}

/**
 * Bytes on the wire per page, split by kind; the framework's share is what the floor page ships.
 */
function bytes(targets: { name: string; out: string; file: string }[], floorOut: string) {
  const floor = pageBytes(floorOut, 'index.html');
  console.log(
    '\nBytes on the wire per page (gzip -6 of the files in out/, as the hosts serve them)',
  );
  console.log(
    'JS and flight data are fetched at the first interaction (after the first paint on the 404).\n',
  );
  let unread = false;
  const table = targets.map((target) => {
    const b = pageBytes(target.out, target.file);
    // Framework JS is what the one-heading floor page ships; the rest is ours.
    const framework = Math.min(b.js, floor.js);
    // Every page loads the framework: none found means the page lists its scripts in a form this
    // bench does not read (a baseline from before the loader's current list).
    const read = b.js > 0;
    unread ||= !read;
    const scripts = read
      ? `${kb(b.js - framework)} | ${kb(framework)} | ${kb(b.payload)}`
      : 'not read | not read | not read';
    const total = read ? kb(b.html + b.js + b.payload + b.fonts + b.css - b.inlineCss) : '—';
    return `${target.name} | ${kb(b.html)} | ${kb(b.css)} | ${scripts} | ${kb(b.fonts)} | ${total}`;
  });
  const head =
    'Page | HTML (incl. inlined CSS) | CSS | Our JS | Framework JS | Flight data | Fonts | Total';
  console.log(markdownTable(head, table));
  if (unread)
    console.log(
      '\n"not read": the build lists its framework scripts in a form this version of the bench does not read.',
    );
}

async function main() {
  if (!options['no-build']) {
    console.log('Building the site…');
    if (!build({ stdio: 'ignore' })) process.exit(1);
  }
  const servers = exports.map(({ out, port }) => serve(out, port));
  try {
    for (const { port } of exports) await waitFor(`http://127.0.0.1:${port}/`);
    if (options.visit) {
      await visits();
      await sweeps();
      return;
    }
    if (options.legal) {
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: ['--headless=new', ...chromiumFlags],
      });
      try {
        await legalGrowth(chrome);
      } finally {
        await chrome.kill();
      }
      return;
    }
    console.log('Building the floor page…');
    const floorOut = buildFloor();
    servers.push(serve(floorOut, 4311));
    await waitFor('http://127.0.0.1:4311/');
    const targets = [
      ...pages,
      { name: 'floor (one h1)', file: 'index.html', out: floorOut, url: 'http://127.0.0.1:4311/' },
    ];
    if (options.bytes) {
      bytes(targets, floorOut);
      return;
    }
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', ...chromiumFlags],
    });
    const rows = [];
    try {
      for (const preset of ['mobile', 'desktop'] as const) {
        for (const target of targets) {
          process.stdout.write(`Lighthouse ${preset} ${target.name} ×${RUNS}…\n`);
          rows.push({ preset, target, m: await measure(target.url, preset, chrome) });
        }
      }
      await legalGrowth(chrome);
    } finally {
      await chrome.kill();
    }

    console.log(
      `\nLighthouse ${lighthouseVersion}, medians of ${RUNS} runs (mobile: simulated slow 4G, Moto G Power)\n`,
    );
    const head =
      'Preset | Page | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | Total | JS | Requests';
    const goal =
      'target | every page | 100 | 100 | 100 | 100 | ≤ 0.80 s | ≤ 0.90 s | ≤ 50 ms | 0 | ≤ 200 KB | ≤ floor + 8 KB | ≤ 12';
    const table = rows.map(
      ({ preset, target, m }) =>
        `${preset} | ${target.name} | ${m.perf} | ${m.a11y} | ${m.bp} | ${m.seo} | ${sec(m.fcp)} | ${sec(m.lcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${kb(m.total)} | ${kb(m.js)} | ${m.requests}`,
    );
    console.log(markdownTable(head, [goal, ...table]));

    await visits();
    await sweeps();

    bytes(targets, floorOut);
  } finally {
    for (const server of servers) stop(server);
  }
}

await main();
