// Every promise the site keeps, one module each, in the order of the docs' table: npm run verify
// runs each on the live site, and each host's tests run each on the host's runtime here, or on its
// vendor's rules (hosting/verify.ts).
import type { PromiseKey } from '../host.ts';
import type { Check } from '../check.ts';
import { caching } from './caching.ts';
import { cleanUrls } from './clean-urls.ts';
import { compression } from './compression.ts';
import { files } from './files.ts';
import { grade } from './grade.ts';
import { headers } from './headers.ts';
import { hostilePaths } from './hostile-paths.ts';
import { https } from './https.ts';
import { noConfigServed } from './no-config-served.ts';
import { noOpenRedirect } from './no-open-redirect.ts';
import { notFound } from './not-found.ts';
import { tls } from './tls.ts';
import { trialLinks } from './trial-links.ts';

// Each with its own cases and answers: the runner asks and asserts them alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const promises: Record<PromiseKey, Check<any, any>> = {
  files,
  headers,
  trialLinks,
  notFound,
  cleanUrls,
  noOpenRedirect,
  noConfigServed,
  caching,
  compression,
  https,
  tls,
  hostilePaths,
  grade,
};
export const promiseKeys = Object.keys(promises) as PromiseKey[];
