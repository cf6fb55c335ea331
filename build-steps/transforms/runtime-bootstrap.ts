// Turbopack's inline bootstrap (globalThis.TURBOPACK.push({ otherChunks, … })) only matters once
// the framework starts, so it moves in with the flight data: one inline script and hash fewer.
import { assume } from '../next-assumptions.ts';
import { runs, type Page } from '../page.ts';

const BOOTSTRAP =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(\{[\s\S]*\}\);?$/;

/** Takes Turbopack's bootstrap out of the page and returns it, or a notice if there is none. */
export function moveRuntimeBootstrap(page: Page): { script: string; notice?: string } {
  const inline = page.elements.filter((e) => runs(e) && e.text.includes('TURBOPACK'));
  const bootstraps = inline.filter((e) => BOOTSTRAP.test(e.text));
  assume(
    'turbopackBootstrap',
    page.context,
    bootstraps.length === inline.length && bootstraps.length <= 1,
    () =>
      `${inline.length} inline script(s) name TURBOPACK, ${bootstraps.length} of them in that form`,
  );
  if (bootstraps.length === 0)
    return {
      script: '',
      notice: `moveRuntimeBootstrap on ${page.context.page}: no longer needed, Next ${page.context.nextVersion} writes no inline Turbopack bootstrap; remove the transform.`,
    };
  page.remove(bootstraps[0]);
  return { script: `${bootstraps[0].text.replace(/;?$/, ';')}\n` };
}
