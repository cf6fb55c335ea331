// Pure transforms of exported HTML, applied by scripts/postbuild.mjs and unit-tested on their own.
import { createHash } from 'node:crypto';

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('base64');

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

/**
 * Events that mean a person is there: the first of them starts the framework. Touches and presses
 * count when they end (a scroll gesture or a tap is complete, and its click has landed), so the
 * framework's work never lands inside the gesture that reveals the sticky bar or follows a link.
 */
const INTERACTION_EVENTS = ['pointerup', 'touchend', 'keydown', 'mousemove', 'wheel', 'scrollend'];

/**
 * Moves React's flight data (the inline self.__next_f pushes that hydration reads) out of the page.
 * Returns the page without it and the script that replays it, or script null when there is none.
 * The HTML then fits the first round trips of a slow connection; the data is only fetched when the
 * framework starts. Run it after dropCssCopyFromPayload, which edits the payload in the page.
 */
export function splitFlightData(html) {
  const bodies = [];
  const page = html.replace(
    /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([\s\S]*?)<\/script>/g,
    (_, body) => {
      bodies.push(body);
      return '';
    },
  );
  return { html: page, script: bodies.length ? `${bodies.join(';\n')};\n` : null };
}

/**
 * Replaces the framework's <script async> tags with one small loader. The page is complete without
 * the framework (links are real, and the early-attribution script carries the query), so on pages
 * for people it starts at their first interaction: loading stays free of script work on a slow
 * phone, and a scroll, tap, key or mouse move brings the sticky bar and client-side navigation.
 * start 'paint' starts it right after the first frame instead, for pages whose effects must run
 * unprompted (the not-found page logs the missing path). `first` lists scripts that run before the
 * framework (its flight data); scripts run in order, downloading in parallel.
 * Already-transformed pages are left as they are, so the step can run twice.
 *
 * @param {string} html
 * @param {{ first?: string[], start?: 'interaction' | 'paint' }} [options]
 */
export function deferFrameworkScripts(html, { first = [], start = 'interaction' } = {}) {
  if (html.includes('id="load-framework"')) return html;
  const sources = [];
  const stripped = html
    .replace(/<link rel="preload" as="script"[^>]*\/>/g, '')
    .replace(/<script src="([^"]+)" async=""><\/script>/g, (_, src) => {
      sources.push(src);
      return '';
    });
  if (sources.length === 0) return html;
  // The input's own handler only schedules: scripts are added after the next frame is drawn, one
  // per task, because adding a script element costs main-thread time of its own.
  const trigger =
    start === 'paint'
      ? 'l()'
      : `var v=${JSON.stringify(INTERACTION_EVENTS)};for(var j=0;j<v.length;j++)addEventListener(v[j],l,{capture:true,passive:true,once:true})`;
  const loader = `(function(){var s=${JSON.stringify([...first, ...sources])},i=0,d=0;function n(){var e=document.createElement("script");e.src=s[i++];e.async=false;document.head.appendChild(e);if(i<s.length)setTimeout(n,0)}function l(){if(d)return;d=1;requestAnimationFrame(function(){setTimeout(n,0)})}${trigger}})()`;
  return stripped.replace('</body>', `<script id="load-framework">${loader}</script></body>`);
}

/** The scripts a page's loader starts, in order: what deferFrameworkScripts moved into it. */
export function loaderScripts(html) {
  const list = /<script id="load-framework">\(function\(\)\{var s=(\[[^\]]*\])/.exec(html);
  return list ? JSON.parse(list[1]) : [];
}

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly, while it
 * streams in on a background thread. Without it the framework's module factories compile lazily on
 * the main thread when they first run, inside the task that starts the framework, which is the
 * visitor's first interaction. Returns the source unchanged when it already carries the hint.
 */
export function addCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** Next's own escaping of flight data inside <script>, so the rewritten payload stays inert HTML. */
const escapeForScript = (json) =>
  json.replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * With inlined CSS, Next also copies the whole stylesheet into the page's RSC payload (~6 KB gzip).
 * React only needs the <style data-href> element it finds in the document, matched by href, so the
 * copy is emptied here. Left as it is when the payload does not hold the CSS in one piece.
 */
export function dropCssCopyFromPayload(html) {
  const style = /<style data-precedence="next" data-href="[^"]+">([\s\S]*?)<\/style>/.exec(html);
  if (!style) return html;
  const row = `:T${Buffer.byteLength(style[1], 'utf8').toString(16)},${style[1]}`;
  return html.replace(
    /<script>self\.__next_f\.push\((\[1,"[\s\S]*?"\])\)<\/script>/g,
    (whole, json) => {
      const [kind, data] = JSON.parse(json);
      const at = data.indexOf(row);
      if (at === -1) return whole;
      const emptied = `${data.slice(0, at)}:T0,${data.slice(at + row.length)}`;
      return `<script>self.__next_f.push(${escapeForScript(JSON.stringify([kind, emptied]))})</script>`;
    },
  );
}
