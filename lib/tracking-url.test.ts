import { TrackingUrlError, parseTrackingUrl } from './tracking-url.ts';

describe('parseTrackingUrl', () => {
  it('accepts another provider host and normalises it', () => {
    expect(parseTrackingUrl(' https://go.Partner.example/click ')).toBe(
      'https://go.partner.example/click',
    );
  });

  it.each([
    ['http://vip.provider.example/click', /https/],
    ['https://vip.provider.example/signup', /path must be \/click/],
    ['https://vip.provider.example/click/', /path must be \/click/],
    ['https://vip.provider.example/click?aff=1', /takes none/],
    ['https://user:pw@vip.provider.example/click', /credentials/],
    ['javascript:alert(1)', /https/],
    ['vip.provider.example/click', /absolute URL/],
    ['', /absolute URL/],
  ])('rejects %j with a clear message', (value, reason) => {
    expect(() => parseTrackingUrl(value)).toThrow(TrackingUrlError);
    expect(() => parseTrackingUrl(value)).toThrow(reason);
    expect(() => parseTrackingUrl(value)).toThrow(/TRACKING_URL is invalid/);
  });
});

describe('site config', () => {
  const setTrackingUrl = (value: string | undefined) => {
    if (value === undefined) delete process.env.TRACKING_URL;
    else process.env.TRACKING_URL = value;
  };
  const original = process.env.TRACKING_URL;
  afterEach(() => setTrackingUrl(original));
  /** site.trackingUrl, the site's config loaded afresh with TRACKING_URL set to `value`. */
  const trackingUrl = (value: string | undefined) => {
    setTrackingUrl(value);
    let url: unknown;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    jest.isolateModules(() => (url = require('./site').site.trackingUrl));
    return url;
  };

  it('without TRACKING_URL, sends every trial to the provider subdomain at /click over https', () => {
    expect(trackingUrl(undefined)).toMatch(/^https:\/\/[a-z0-9-]+\.[a-z0-9-]+\.[a-z]+\/click$/);
  });

  it('uses TRACKING_URL from the environment when it is valid', () => {
    expect(trackingUrl('https://trk.other.example/click')).toBe('https://trk.other.example/click');
  });

  it('refuses to load, and so fails the build, with an invalid TRACKING_URL', () => {
    expect(() => trackingUrl('http://trk.other.example/go')).toThrow(/TRACKING_URL is invalid/);
  });
});
