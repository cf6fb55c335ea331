// Every answer in a coding its request accepts (RFC 9110): none where it accepts none, and never one
// it did not name, so no cache or client is handed bytes it cannot read. For a browser, which asks
// for br and gzip, every page, script and stylesheet of 1 KB or more (a host may send a smaller one,
// or its 404, as it is) compressed, with Vary: Accept-Encoding, so a cache keeps each coding apart.
import { acceptEncoding, contentCodings, one } from '../http.ts';
import type { Check } from '../check.ts';
import { builtFiles } from './files.ts';

/** Each way a client asks: as a browser, for gzip alone, for no coding. */
const asked = [{ compressed: true }, { headers: { 'Accept-Encoding': 'gzip' } }, {}];

export const compression: Check = {
  title: 'compression',
  promise:
    'every page, script and stylesheet compressed for a browser, with Vary: Accept-Encoding; no coding a request does not accept',
  cases: async (site) =>
    (await builtFiles(site)).flatMap(({ target }) => asked.map((how) => ({ target, ...how }))),
  assert(answer, request) {
    const codings = contentCodings(answer);
    const accepts = acceptEncoding(request);
    const accepted = accepts.split(',').map((coding) => coding.trim().split(';')[0]);
    if (codings.some((coding) => !accepted.includes(coding)))
      return [`Content-Encoding: ${codings.join(', ')} to a request that accepts ${accepts}`];
    const text = /html|css|javascript/.test(one(answer, 'content-type') ?? '');
    if (!request.compressed || !text || answer.body.length < 1024 || answer.status !== 200)
      return [];
    const vary = (answer.headers.get('vary') ?? [])
      .join(',')
      .toLowerCase()
      .split(/\s*,\s*/);
    return [
      !codings.length && 'not compressed',
      !vary.includes('accept-encoding') && !vary.includes('*') && 'no Vary: Accept-Encoding',
    ].filter((problem) => typeof problem === 'string');
  },
  whenKept: (count) =>
    `${count} answers, each in a coding its request accepts; pages, scripts and stylesheets compressed for a browser, with Vary: Accept-Encoding`,
};
