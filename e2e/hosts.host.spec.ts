import { expect, test } from '@playwright/test';
import { hostKeys, hosts } from '../hosting/hosts/index.ts';
import { runtimeSite, simulatedSite } from '../hosting/test-sites.ts';
import { testedOn } from '../hosting/table.ts';
import { check } from '../hosting/verify.ts';
import { promises } from '../hosting/promises/index.ts';
import { attachHostLog } from './support/browser';

// Every host's own tests: each promise npm run verify checks on the live site (hosting/promises/),
// here against the host's runtime, or its vendor's rules answering in-process, held to how its
// module says it differs (hosting/hosts/). Each host's project runs only its own tests, so the table
// of docs/deploy.md credits a promise to a host only from a test of its own. A line – (how the host
// differs, and why) goes to the report.

test.afterEach(attachHostLog);

for (const key of hostKeys)
  test.describe(`${hosts[key].name} @${key}`, () => {
    for (const promise of testedOn(hosts[key]))
      test(`${promises[promise].title} [${promise}]`, async () => {
        // The hostile walk sends more than 2,000 requests; an emulator takes half a minute.
        if (promise === 'hostilePaths') test.setTimeout(300_000);
        const site = hosts[key].runtime ? runtimeSite(key) : simulatedSite(key);
        const lines = await check(promise, site);
        for (const { mark, text } of lines) {
          test.info().annotations.push({ type: mark, description: text });
          if (promise === 'hostilePaths') console.log(`${key}: ${mark} ${text}`);
        }
        expect(lines.filter(({ mark }) => mark === '✗').map(({ text }) => text)).toEqual([]);
      });
  });
