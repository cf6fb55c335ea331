/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { legalPages, legalSource, type LegalPath } from '@/lib/legal';
import { site } from '@/lib/site';

it('the legal text uses only values the site has: a misspelt one would show as nothing', () => {
  const unknown = (Object.keys(legalPages) as LegalPath[]).flatMap((path) =>
    [...readFileSync(legalSource(path), 'utf8').matchAll(/\{\s*site\.(\w+)/g)]
      .map((m) => m[1])
      .filter((name) => !(name in site))
      .map((name) => `{site.${name}} in ${legalSource(path)}`),
  );
  expect(unknown).toEqual([]);
});
