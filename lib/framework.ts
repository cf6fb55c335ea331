/**
 * What the framework loader (lib/framework-loader-script.ts), the post-build step that writes each
 * page's list of framework scripts (build-steps/transforms/framework-scripts.ts) and the Content-Security-Policy
 * (hosting/headers.ts) agree on, spelled once. Plain JS because Node scripts import it too.
 */
export const framework = Object.freeze({
  /** The id of the JSON block at the end of each page that lists its framework scripts. */
  dataId: 'framework-scripts',
  /**
   * Events that mean a person is there: the first of them starts the framework. Touches and
   * presses count when they end (a scroll gesture or a tap is complete, and its click has
   * landed), so the framework's work never lands inside the gesture that reveals the sticky bar
   * or follows a link.
   */
  interactionEvents: ['pointerup', 'touchend', 'keydown', 'mousemove', 'wheel', 'scrollend'],
  /**
   * The Trusted Types policies the loader creates, the only ones the CSP allows: its own, for
   * the scripts it adds, and the default one, for the script URLs Turbopack's runtime assigns
   * from plain strings (it creates no policy of its own).
   */
  trustedTypesPolicies: ['framework-loader', 'default'],
} as const);

/**
 * The list a page's loader reads: the scripts it starts, in order (the default Trusted Types
 * policy, the page's flight data, then the framework), when it starts them, and the whole
 * stylesheet, which it adds as it starts the framework (the page itself inlines only the rules its
 * own markup uses).
 */
export type FrameworkData = {
  load: string[];
  start: 'interaction' | 'paint';
  stylesheet: string;
};
