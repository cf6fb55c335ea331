import { expect, test } from '@playwright/test';
import { checksFor, runtimeSite, simulatedSite } from '../hosting/checks.ts';
import * as hosts from '../hosting/hosts/index.ts';
import type { Host, HostKey } from '../hosting/promises.ts';
import { attachHostLog } from './support/browser';

// Every host's own tests: the checks npm run verify runs on the live site (hosting/checks.ts), here
// against the host's runtime, or its vendor's rules answering in-process, with its stated answers
// and exceptions (hosting/hosts/). Each host's project runs only its own tests, so the table of
// docs/deploy.md credits a promise to a host only from a test of its own. A check's note (–), such
// as a stated exception, goes to the report.

test.afterEach(attachHostLog);

for (const [key, host] of Object.entries(hosts) as [HostKey, Host][])
  test.describe(`${host.name} @${key}`, () => {
    for (const check of checksFor(host, host.runtime ? 'runtime' : 'simulation'))
      test(`${check.title}${check.promise ? ` [${check.promise}]` : ''}`, async () => {
        // The hostile walk sends more than 2,000 requests; an emulator takes half a minute.
        if (check.promise === 'hostilePaths') test.setTimeout(300_000);
        const lines = await check.run(host.runtime ? runtimeSite(key) : simulatedSite(key));
        for (const { mark, text } of lines) {
          test.info().annotations.push({ type: mark, description: text });
          if (check.promise === 'hostilePaths') console.log(`${key}: ${mark} ${text}`);
        }
        expect(lines.filter(({ mark }) => mark === '✗').map(({ text }) => text)).toEqual([]);
      });
  });
