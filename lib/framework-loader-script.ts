import { framework, type FrameworkData } from './framework.ts';
import { inlineScript } from './inline-script.ts';
import { scriptPath } from './trusted-types.ts';

type Policy = { createScriptURL(url: string): unknown };
type PolicyFactory = {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): Policy;
};

/**
 * Starts the framework. The page is complete without it (links are real, the carry-query
 * script carries the query, the sticky bar has its own script), so on pages for people it starts
 * after the visitor's first interaction; on a page whose list says 'paint' (the not-found page,
 * which logs the missing path unprompted) right after its first frame. The input's own handler only
 * schedules: the scripts are added after the next frame is drawn, one per task, because adding a
 * script element costs main-thread time of its own. They run in order and download in parallel.
 *
 * The list is the JSON block the post-build step writes at the end of the page (FrameworkData). A
 * page with none (the development server) or with more than one (someone else wrote one) starts
 * nothing here.
 *
 * Its own Trusted Types policy, created before any other script can run, turns only the listed
 * scripts into script URLs. The first of them creates the default policy the framework needs
 * (lib/trusted-types.ts). Under the CSP's require-trusted-types-for 'script', every other sink
 * throws. In a browser without Trusted Types the scripts are added from plain strings.
 *
 * Self-contained (see inlineScript): it reads only its parameters and the page.
 */
function loadFramework(
  dataId: string,
  events: readonly string[],
  policy: string,
  path: typeof scriptPath,
) {
  let data: FrameworkData | null | undefined;
  const read = () => {
    if (data === undefined) {
      const blocks = document.querySelectorAll(`script[type="application/json"]#${dataId}`);
      data =
        blocks.length === 1 ? (JSON.parse(blocks[0].textContent ?? '') as FrameworkData) : null;
    }
    return data;
  };
  const own = (window as { trustedTypes?: PolicyFactory }).trustedTypes?.createPolicy(policy, {
    createScriptURL: (url) => {
      const list = read();
      const allowed = list && path(url, list.load);
      if (!allowed) throw new TypeError(`Trusted Types: ${url} is not on this page's list`);
      return allowed;
    },
  });

  let added = 0;
  const add = (list: FrameworkData) => {
    const script = document.createElement('script');
    const url = list.load[added++];
    // A TrustedScriptURL where the browser has them; the DOM's typings know only strings.
    script.src = (own ? own.createScriptURL(url) : url) as string;
    script.async = false;
    document.head.appendChild(script);
    if (added < list.load.length) setTimeout(() => add(list), 0);
  };
  let started = false;
  const start = () => {
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', start);
      return;
    }
    const list = read();
    if (started || !list || list.load.length === 0) return;
    started = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        // The page inlines only the rules its own markup uses; what the framework renders later (a
        // page reached client-side, the error screen) needs the rest. It adds to the cascade what
        // the page already has, in the same order, so nothing on screen changes when it applies.
        const sheet = document.createElement('link');
        sheet.rel = 'stylesheet';
        sheet.href = list.stylesheet;
        document.head.appendChild(sheet);
        add(list);
      }, 0),
    );
  };
  const input = (event: Event) => {
    // A mousemove that moved nothing is the browser's own: Chromium sends one as a page loads under a
    // resting pointer. The visitor has not interacted yet.
    const { movementX, movementY } = event as MouseEvent;
    if (event.type === 'mousemove' && movementX === 0 && movementY === 0) return;
    for (const type of events) removeEventListener(type, input, true);
    start();
  };
  for (const type of events) addEventListener(type, input, { capture: true, passive: true });
  const unprompted = () => {
    if (read()?.start === 'paint') start();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', unprompted);
  else unprompted();
}

/** Inline in every page; the post-build step adds its hash to the Content-Security-Policy. */
export const frameworkLoaderScript = inlineScript(
  loadFramework,
  framework.dataId,
  framework.interactionEvents,
  framework.trustedTypesPolicies[0],
  scriptPath,
);
