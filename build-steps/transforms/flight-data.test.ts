/** @jest-environment node */
import { capturedPages, exported, page, replay, replayInline } from '../fixtures/next-output';
import { moveFlightData, readFlightData } from './flight-data.ts';

describe.each(capturedPages)('on %s as Next exported it', (name) => {
  it('moves every flight push into one script that replays them exactly, in order', () => {
    const html = exported(name);
    const read = page(name);
    const script = moveFlightData(read, readFlightData(read));
    expect(replay(script)).toEqual(replayInline(html));
    expect(replay(script).length).toBeGreaterThan(2);
    expect(read.toString()).not.toContain('__next_f');
  });
});

it('fails when the flight data is written differently', () => {
  const changed = exported('index.html').replace(/self\.__next_f/g, 'self.__next_g');
  expect(() => readFlightData(page('index.html', changed))).toThrow(
    /^Next assumption \"inlineFlightData\" no longer holds on index\.html .* Found: no inline flight data/,
  );
});

it('fails when the page mentions the flight data anywhere else', () => {
  const changed = exported('index.html').replace(
    '</body>',
    '<script>console.log(self.__next_f)</script></body>',
  );
  const read = page('index.html', changed);
  expect(() => moveFlightData(read, readFlightData(read))).toThrow(
    /^Next assumption \"inlineFlightData\" no longer holds on index\.html .* Found: 1 other script\(s\) name __next_f/,
  );
});
