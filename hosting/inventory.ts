// The build's inventory: every file of out/ a host serves, with its hash, size and type, what each
// page and stylesheet names, the headers every answer carries, and an id for the build. The
// post-build writes it into out/, so the site publishes it at one fixed address; npm run verify
// holds every answer to it, and reads from it, never from the site's other answers, what the other
// checks ask for. It needs Node alone: the watch runs verify with no install.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportedFile, pagePaths } from '../lib/routes.ts';
import { site } from '../lib/site.ts';

/** Its address on the site, and its name in out/. */
export const inventoryFile = 'build-inventory.json';

/** What a page or stylesheet names: the kind of thing, and its address (or hash, or policy). */
export type Name = [kind: string, value: string];
export type Entry = { sha256: string; size: number; type: string; names?: Name[] };
export type Inventory = {
  build: string;
  headers: Record<string, string>;
  files: Record<string, Entry>;
};

const types: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
  xml: 'application/xml',
  svg: 'image/svg+xml',
  png: 'image/png',
};
/** The type a file is served with, by its name. */
export const typeOf = (file: string) =>
  types[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** Types the standards name twice (RFC 9239, RFC 7303): a host may send either name. */
const sameAs: Record<string, string> = {
  'application/javascript': 'text/javascript',
  'application/x-javascript': 'text/javascript',
  'text/xml': 'application/xml',
};
const essence = (type: string) => {
  const name = type.split(';')[0].trim().toLowerCase();
  return sameAs[name] ?? name;
};
/**
 * Whether a Content-Type serves a file as the build typed it: the same type, and no charset but
 * UTF-8, by either of its usual labels (another garbles every letter past ASCII).
 */
export function servedAs(sent: string, type: string) {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(sent)?.[1].toLowerCase();
  return essence(sent) === essence(type) && (!charset || /^utf-?8$/.test(charset));
}

/**
 * The type a browser reads from an answer's Content-Type, as Fetch extracts it from one or more:
 * the last valid one, with an earlier one's charset where both name the same type.
 */
export function mimeType(answer: { headers: Map<string, string[]> }) {
  let [type, charset] = ['', ''];
  for (const value of (answer.headers.get('content-type') ?? []).flatMap((v) => v.split(','))) {
    const name = value.split(';')[0].trim().toLowerCase();
    if (!/^[^/\s]+\/[^/\s]+$/.test(name) || name === '*/*') continue;
    const given = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(value)?.[1];
    charset = (name === type ? (given ?? charset) : given) ?? '';
    type = name;
  }
  return type ? `${type}${charset && `; charset=${charset}`}` : 'none';
}

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

const attributesOf = (text: string) =>
  new Map(
    [...text.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)].map(
      ([, name, ...value]) => [
        name.toLowerCase(),
        (value.find((v) => v !== undefined) ?? '').replace(/&amp;/g, '&'),
      ],
    ),
  );
// A comment, a script or style with its text, or another element that names an address.
const elements =
  /<!--[\s\S]*?-->|<(script|style)\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/\1[\s/>]|<(a|link|meta|img|source|iframe)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const linkKinds: Record<string, string> = {
  stylesheet: 'stylesheet',
  preload: 'preload',
  modulepreload: 'preload',
  icon: 'icon',
  'apple-touch-icon': 'icon',
  manifest: 'manifest',
  canonical: 'canonical link',
};
const runs = (type = '') => !type || /^(module|(text|application)\/(java|ecma)script)$/i.test(type);

