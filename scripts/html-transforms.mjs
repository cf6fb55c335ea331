// The post-build transforms of the HTML Next exports. They lean on Next's internal output (its
// flight-data scripts, its <script async> tags, the CSS row of its payload), so each one reports
// what it changed, and transformPage() fails the build, naming the transform, the page and the
// Next version, when one finds nothing where it must act or when a transform another depends on
// did not apply. The unit tests run them on pages captured from a real `next build` of this
// project (scripts/fixtures/next-output/, refreshed by `npm run fixtures:next`).
import { createHash } from 'node:crypto';

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('base64');

export class TransformError extends Error {
  /**
   * @param {string} transform the transform that could not do its work
   * @param {{ page: string, nextVersion: string }} context
   * @param {string} reason
   */
  constructor(transform, { page, nextVersion }, reason) {
    super(
      `${transform} on ${page}: ${reason} (Next ${nextVersion}). Next's exported HTML has changed: ` +
        'refresh the fixtures (npm run fixtures:next), update scripts/html-transforms.mjs, run npm test.',
    );
    this.name = 'TransformError';
  }
}

/** Inline scripts that execute (JSON-LD data blocks are not subject to script-src) and inline styles. */
export function inlineHashes(html) {
  const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attrs = '']) => !/\ssrc=/.test(attrs) && !/type="application\/(ld\+)?json"/.test(attrs),
    )
    .map(([, , body]) => sha256(body));
  const styles = [...html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/g)].map(([, , body]) =>
    sha256(body),
  );
  if (/\sstyle="/.test(html))
    throw new Error('A style="" attribute would need unsafe-inline: use a class.');
  if (/\son[a-z]+="/.test(html))
    throw new Error('An inline event handler would need unsafe-inline.');
  return { scripts: new Set(scripts), styles: new Set(styles) };
}

/** Next's inline flight data: the self.__next_f pushes hydration reads. */
const FLIGHT_PUSH =
  /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([\s\S]*?)<\/script>/g;
const FLIGHT_ROW_PUSH = /<script>self\.__next_f\.push\((\[1,"[\s\S]*?"\])\)<\/script>/g;
const INLINED_CSS = /<style data-precedence="next" data-href="[^"]+">([\s\S]*?)<\/style>/;

/** Next's own escaping of flight data inside <script>, so the rewritten payload stays inert HTML. */
const escapeForScript = (json) =>
  json.replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * With inlined CSS, Next also copies the whole stylesheet into the page's RSC payload (~6 KB gzip).
 * React only needs the <style data-href> element it finds in the document, matched by href, so the
 * copy is emptied.
 *
 * @returns {{ html: string, copies: number, emptied: number, copyLeft: boolean }} the copies and
 *   bytes of CSS emptied; copyLeft when the payload still holds the stylesheet's text in a form this
 *   transform did not recognise
 */
export function dropCssCopyFromPayload(html) {
  const style = INLINED_CSS.exec(html);
  if (!style) return { html, copies: 0, emptied: 0, copyLeft: false };
  const css = style[1];
  const row = `:T${Buffer.byteLength(css, 'utf8').toString(16)},${css}`;
  let copies = 0;
  const result = html.replace(FLIGHT_ROW_PUSH, (whole, json) => {
    const [kind, data] = JSON.parse(json);
    const at = data.indexOf(row);
    if (at === -1) return whole;
    copies += 1;
    const rewritten = `${data.slice(0, at)}:T0,${data.slice(at + row.length)}`;
    return `<script>self.__next_f.push(${escapeForScript(JSON.stringify([kind, rewritten]))})</script>`;
  });
  // A long stretch of the stylesheet still in a flight push means Next still copies it, differently.
  const probe = escapeForScript(JSON.stringify(css.slice(0, 200)).slice(1, -1));
  const copyLeft = [...result.matchAll(FLIGHT_PUSH)].some(([, body]) => body.includes(probe));
  return { html: result, copies, emptied: copies * Buffer.byteLength(css, 'utf8'), copyLeft };
}

/**
 * Moves React's flight data out of the page into one script that replays the pushes in order, so
 * the HTML fits the first round trips of a slow connection and the data is only fetched when the
 * framework starts.
 *
 * @returns {{ html: string, script: string | null, pushes: number }}
 */
export function splitFlightData(html) {
  const bodies = [];
  const page = html.replace(FLIGHT_PUSH, (_, body) => {
    bodies.push(body);
    return '';
  });
  return {
    html: page,
    script: bodies.length ? `${bodies.join(';\n')};\n` : null,
    pushes: bodies.length,
  };
}

/**
 * Events that mean a person is there: the first of them starts the framework. Touches and presses
 * count when they end (a scroll gesture or a tap is complete, and its click has landed), so the
 * framework's work never lands inside the gesture that reveals the sticky bar or follows a link.
 */
const INTERACTION_EVENTS = ['pointerup', 'touchend', 'keydown', 'mousemove', 'wheel', 'scrollend'];

