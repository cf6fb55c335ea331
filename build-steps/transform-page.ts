// The post-build transforms of one page Next exported, in order. They lean on Next's internal
// output (its flight-data scripts, its <script async> tags, the stylesheet's copy in its payload),
// so each assumption about it is a named check (build-steps/next-assumptions.ts) that fails the
// build, naming itself, the step, the page and the Next version, when it no longer holds. The unit
// tests beside each transform run them on pages captured from a real `next build`
// (build-steps/fixtures/next-output/, `npm run fixtures:next`).
import { checkCanonicalLink, checkOnlyOwnInlineScripts } from './next-assumptions.ts';
import { kb, readPage } from './page.ts';
import { addCspMeta } from './transforms/csp-meta.ts';
import { moveFlightData, readFlightData } from './transforms/flight-data.ts';
import { deferFrameworkScripts } from './transforms/framework-scripts.ts';
import { trimStylesheet } from './transforms/page-stylesheet.ts';
import { moveRuntimeBootstrap } from './transforms/runtime-bootstrap.ts';
import { emptyStylesheetCopy } from './transforms/stylesheet-copy.ts';

/**
 * Every transform of one exported page, on one parse of it. Returns the page, the script the
 * loader runs first (the flight data) and the address to write it to, every script the page's
 * loader starts, the page's CSP sources, what each transform did (one line for the build log), and
 * notices: a transform that has become unnecessary says so there. Each Next assumption it leans
 * on is checked where it is used (build-steps/next-assumptions.ts).
 *
 * @param html the page as `next build` exported it
 */
export function transformPage(
  html: string,
  context: {
    /** the page's file in out/ */
    page: string;
    nextVersion: string;
    /** the page's route, or null for the not-found page, which has none */
    path: string | null;
    start: 'interaction' | 'paint';
    /** names the flight data's file */
    flightUrl: (script: string) => string;
    /** the scripts the loader runs before the flight data (the default Trusted Types policy) */
    before: string[];
    /** every framework script file of the build */
    emitted: string[];
    /** the page's Content-Security-Policy for its inline sources */
    policy: (hashes: { scripts: Set<string>; styles: Set<string> }) => string;
  },
) {
  const page = readPage(html, context);
  if (context.path !== null) checkCanonicalLink(page, context.path);
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
  checkOnlyOwnInlineScripts(page);

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
