// The post-build transforms of one page Next exported, in order. They lean on Next's internal
// output (its flight-data scripts, its <script async> tags, the stylesheet's copy in its payload),
// so each one checks what it found and fails the build, naming itself, the page and the Next
// version, when it finds nothing where it must act. The unit tests beside each transform run them
// on pages captured from a real `next build` (build-steps/fixtures/next-output/, `npm run fixtures:next`).
import { readPage } from './page.ts';
import { addCspMeta } from './transforms/csp-meta.ts';
import { moveFlightData, readFlightData } from './transforms/flight-data.ts';
import { deferFrameworkScripts } from './transforms/framework-scripts.ts';
import { trimStylesheet } from './transforms/page-stylesheet.ts';
import { moveRuntimeBootstrap } from './transforms/runtime-bootstrap.ts';
import { emptyStylesheetCopy } from './transforms/stylesheet-copy.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Every transform of one exported page, on one parse of it. Returns the page, the script the
 * loader runs first (the flight data) and the address to write it to, every script the page's
 * loader starts, the page's CSP sources, what each transform did (one line for the build log), and
 * notices: a transform that has become unnecessary says so there.
 *
 * @param html the page as `next build` exported it
 *
 *   flightUrl names the flight data's file; before lists the scripts the loader runs before it
 *   (the default Trusted Types policy); emitted lists every framework script file of the build;
 *   policy gives the page's Content-Security-Policy for its inline sources
 */
export function transformPage(
  html: string,
  context: {
    page: string;
    nextVersion: string;
    start: 'interaction' | 'paint';
    flightUrl: (script: string) => string;
    before: string[];
    emitted: string[];
    policy: (hashes: { scripts: Set<string>; styles: Set<string> }) => string;
  },
) {
  const page = readPage(html, context);
  const report: string[] = [];
  const notices: string[] = [];
  const log = ({ report: line, notice }: { report?: string; notice?: string }) => {
    if (line) report.push(line);
    if (notice) notices.push(notice);
  };

  const copy = emptyStylesheetCopy(page, readFlightData(page));
  log(copy);

  const stylesheet = trimStylesheet(page);
  log(stylesheet);

  const bootstrap = moveRuntimeBootstrap(page);
  log(bootstrap);
  const flightScript = bootstrap.script + moveFlightData(page, copy.flight);
  const flightSrc = context.flightUrl(flightScript);
  log({
    report: `${copy.flight.pushes.length} flight pushes${bootstrap.script ? " and Turbopack's bootstrap" : ''} → ${flightSrc} (${kb(Buffer.byteLength(flightScript))})`,
  });

  const framework = deferFrameworkScripts(page, {
    first: [...context.before, flightSrc],
    start: context.start,
    emitted: context.emitted,
    stylesheet: stylesheet.href,
  });
  log(framework);

  const csp = addCspMeta(page, context.policy);
  log(csp);

  return {
    html: page.toString(),
    flightScript,
    flightSrc,
    stylesheet: stylesheet.href,
    started: [...context.before, flightSrc, ...framework.deferred],
    hashes: csp.hashes,
    report,
    notices,
  };
}
