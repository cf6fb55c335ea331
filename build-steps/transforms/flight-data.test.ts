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
