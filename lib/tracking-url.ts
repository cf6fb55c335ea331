/**
 * Validation of the trial provider's click-tracking URL. Every call to action sends the whole
 * browser there, so a wrong value would silently lose every sign-up: a bad value stops the build.
 */

export class TrackingUrlError extends Error {
  constructor(value: string, reason: string) {
    super(
      `TRACKING_URL is invalid (${reason}): ${JSON.stringify(value)}. ` +
        'Set it to an https address whose path is /click, e.g. https://vip.provider.example/click, ' +
        'or unset it to use the default.',
    );
    this.name = 'TrackingUrlError';
  }
}

/** Returns the canonical tracking URL (no query, no hash) or throws with a message an owner can act on. */
export function parseTrackingUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new TrackingUrlError(value, 'not an absolute URL');
  }
  if (url.protocol !== 'https:') throw new TrackingUrlError(value, 'it must use https');
  if (url.username || url.password)
    throw new TrackingUrlError(value, 'it must not hold credentials');
  if (url.pathname !== '/click') throw new TrackingUrlError(value, 'its path must be /click');
  if (url.search || url.hash) {
    throw new TrackingUrlError(value, 'the visitor’s query is added at run time, so it takes none');
  }
  return `${url.origin}${url.pathname}`;
}
