// Next writes Turbopack's bootstrap into every page as an inline script: the list of chunks its
// runtime loads and the modules it runs first (globalThis.TURBOPACK.push({ otherChunks, … })). It
// only matters once the framework starts, so it moves into the script the framework loader runs
// first, with the flight data: the page carries one inline script fewer, and the
// Content-Security-Policy one hash fewer.
import { assume } from '../next-assumptions.ts';
import { runs, type Page } from '../page.ts';

const BOOTSTRAP =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(\{[\s\S]*\}\);?$/;

/**
 * Takes Turbopack's bootstrap out of the page and returns it, to run before the framework. Fails
 * if the page mentions TURBOPACK inline in any other form; says, as a notice, when Next no longer
 * writes it.
 */
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