/** The names of one element of a page. */
function namesOf(tag: string, at: Map<string, string>, text: string): Name[] {
  const src = at.get('src');
  const href = at.get('href');
  const type = at.get('type');
  if (tag === 'script' && src) return [['script', src]];
  if (tag === 'script' && runs(type)) return [['inline script', sha256(text)]];
  // The framework's list of its files, and the structured data: every address in them.
  if (tag === 'script' && /json/i.test(type!))
    return [...text.matchAll(/"((?:\/|https?:\/\/)[^"\s]*)"/g)].map(([, url]) => [
      /ld\+json/i.test(type!) ? 'data' : 'framework file',
      url,
    ]);
  if (tag === 'script') return [['retyped script', type!]];
  if (tag === 'style') return [['inline style', sha256(text)]];
  if (tag === 'a' && href && !href.startsWith('#'))
    return [[at.has('data-cta') ? 'trial link' : 'link', href]];
  if (tag === 'link' && href)
    return [[linkKinds[at.get('rel')?.toLowerCase() ?? ''] ?? 'link', href]];
  const property = at.get('property') ?? at.get('name') ?? '';
  if (tag === 'meta' && /^(og|twitter):image$/.test(property))
    return [['image', at.get('content')!]];
  if (tag === 'meta' && at.get('http-equiv')?.toLowerCase() === 'content-security-policy')
    return [['policy <meta>', at.get('content')!]];
  const shown = src ?? at.get('srcset')?.trim().split(/\s/)[0];
  if (['img', 'source', 'iframe'].includes(tag) && shown)
    return [[tag === 'iframe' ? 'frame' : 'image', shown]];
  return [];
}

/**
 * What a page or a stylesheet names: the addresses it links to, loads or shows, what it runs inline
 * (by its hash), and its policy <meta>. Two lists compared say in words what a host or CDN changed.
 */
export function namesIn(body: string, type: string): Name[] {
  if (essence(type) === 'text/css')
    return [...body.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)]
      .filter(([, url]) => !url.startsWith('data:'))
      .map(([, url]) => ['url()', url]);
  if (essence(type) !== 'text/html') return [];
  return [...body.matchAll(elements)].flatMap(
    ([, script, scriptAttributes, text, tag, attributes]) =>
      (script ?? tag)
        ? namesOf((script ?? tag).toLowerCase(), attributesOf(scriptAttributes ?? attributes), text)
        : [],
  );
}

/** The inventory of the files of `out` a host serves (`served`), with the headers it sends. */
export function inventoryOf(
  out: string,
  served: readonly string[],
  headers: Record<string, string>,
): Inventory {
  const files = Object.fromEntries(
    served.map((file): [string, Entry] => {
      const data = readFileSync(join(out, file));
      const type = typeOf(file);
      const names = namesIn(data.toString('utf8'), type);
      return [
        file,
        { sha256: sha256(data), size: data.length, type, ...(names.length && { names }) },
      ];
    }),
  );
  const build = sha256(JSON.stringify({ headers, files })).slice(0, 12);
  return { build, headers, files };
}

/** The inventory a site publishes, or why it is none. */
export function parseInventory(text: string): Inventory | string {
  try {
    const inventory = JSON.parse(text);
    if (typeof inventory?.build === 'string' && inventory.files && inventory.headers)
      return inventory;
  } catch {
    // Not JSON: the words below say so.
  }
  return 'not an inventory a build wrote';
}

/** The address a file of the build answers at: a page at its clean URL, the not-found page at none. */
export const addressOf = (file: string, unknownPath: string) =>
  file === '404.html'
    ? unknownPath
    : (pagePaths.find((path) => exportedFile(path) === file) ?? `/${file}`);

const { origin } = new URL(site.url);
/** A name's path on the site, or null where it leaves the site or is no address (mailto:, data:). */
function pathOf(address: string) {
  if (!URL.canParse(address, origin)) return null;
  const url = new URL(address, origin);
  return url.origin === origin ? url.pathname : null;
}
const an = (kind: string) => `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`;
const elsewhere = (address: string) => pathOf(address) === null && /^(https?:)?\/\//.test(address);
/** What a visitor's browser loads by itself, which must come from the site. */
const loaded = /^(script|stylesheet|preload|icon|manifest|image|frame|url\(\)|framework file)$/;

