// Every file the build made, as visitors get it: each at its address (a page at its clean URL, the
// not-found page at an unknown path) with exactly the bytes its inventory lists, after content
// decoding, and its type; and the inventory itself, the build's. Where a file differs, the line says
// what changed in words a marketer can act on. An answer at one of these addresses that does not
// come, or is not the file, fails this line alone: every other check sets it aside.
import { exportedFile, pagePaths } from '../../lib/routes.ts';
import { one, type Answer } from '../http.ts';
import {
  addressOf,
  difference,
  inventoryFile,
  mimeType,
  parseInventory,
  servedAs,
  sha256,
  typeOf,
  unanswered,
} from '../inventory.ts';
import { type Check } from '../check.ts';
import { browserGet, inventoryFor, text, unknownPath, type Site, type Case } from '../site.ts';

type File = Case & { file: string };

/** The build's files, and the inventory, each at its address: without an inventory, the pages. */
export async function builtFiles(site: Site) {
  const { inventory } = await inventoryFor(site);
  const files = inventory
    ? Object.keys(inventory.files)
    : [...pagePaths.map(exportedFile), '404.html'];
  return [inventoryFile, ...files].map((file) => ({
    file,
    target: file === inventoryFile ? `/${file}` : addressOf(file, unknownPath),
  }));
}

/** What is wrong with the inventory the site serves. */
async function inventoryServed(answer: Answer, site: Site) {
  const { inventory, local } = await inventoryFor(site);
  const type = mimeType(answer);
  const served = parseInventory(text(answer));
  // Its type wrong but its text an inventory: every file is still held to it.
  if (typeof served !== 'string' && !servedAs(type, typeOf(inventoryFile)))
    return [`served as ${type}, not ${typeOf(inventoryFile)}`];
  if (answer.status !== 200 || typeof served === 'string') {
    const found = answer.status !== 200 ? `answered ${answer.status}` : served;
    const so = local
      ? 'the site does not publish its inventory'
      : 'no inventory, so no file is held to its build';
    return [`${found}: ${so}`];
  }
  if (local && !answer.body.equals(local))
    return [
      `the site serves build ${served.build}, not ${inventory!.build}, the one in ${site.build}`,
    ];
  return unanswered(inventory!);
}

export const files: Check<File> = {
  title: 'the files, as built',
  promise:
    'every file the build made served at its address with its bytes and type, and the inventory of the build',
  cases: async (site) => (await builtFiles(site)).map((built) => ({ ...built, compressed: true })),
  async assert(answer, { file }, site) {
    if (file === inventoryFile) return inventoryServed(answer, site);
    const { inventory } = await inventoryFor(site);
    const entry = inventory?.files[file];
    const type = mimeType(answer);
    const expected = entry?.type ?? typeOf(file);
    const what = file === '404.html' ? 'the not-found page: ' : '';
    // Whether the not-found page comes with 404 is the not-found line's.
    if (file !== '404.html' && answer.status !== 200)
      return [
        `answered ${answer.status}${one(answer, 'location') ? ` → ${one(answer, 'location')}` : ''}`,
      ];
    if (!servedAs(type, expected)) return [`${what}served as ${type}, not ${expected}`];
    if (entry && sha256(answer.body) !== entry.sha256)
      return [`${what}${difference(answer.body, file, inventory!)}`];
    return [];
  },
  whenKept: async (count, site) => {
    const { inventory } = await inventoryFor(site);
    return `${count - 1} files, each the bytes and type of build ${inventory!.build}, and its inventory`;
  },
};

const owned = new WeakMap<Site, Promise<Set<string>>>();
/**
 * Whether an answer is this line's alone: one at a file's address that did not come, or did not
 * come as a file (200; the not-found page, any status); or that did not come at that address with
 * a query or another Host, where the file did not come either.
 */
export async function filesLineOnly(site: Site, target: string, answer: Answer) {
  if (!owned.has(site))
    owned.set(
      site,
      builtFiles(site).then((all) => new Set(all.map(({ target }) => target))),
    );
  const files = await owned.get(site)!;
  if (files.has(target))
    return !!answer.broken || (target !== unknownPath && answer.status !== 200);
  const path = target.split('?')[0];
  return !!answer.broken && files.has(path) && !!(await browserGet(site, path)).broken;
}
