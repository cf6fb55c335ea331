// React's flight data, which Next writes as inline scripts pushing pieces of one stream
// (self.__next_f.push(…)), moves into one script the framework loader runs first: the page gets
// smaller, and the data is fetched only when the framework starts.
import { assume } from '../next-assumptions.ts';
import { runs } from '../page.ts';
import type { Element, Page } from '../page.ts';

// A push and its JSON argument: [0] starts the stream, [1, text] is its next piece.
const FLIGHT_PUSH =
  /^(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(([\s\S]*)\)$/;

export type FlightPush = { statement: string; value: [number, ...unknown[]] };
export type FlightData = { elements: Element[]; pushes: FlightPush[] };

export function readFlightData(page: Page): FlightData {
  const elements = page.elements.filter((e) => runs(e) && FLIGHT_PUSH.test(e.text));
  assume(
    'inlineFlightData',
    page.context,
    elements.length > 0,
    () => 'no inline flight data (<script>self.__next_f.push(…)</script>)',
  );
  const pushes = elements.map((e) => ({
    statement: e.text,
    value: JSON.parse((FLIGHT_PUSH.exec(e.text) as RegExpExecArray)[1]),
  }));
  return { elements, pushes };
}

/** The text pieces of the stream, joined: what React reads. */
export const flightStream = (flight: FlightData) =>
  flight.pushes
    .filter(({ value }) => value[0] === 1)
    .map(({ value }) => String(value[1]))
    .join('');

/** Next's own escaping of flight data in <script>, so a rewritten payload stays inert HTML. */
export const escapeForScript = (json: string) =>
  json.replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Takes the flight scripts out of the page; returns one script that replays their pushes. */
export function moveFlightData(page: Page, flight: FlightData): string {
  const moved = new Set(flight.elements);
  const left = page.elements.filter(
    (e) => e.tag === 'script' && e.text.includes('__next_f') && !moved.has(e),
  );
  assume(
    'inlineFlightData',
    page.context,
    left.length === 0,
    () => `${left.length} other script(s) name __next_f, in a form this step does not move`,
  );
  for (const element of flight.elements) page.remove(element);
  return `${flight.pushes.map((push) => push.statement).join(';\n')};\n`;
}
