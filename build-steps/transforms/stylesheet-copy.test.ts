/** @jest-environment node */
import {
  capturedPages,
  cssRow,
  exported,
  page,
  rechunk,
  replayInline,
  rewriteFlight,
  stream,
  styleText,
  versions,
} from '../fixtures/next-output';
import { flightStream, readFlightData } from './flight-data.ts';
import { emptyStylesheetCopy } from './stylesheet-copy.ts';

const emptied = (name: string, html = exported(name)) => {
  const read = page(name, html);
  return emptyStylesheetCopy(read, readFlightData(read));
};
/** The stream with every copy of the stylesheet emptied, as React should read it. */
const withoutCopies = (html: string) =>
  stream(replayInline(html))
    .split(cssRow(styleText(html)))
    .join(':T0,');

describe.each(capturedPages)('on %s as Next exported it', (name) => {
  it('empties every copy of the stylesheet in the flight data, and nothing else', () => {
    const html = exported(name);
    const css = styleText(html);
    expect(stream(replayInline(html))).toContain(cssRow(css));
    const result = emptied(name);
    expect(flightStream(result.flight)).toBe(withoutCopies(html));
    expect(flightStream(result.flight)).not.toContain(css.slice(0, 200));
    const [, copies, kb] = /^(\d) CSS cop(?:y|ies) emptied \((\d+\.\d) KB\)$/.exec(result.report!)!;
    expect(Number(kb) * 1024).toBeCloseTo(Number(copies) * Buffer.byteLength(css, 'utf8'), -2);
    expect(result.notice).toBeUndefined();
  });

  it('keeps every push that is not text as it was', () => {
    const result = emptied(name);
    const before = readFlightData(page(name)).pushes.filter(({ value }) => value[0] !== 1);
    expect(result.flight.pushes.filter(({ value }) => value[0] !== 1)).toEqual(before);
  });
});

it.each([
  ['the stylesheet row header ends one push and its text starts the next', 0],
  ['a push ends in the middle of the stylesheet', 5_000],
  ['every push is 1,000 characters', -1],
])('reads the flight data as one stream when %s', (_, into) => {
  const html = exported('index.html');
  const css = styleText(html);
  const header = `:T${Buffer.byteLength(css, 'utf8').toString(16)},`;
  const rechunked = rechunk(html, (text) => {
    if (into === -1)
      return Array.from({ length: Math.floor(text.length / 1000) }, (_, i) => (i + 1) * 1000);
    const at = text.indexOf(header + css) + header.length;
    return [at + into];
  });
  expect(stream(replayInline(rechunked))).toBe(stream(replayInline(html)));
  const result = emptied('index.html', rechunked);
  expect(result.report).toBe(emptied('index.html').report);
  expect(flightStream(result.flight)).toBe(withoutCopies(html));
});

it('says it is no longer needed once Next stops copying the stylesheet', () => {
  const html = exported('index.html');
  const withoutCopy = rewriteFlight(html, (text) => [
    text.split(cssRow(styleText(html))).join(':T0,'),
  ]);
  const result = emptied('index.html', withoutCopy);
  expect(result.notice).toBe(
    `emptyStylesheetCopy on index.html: no longer needed, Next ${versions().next} no longer copies the inlined stylesheet into the page payload; remove the transform.`,
  );
  expect(result.report).toBeUndefined();
});