/**
 * Replaces the framework's <script async> tags (and their preloads) with one small loader. The page
 * is complete without the framework (links are real, the early-attribution script carries the
 * query, the sticky bar has its own script), so on pages for people it starts after their first
 * interaction; start 'paint' starts it right after the first frame instead, for pages whose effects
 * must run unprompted (the not-found page logs the missing path). `first` lists scripts that run
 * before the framework (its flight data). Scripts run in order and download in parallel.
 *
 * @param {string} html
 * @param {{ first?: string[], start?: 'interaction' | 'paint' }} [options]
 * @returns {{ html: string, deferred: string[] }} the framework scripts the loader starts
 */
export function deferFrameworkScripts(html, { first = [], start = 'interaction' } = {}) {
  const deferred = [];
  const stripped = html
    .replace(/<link rel="preload" as="script"[^>]*\/>/g, '')
    .replace(/<script src="([^"]+)" async=""><\/script>/g, (_, src) => {
      deferred.push(src);
      return '';
    });
  if (deferred.length === 0) return { html, deferred };
  // The input's own handler only schedules: scripts are added after the next frame is drawn, one
  // per task, because adding a script element costs main-thread time of its own.
  const trigger =
    start === 'paint'
      ? 'l()'
      : `var v=${JSON.stringify(INTERACTION_EVENTS)};for(var j=0;j<v.length;j++)addEventListener(v[j],l,{capture:true,passive:true,once:true})`;
  const loader = `(function(){var s=${JSON.stringify([...first, ...deferred])},i=0,d=0;function n(){var e=document.createElement("script");e.src=s[i++];e.async=false;document.head.appendChild(e);if(i<s.length)setTimeout(n,0)}function l(){if(d)return;d=1;requestAnimationFrame(function(){setTimeout(n,0)})}${trigger}})()`;
  return {
    html: stripped.replace('</body>', `<script id="load-framework">${loader}</script></body>`),
    deferred,
  };
}

/** The scripts a page's loader starts, in order: its flight data, then the framework. */
export function loaderScripts(html) {
  const list = /<script id="load-framework">\(function\(\)\{var s=(\[[^\]]*\])/.exec(html);
  return list ? JSON.parse(list[1]) : [];
}

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly, while it
 * streams in on a background thread. Without it the framework's module factories compile lazily on
 * the main thread when they first run, inside the task that starts the framework, which is the
 * visitor's first interaction.
 *
 * @returns {{ source: string, added: boolean }}
 */
export function addCompileHint(source) {
  return source.startsWith(COMPILE_HINT)
    ? { source, added: false }
    : { source: COMPILE_HINT + source, added: true };
}

/** Puts the page's Content-Security-Policy <meta> right after the charset, before what it governs. */
export function injectCspMeta(html, policy) {
  const result = html.replace(
    /(<meta charSet="utf-8"\/>)/i,
    `$1<meta http-equiv="Content-Security-Policy" content="${policy}"/>`,
  );
  return { html: result, injected: result !== html };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Every HTML transform for one exported page, in order, each checked. Returns the page, its flight
 * data script, what each transform did (one line for the build log) and notices: a transform that
 * has become unnecessary says so there. Throws a TransformError on anything else unexpected.
 *
 * @param {string} html the page as `next build` exported it
 * @param {{ page: string, nextVersion: string, start: 'interaction' | 'paint',
 *   flightUrl: (script: string) => string }} context flightUrl names the flight data's file
 */
export function transformPage(html, context) {
  const report = [];
  const notices = [];

  const css = dropCssCopyFromPayload(html);
  if (!INLINED_CSS.test(html))
    throw new TransformError('dropCssCopyFromPayload', context, 'found no inlined stylesheet');
  if (css.copyLeft)
    throw new TransformError(
      'dropCssCopyFromPayload',
      context,
      'the flight data still holds the stylesheet in a form it does not recognise',
    );
  if (css.copies)
    report.push(
      `${css.copies} CSS ${css.copies === 1 ? 'copy' : 'copies'} emptied (${kb(css.emptied)})`,
    );
  else
    notices.push(
      `dropCssCopyFromPayload on ${context.page}: no longer needed, Next ${context.nextVersion} no ` +
        'longer copies the inlined stylesheet into the page payload; remove the transform.',
    );

  const flight = splitFlightData(css.html);
  if (!flight.script)
    throw new TransformError('splitFlightData', context, 'found no inline flight data');
  if (/self\.__next_f/.test(flight.html))
    throw new TransformError('splitFlightData', context, 'left flight data in the page');
  const flightSrc = context.flightUrl(flight.script);
  report.push(
    `${flight.pushes} flight pushes → ${flightSrc} (${kb(Buffer.byteLength(flight.script))})`,
  );

  const framework = deferFrameworkScripts(flight.html, {
    first: [flightSrc],
    start: context.start,
  });
  if (framework.deferred.length === 0)
    throw new TransformError(
      'deferFrameworkScripts',
      context,
      'found no <script async> to defer, so nothing would load the flight data splitFlightData moved out',
    );
  if (/<script[^>]*\sasync[\s=>]/.test(framework.html))
    throw new TransformError('deferFrameworkScripts', context, 'left a <script async> in the page');
  report.push(
    `${framework.deferred.length} scripts deferred to ${context.start === 'paint' ? 'the first paint' : 'the first interaction'}`,
  );

  return { html: framework.html, flightScript: flight.script, report, notices };
}
