#!/usr/bin/env node
// npm run bench (docs/performance.md: how to run it, today's figures): builds the site and a
// one-heading "floor" page with the same Next config, serves them with gzip on loopback, and prints
// medians beside the targets: Lighthouse, a Privacy Policy of twice the length, the visit and the
// tap sweep on a slow phone (bench/visit.ts), and each page's bytes. It never fails on a figure:
// this machine is shared and noisy. `--baseline DIR` (repeatable) measures another export beside.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from '../build-steps/build.ts';
import { filesUnder } from '../lib/node/files.ts';
import { output, root, run } from '../lib/node/run.ts';
import { markdownTable } from '../lib/node/markdown.ts';
import { kb } from '../build-steps/page.ts';
import { exportedFile, pagePaths, routes } from '../lib/routes.ts';
import { serve, staticHost } from '../hosting/simulate.ts';
import { neededTool, toolBin } from '../lib/node/tools.ts';
import { chromePath, measureVisit, medians, tapSweep } from './visit.ts';
import { chromiumFlags } from '../lib/node/chromium.ts';
import { pageBytes } from './page-bytes.ts';

/** Lighthouse's command, which starts a Chrome for each run: npm install leaves it out. */
const lighthouse = { name: 'Lighthouse', package: 'lighthouse@13.5.0', bin: 'lighthouse' };
/** What a Lighthouse report holds that the tables read. */
type Result = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: unknown }>;
  runtimeError?: { message: string };
};

const chromeFlags = ['--headless=new', ...chromiumFlags];
const local = (port: number, path = '/') => `http://127.0.0.1:${port}${path}`;
// Each export as a host serves it, without the headers: a baseline from before them, and the floor,
// which has no post-build, are served alike.
const serveOut = (dir: string, port: number) =>
  serve(staticHost(dir, {}, new Set(filesUnder(dir))), {}, port);
const printTable = (title: string, head: string, rows: string[]) =>
  console.log(`\n${title}\n\n${markdownTable(head, rows)}`);
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ms = (value: number) => (Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);

