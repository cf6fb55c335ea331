// With experimental.inlineCss, Next also copies the stylesheet into the flight data (~6 KB gzip),
// which React does not need: it matches the <style data-href> in the document.
import { assume } from '../next-assumptions.ts';
import { kb, type Page } from '../page.ts';
import { escapeForScript, flightStream } from './flight-data.ts';
import type { FlightData, FlightPush } from './flight-data.ts';

export function inlinedStylesheet(page: Page) {
  const styles = page.elements.filter(
    (e) => e.tag === 'style' && e.attrs.has('data-precedence') && e.attrs.has('data-href'),
  );
  assume('inlinedStylesheet', page.context, styles.length === 1, () =>
    styles.length
      ? `${styles.length} inlined stylesheets (${styles.map((e) => e.attrs.get('data-href')).join(', ')})`
      : 'no inlined stylesheet (<style data-precedence data-href>)',
  );
  return styles[0];
}

/**
 * The flight data with every copy of the stylesheet emptied, found in the one stream React reads
 * even across pieces; each piece keeps its boundary, and a piece left empty is dropped.
 */
export function emptyStylesheetCopy(
  page: Page,
  flight: FlightData,
): { flight: FlightData; report?: string; notice?: string } {
  const css = inlinedStylesheet(page).text;
  const row = `:T${Buffer.byteLength(css, 'utf8').toString(16)},${css}`;
  const stream = flightStream(flight);

  // Spans of the stream to replace with ":T0,".
  const copies: [number, number][] = [];
  for (let at = stream.indexOf(row); at !== -1; at = stream.indexOf(row, at + row.length))
    copies.push([at, at + row.length]);

  const pushes: FlightPush[] = [];
  let left = '';
  let offset = 0;
  for (const push of flight.pushes) {
    if (push.value[0] !== 1) {
      pushes.push(push);
      continue;
    }
    const text = String(push.value[1]);
    const [from, to] = [offset, offset + text.length];
    offset = to;
    let kept = '';
    let cursor = from;
    for (const [start, end] of copies) {
      if (end <= from || start >= to) continue;
      kept += stream.slice(cursor, Math.max(start, from));
      // The empty row takes the place where the copy starts.
      if (start >= from) kept += ':T0,';
      cursor = Math.min(end, to);
    }
    kept += stream.slice(cursor, to);
    left += kept;
    if (kept === text) pushes.push(push);
    else if (kept)
      pushes.push({
        statement: `self.__next_f.push(${escapeForScript(JSON.stringify([1, kept]))})`,
        value: [1, kept],
      });
  }
  // A long stretch of the stylesheet still in the payload means Next still copies it, differently.
  assume(
    'stylesheetCopy',
    page.context,
    !left.includes(css.slice(0, 200)),
    () => 'the page data still holds the stylesheet, in a form other than that row',
  );
  const result = { flight: { elements: flight.elements, pushes } };
  if (copies.length === 0)
    return {
      ...result,
      notice:
        `emptyStylesheetCopy on ${page.context.page}: no longer needed, Next ${page.context.nextVersion} no ` +
        'longer copies the inlined stylesheet into the page payload; remove the transform.',
    };
  const emptied = copies.length * Buffer.byteLength(css, 'utf8');
  return {
    ...result,
    report: `${copies.length} CSS ${copies.length === 1 ? 'copy' : 'copies'} emptied (${kb(emptied)})`,
  };
}