/** Every path on the site the build answers with a file: its files, and its pages. */
const builtPaths = (inventory: Inventory) =>
  new Set([...Object.keys(inventory.files).map((file) => `/${file}`), ...pagePaths]);

/**
 * What the build's pages and stylesheets name that a visitor cannot have: an address on the site
 * the build did not make, a script, stylesheet, icon, image or frame from another origin, a trial
 * link to another tracker. The post-build fails on any; npm run verify reports them.
 */
export function unanswered(inventory: Inventory): string[] {
  return Object.entries(inventory.files).flatMap(([file, { names = [] }]) =>
    names.flatMap(([kind, value]) => {
      const path = pathOf(value);
      if (/^(inline|policy|retyped)/.test(kind)) return [];
      if (path !== null)
        return builtPaths(inventory).has(path)
          ? []
          : [`${file} names ${value}, which the build did not make`];
      if (kind === 'trial link')
        return value === site.trackingUrl ? [] : [`${file} has a trial link to ${value}`];
      return loaded.test(kind) && elsewhere(value)
        ? [`${file} loads ${value} from another origin`]
        : [];
    }),
  );
}

/** What differs between a file as served and as the build made it, in words a marketer can act on. */
export function difference(body: Buffer, file: string, inventory: Inventory): string {
  const entry = inventory.files[file];
  if (!body.length) return `an empty body, where the build made ${entry.size} bytes`;
  const hash = sha256(body);
  const other = Object.keys(inventory.files).find((f) => inventory.files[f].sha256 === hash);
  if (other) return `the bytes of ${other}, not of ${file}`;
  const served = namesIn(body.toString('utf8'), entry.type);
  const unbuilt = served.filter(
    ([, value]) =>
      pathOf(value)?.startsWith('/_next/static/') && !inventory.files[pathOf(value)!.slice(1)],
  );
  if (unbuilt.length)
    return `a page from another build: it loads ${unbuilt.length} build files this build does not have (${unbuilt[0][1]})`;
  const removed = [...(entry.names ?? [])];
  const added = served.filter((name) => {
    const at = removed.findIndex((built) => built.join(' ') === name.join(' '));
    if (at !== -1) removed.splice(at, 1);
    return at === -1;
  });
  const words = added.map(([kind, value]) => {
    // A rewrite is one name gone and another of its kind come; a retyped script was inline.
    const was = removed.findIndex(
      ([k]) => k === (kind === 'retyped script' ? 'inline script' : kind),
    );
    const from = was === -1 ? null : removed.splice(was, 1)[0][1];
    if (kind === 'retyped script')
      return `a script retyped as ${value}, which the browser does not run`;
    if (kind === 'policy <meta>') return `its policy <meta> ${from ? 'changed' : 'added'}`;
    if (kind.startsWith('inline'))
      return `${from ? `its ${kind} changed` : `${an(kind)} added`}, which its policy blocks`;
    const path = pathOf(value);
    const away = elsewhere(value)
      ? ', from another origin'
      : path !== null && !builtPaths(inventory).has(path)
        ? ', which the build did not make'
        : '';
    return `${an(kind)} ${from ? `rewritten: ${from} →` : 'added:'} ${value}${away}`;
  });
  words.push(
    ...removed.map(([kind, value]) =>
      /^(inline|policy)/.test(kind) ? `${an(kind)} removed` : `${an(kind)} removed: ${value}`,
    ),
  );
  // Each difference once, with how often it came.
  const counted = [...new Set(words)].map((word) => {
    const times = words.filter((w) => w === word).length;
    return times > 1 ? `${word}, ${times} times` : word;
  });
  const more = counted.length > 4 ? `; and ${counted.length - 3} more differences` : '';
  return counted.length
    ? `${counted.slice(0, more ? 3 : 4).join('; ')}${more}`
    : `${body.length} bytes, not the ${entry.size} the build made: its ${entry.type.startsWith('text/html') ? 'text' : 'content'} changed`;
}
