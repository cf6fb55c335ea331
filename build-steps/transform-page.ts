// The post-build transforms of one exported page, in order. What they assume of Next's internal
// output is checked by name where it is used (build-steps/next-assumptions.ts).
import { checkCanonicalLink, checkOnlyOwnInlineScripts } from './next-assumptions.ts';
import { kb, readPage } from './page.ts';
import { addCspMeta } from './transforms/csp-meta.ts';
import { moveFlightData, readFlightData } from './transforms/flight-data.ts';
import { deferFrameworkScripts } from './transforms/framework-scripts.ts';
import { trimStylesheet } from './transforms/page-stylesheet.ts';
import { moveRuntimeBootstrap } from './transforms/runtime-bootstrap.ts';
import { emptyStylesheetCopy } from './transforms/stylesheet-copy.ts';

// Returns the page, its flight data's script and address, what its loader starts, its CSP sources,
// a build-log line per transform, and notices of transforms become unnecessary.
export function transformPage(
  html: string,
  context: {
    page: string; // its file in out/
    nextVersion: string;
    path: string | null; // its route (none for the not-found page)
    start: 'interaction' | 'paint';
    flightUrl: (script: string) => string;
    before: string[]; // what the loader runs before the flight data (the default policy)
    emitted: string[]; // every framework script file of the build
    policy: (hashes: { scripts: Set<string>; styles: Set<string> }) => string;
  },
) {
  const page = readPage(html, context);
  if (context.path !== null) checkCanonicalLink(page, context.path);
  const report: string[] = [];
  const notices: string[] = [];
  const log = <T extends { report?: string; notice?: string }>(result: T) => {
    if (result.report) report.push(result.report);
    if (result.notice) notices.push(result.notice);
    return result;
  };

  const copy = log(emptyStylesheetCopy(page, readFlightData(page)));
  const stylesheet = log(trimStylesheet(page));
  const bootstrap = log(moveRuntimeBootstrap(page));
  const flightScript = bootstrap.script + moveFlightData(page, copy.flight);
  const flightSrc = context.flightUrl(flightScript);
  log({
    report: `${copy.flight.pushes.length} flight pushes${bootstrap.script ? " and Turbopack's bootstrap" : ''} → ${flightSrc} (${kb(Buffer.byteLength(flightScript))})`,
  });

  const framework = log(
    deferFrameworkScripts(page, {
      first: [...context.before, flightSrc],
      start: context.start,
      emitted: context.emitted,
      stylesheet: stylesheet.href,
    }),
  );
  checkOnlyOwnInlineScripts(page);
  const csp = log(addCspMeta(page, context.policy));

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
