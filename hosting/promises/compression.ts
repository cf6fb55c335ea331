// Text compressed for a browser that asks: every page, and every script and stylesheet of 1 KB or
// more (a host may send a smaller one as it is), with Vary: Accept-Encoding, so that no cache in
// front hands compressed bytes to a client that did not ask for them.
import { pagePaths } from '../../lib/routes.ts';
import { one } from '../http.ts';
import { browserGets, built, type Check } from '../site.ts';

export const compression: Check = {
  title: 'compression',
  says: 'every page, script and stylesheet compressed (br, gzip or zstd), with Vary: Accept-Encoding',
  async cases(site) {
    const { assets } = await built(site);
    return browserGets([...pagePaths, ...assets]);
  },
  assert(answer) {
    if (answer.body.length < 1024 && !/html/.test(one(answer, 'content-type') ?? '')) return [];
    const encoding = answer.headers.get('content-encoding')?.join(', ') ?? 'none';
    const vary = (answer.headers.get('vary') ?? [])
      .join(',')
      .toLowerCase()
      .split(/\s*,\s*/);
    return [
      !['br', 'gzip', 'zstd'].includes(encoding) && `Content-Encoding: ${encoding}`,
      !vary.includes('accept-encoding') && !vary.includes('*') && 'no Vary: Accept-Encoding',
    ].filter((problem) => typeof problem === 'string');
  },
  holds: (count) => `${count} answers compressed, each with Vary: Accept-Encoding`,
};
