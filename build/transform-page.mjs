// The post-build transforms of one page Next exported, in order. They lean on Next's internal
// output (its flight-data scripts, its <script async> tags, the stylesheet's copy in its payload),
// so each one checks what it found and fails the build, naming itself, the page and the Next
// version, when it finds nothing where it must act. The unit tests beside each transform run them
// on pages captured from a real `next build` (build/fixtures/next-output/, `npm run fixtures:next`).
import { readPage } from './page.mjs';
import { addCspMeta } from './transforms/csp-meta.mjs';
import { moveFlightData, readFlightData } from './transforms/flight-data.mjs';
import { deferFrameworkScripts } from './transforms/framework-scripts.mjs';
import { emptyStylesheetCopy } from './transforms/stylesheet-copy.mjs';

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Every transform of one exported page, on one parse of it. Returns the page, its flight data
 * script and the address to write it to, every script the page's loader starts (the flight data
 * first), the page's CSP sources, what each transform did (one line for the build log), and
 * notices: a transform that has become unnecessary says so there.
 *
 * @param {string} html the page as `next build` exported it
 * @param {{ page: string, nextVersion: string, start: 'interaction' | 'paint',
 *   flightUrl: (script: string) => string, emitted: string[],
 *   policy: (hashes: { scripts: Set<string>, styles: Set<string> }) => string }} context
 *   flightUrl names the flight data's file; emitted lists every framework script file of the
 *   build; policy gives the page's Content-Security-Policy for its inline sources
 */
export function transformPage(html, context) {
  const page = readPage(html, context);
  const report = [];
  const notices = [];

  const copy = emptyStylesheetCopy(page, readFlightData(page));
  if (copy.report) report.push(copy.report);
  if (copy.notice) notices.push(copy.notice);

  const flightScript = moveFlightData(page, copy.flight);
  const flightSrc = context.flightUrl(flightScript);
  report.push(
    `${copy.flight.pushes.length} flight pushes → ${flightSrc} (${kb(Buffer.byteLength(flightScript))})`,
  );

  const framework = deferFrameworkScripts(page, {
    first: [flightSrc],
    start: context.start,
    emitted: context.emitted,
  });
  report.push(framework.report);

  const csp = addCspMeta(page, context.policy);
  report.push(csp.report);

  return {
    html: page.toString(),
    flightScript,
    flightSrc,
    started: [flightSrc, ...framework.deferred],
    hashes: csp.hashes,
    report,
    notices,
  };
}
