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
  const original = process.env.TRACKING_URL;
  afterEach(() => {
    if (original === undefined) delete process.env.TRACKING_URL;
    else process.env.TRACKING_URL = original;
    jest.resetModules();
  });

  it('without TRACKING_URL, sends every trial to the provider subdomain at /click over https', () => {
    delete process.env.TRACKING_URL;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { site } = require('./site');
      expect(site.trackingUrl).toMatch(/^https:\/\/[a-z0-9-]+\.[a-z0-9-]+\.[a-z]+\/click$/);
    });
  });

  it('uses TRACKING_URL from the environment when it is valid', () => {
    process.env.TRACKING_URL = 'https://trk.other.example/click';
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      expect(require('./site').site.trackingUrl).toBe('https://trk.other.example/click');
    });
  });

  it('refuses to load, and so fails the build, with an invalid TRACKING_URL', () => {
    process.env.TRACKING_URL = 'http://trk.other.example/go';
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      expect(() => require('./site')).toThrow(/TRACKING_URL is invalid/);
    });
  });
});