const { values: options } = parseArgs({
  options: {
    baseline: { type: 'string', multiple: true },
    'no-build': { type: 'boolean' },
    visit: { type: 'boolean' },
    legal: { type: 'boolean' },
    bytes: { type: 'boolean' },
    runs: { type: 'string', default: '5' },
  },
});
const RUNS = Number(options.runs);
// The exports measured: this tree's out/, and each baseline's, each on its own port, named in the
// tables by the commit its folder's clone has checked out, or else by the folder.
const exports = [
  { label: '', out: join(root, 'out'), port: 4310 },
  ...(options.baseline ?? []).map((dir, i) => {
    const out = resolve(dir);
    const head = run('git', ['-C', dirname(out), 'rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const name = head.status === 0 ? String(head.stdout).trim() : out;
    return { label: `${name} `, out, port: 4320 + i };
  }),
];
const pagesAt = (paths: readonly string[]) =>
  exports.flatMap(({ label, out, port }) =>
    paths.map((path) => ({ name: `${label}${path}`, path, out, url: local(port, path) })),
  );
const pages = pagesAt(pagePaths);

// Same next.config.mjs and globals pipeline, one <h1>: what Next itself costs. Inside the project,
// so that Turbopack resolves next and tailwindcss from our node_modules.
function buildFloor() {
  const dir = join(root, 'bench-results', 'floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  const files = {
    'postcss.config.ts': readFileSync(join(root, 'postcss.config.ts')),
    // The site's own config, which names its MDX pipeline by paths beside itself.
    'next.config.mjs': "export { default } from '../../next.config.mjs';\n",
    'package.json': '{"private":true}',
    'app/globals.css': "@import 'tailwindcss';\n",
    'app/layout.tsx':
      "import './globals.css';\nexport const metadata = { title: 'Floor', description: 'A one-heading page with the same Next config.' };\n" +
      'export default function L({ children }: { children: React.ReactNode }) { return <html lang="en"><body>{children}</body></html>; }\n',
    'app/page.tsx':
      'export default function P() { return <main><h1 className="text-4xl font-bold">Floor</h1></main>; }\n',
    'app/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  build({ cwd: dir, only: ['export the site'], stdio: 'ignore' });
  return join(dir, 'out');
}

// A copy of this project whose Privacy Policy holds twice today's text, built as the site is: what
// a growing legal text costs the first paint. In bench-results/, to resolve our node_modules.
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
  // Repeated text would gzip to almost nothing, so every letter is shifted by one (as English to
  // gzip, but matching none of it); tags, values, links and code are kept as they are.
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

const presets = {
  mobile: [],
  desktop: ['--preset=desktop'],
  // Mobile with DevTools throttling (slow 4G and 4× CPU on the real load), which, unlike the
  // default simulation, delivers the document progressively: the first screen can paint early.
  devtools: ['--throttling-method=devtools', '--only-categories=performance'],
};

async function legalGrowth() {
  console.log('Building a Privacy Policy of twice the length…');
  const doubledOut = buildDoubledPrivacyPolicy();
  const server = await serveOut(doubledOut, 4313);
  try {
    const file = exportedFile(routes.privacy);
    const words = (out: string) =>
      readFileSync(join(out, file), 'utf8')
        .replace(/<(script|style)[\s\S]*?<\/\1>/g, '')
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
    const targets = [
      { name: "today's", out: join(root, 'out'), port: 4310 },
      { name: 'twice the text', out: doubledOut, port: 4313 },
      // The baselines' own, so that the progressive delivery is compared build to build too.
      ...exports.slice(1).map(({ label, out, port }) => ({ name: label.trim(), out, port })),
    ];
    const table = [];
    for (const { name, out, port } of targets) {
      process.stdout.write(`Lighthouse ${name} Privacy Policy ×${RUNS}, twice…\n`);
      const d = await measure(local(port, routes.privacy), 'devtools');
      const s = await measure(local(port, routes.privacy), 'mobile');
      const b = pageBytes(out, file);
      table.push(
        `${name} | ${words(out).toLocaleString('en')} | ${kb(b.html)} | ${kb(b.firstScreen)} | ${sec(d.fcp)} | ${sec(d.lcp)} | ${d.perf} | ${sec(s.fcp)} | ${sec(s.lcp)} | ${s.perf}`,
      );
    }
    printTable(
      `A growing legal text: Lighthouse mobile (slow 4G, 4× CPU), medians of ${RUNS}. DevTools throttling delivers the document progressively, as a network does; the default simulation models it as one download.`,
      'Privacy Policy | Words | HTML | First screen | FCP | LCP | Perf | FCP, simulated | LCP, simulated | Perf, simulated',
      table,
    );
  } finally {
    server.close();
  }
}

function figures(lhr: Result) {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const { items = [] } = (lhr.audits['network-requests']?.details ?? {}) as {
    items?: { resourceType?: string; transferSize?: number }[];
  };
  const scripts = items.filter((i) => i.resourceType === 'Script');
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
    js: scripts.reduce((t, i) => t + (i.transferSize ?? 0), 0),
  };
}
type Figures = ReturnType<typeof figures>;

// Medians of RUNS Lighthouse runs.
async function measure(url: string, preset: keyof typeof presets) {
  neededTool(lighthouse);
  const args = [toolBin(lighthouse)!, url, '--output=json', '--quiet', ...presets[preset]];
  args.push(`--chrome-flags=${chromeFlags.join(' ')}`);
  const env = chromePath ? { ...process.env, CHROME_PATH: chromePath } : process.env;
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const { text } = await output('node', args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    const report = JSON.parse(text || '{}') as Partial<Result>;
    if (!report.audits || report.runtimeError)
      throw new Error(`${url}: ${report.runtimeError?.message ?? 'no report'}`);
    runs.push(figures(report as Result));
  }
  return medians(runs);
}

// Whether a build marks the end of hydration with data-hydrated on <html>, which the visit waits
// for before its second crossing. Builds from before that mark (12759e6 and older) cannot be visited.
function marksHydration(out: string) {
  const chunks = join(out, '_next', 'static', 'chunks');
  return filesUnder(chunks).some(
    (file) =>
      file.endsWith('.js') && readFileSync(join(chunks, file), 'utf8').includes('data-hydrated'),
  );
}

async function visits() {
  const notVisited = 'not visited: this build does not mark hydration (data-hydrated) | | | | |';
  const table = [];
  for (const { name, out, url } of pages) {
    if (!marksHydration(out)) {
      table.push(`${name} | ${notVisited}`);
      continue;
    }
    process.stdout.write(`Visit on a slow phone ${name} ×${RUNS}…\n`);
    const v = await measureVisit(url, RUNS);
    table.push(
      `${name} | ${ms(v.reveal)} | ${ms(v.revealHydrated)} | ${ms(v.longestTask)} | ${ms(v.blocking)} | ${ms(v.slowestInteraction)} | ${sec(v.hydrated)}`,
    );
  }
  printTable(
    `The visit, medians of ${RUNS} (375×740 touch phone, CPU 4×, slow 4G; reads 3 s, scrolls past half, taps while the framework starts, then scrolls back and past half again)`,
    'Page | Bar reveal after the crossing | Bar reveal, hydrated | Longest task after the first input | Blocking after the first input | Slowest interaction | First input → hydrated',
    ['target | ≤ 50 ms | ≤ 50 ms | ≤ 200 ms (aim: 100) | — | ≤ 100 ms | —', ...table],
  );
}

const SWEEP_DELAYS = Array.from({ length: 16 }, (_, i) => i * 60);
const sweepQuery = 'utm_source=sweep&utm_medium=paid%20social&gclid=Cj0KCQ%2Fa~b&dup=1&dup=2';
// Which internal link the sweep taps on each page, and whether it scrolls it into view.
const sweepLink = (path: string) =>
  path === routes.home
    ? { link: `footer a[href^="${routes.privacy}"]`, target: routes.privacy, scroll: true }
    : { link: 'main a[data-carry]:not([data-cta])', target: routes.home, scroll: false };

async function sweeps() {
  const at = (list: { delay: number }[]) =>
    list.length ? ` (${list.map((t) => t.delay).join(', ')} ms)` : '';
  const table = [];
  for (const { name, path, url } of [...pages, ...pagesAt(['/missing-page'])]) {
    process.stdout.write(`Tap sweep ${name} ×${SWEEP_DELAYS.length}…\n`);
    const link = sweepLink(path);
    const taps = await tapSweep(`${url}?${sweepQuery}`, SWEEP_DELAYS, link);
    const lost = taps.filter((t) => !t.kept);
    const client = taps.filter((t) => t.clientSide);
    table.push(
      `${name} | to ${link.target} | ${taps.length} | **${lost.length}**${at(lost)} | ${taps.length - client.length} | ${client.length}${at(client.slice(0, 1)).replace(' (', ' (from ')}`,
    );
  }
  printTable(
    `The tap sweep (same phone): a tap on an internal link at ${SWEEP_DELAYS[0]}, ${SWEEP_DELAYS[1]}, … ${SWEEP_DELAYS.at(-1)} ms after the first interaction, one fresh load each`,
    'Page | Link tapped | Taps | Lost the query | Followed by the browser (before hydration) | Followed client-side (hydrated)',
    table,
  );
}

// Bytes on the wire per page, split by kind; framework JS is what the one-heading floor page ships,
// the rest is ours.
function bytes(targets: { name: string; out: string; path: string }[], floorOut: string) {
  const floor = pageBytes(floorOut, 'index.html');
  let unread = false;
  const table = targets.map(({ name, out, path }) => {
    const b = pageBytes(out, exportedFile(path));
    const framework = Math.min(b.js, floor.js);
    // Every page loads the framework: none found means the page lists its scripts in a form this
    // bench does not read (a baseline from before the loader's current list).
    const read = b.js > 0;
    unread ||= !read;
    const scripts = read
      ? `${kb(b.js - framework)} | ${kb(framework)} | ${kb(b.payload)}`
      : 'not read | not read | not read';
    const total = read ? kb(b.html + b.js + b.payload + b.fonts + b.css - b.inlineCss) : '—';
    return `${name} | ${kb(b.html)} | ${kb(b.css)} | ${scripts} | ${kb(b.fonts)} | ${total}`;
  });
  printTable(
    'Bytes on the wire per page (gzip -6 of the files in out/, as the hosts serve them)\nJS and flight data are fetched at the first interaction (after the first paint on the 404).',
    'Page | HTML (incl. inlined CSS) | CSS | Our JS | Framework JS | Flight data | Fonts | Total',
    table,
  );
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
  const servers = await Promise.all(exports.map(({ out, port }) => serveOut(out, port)));
  try {
    if (options.visit) return await visits().then(sweeps);
    if (options.legal) return await legalGrowth();
    console.log('Building the floor page…');
    const floorOut = buildFloor();
    servers.push(await serveOut(floorOut, 4311));
    const targets = [
      ...pages,
      { name: 'floor (one h1)', path: '/', out: floorOut, url: local(4311) },
    ];
    if (options.bytes) return bytes(targets, floorOut);
    const table = [
      'target | every page | 100 | 100 | 100 | 100 | ≤ 0.80 s | ≤ 0.90 s | ≤ 50 ms | 0 | ≤ 200 KB | ≤ floor + 8 KB | ≤ 12',
    ];
    for (const preset of ['mobile', 'desktop'] as const)
      for (const { name, url } of targets) {
        process.stdout.write(`Lighthouse ${preset} ${name} ×${RUNS}…\n`);
        const m = await measure(url, preset);
        table.push(
          `${preset} | ${name} | ${m.perf} | ${m.a11y} | ${m.bp} | ${m.seo} | ${sec(m.fcp)} | ${sec(m.lcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${kb(m.total)} | ${kb(m.js)} | ${m.requests}`,
        );
      }
    await legalGrowth();
    printTable(
      `${lighthouse.package}, medians of ${RUNS} runs (mobile: simulated slow 4G, Moto G Power)`,
      'Preset | Page | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | Total | JS | Requests',
      table,
    );
    await visits();
    await sweeps();
    bytes(targets, floorOut);
  } finally {
    for (const server of servers) server.close();
  }
}

await main();
