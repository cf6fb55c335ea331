/** @jest-environment node */
import { hostOf } from './verify.ts';

it("names the host of an address on the host's own domain, for its stated exceptions", () => {
  expect(hostOf('pr-42--formafit.netlify.app')).toBe('netlify');
  expect(hostOf('4f2c1a.formafit.pages.dev')).toBe('cloudflare');
  expect(hostOf('formafit-abc123.vercel.app')).toBe('vercel');
  expect(hostOf('owner.github.io')).toBe('pages');
  expect(hostOf('formafit.web.app')).toBe('firebase');
  expect(hostOf('formafit.firebaseapp.com')).toBe('firebase');
  expect(hostOf('red-dune-0d2e38c03.azurestaticapps.net')).toBe('azure');
  // A site's own name says nothing of its host: every promise is held to it.
  expect(hostOf('www.formafit.app')).toBeNull();
  expect(hostOf('netlify.app.example.com')).toBeNull();
});
