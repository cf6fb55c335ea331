/** @jest-environment node */
import { createRequire } from 'node:module';
import * as vercelSchemas from '@vercel/routing-utils';
import { securityHeaders } from '../headers.ts';
import { routeTable, vercel, vercelConfig } from './vercel.ts';

const config = vercelConfig({
  'Content-Security-Policy': "default-src 'none'",
  ...securityHeaders,
});

/**
 * vercel.json as Vercel's CLI validates it: the routing-utils schemas of each key, compiled by the
 * Ajv that routing-utils itself ships with, and no key Vercel does not know (a misspelt key, say
 * cleanUrl, would otherwise be ignored without a word).
 */
it("passes Vercel's own schemas, with no key they do not know", () => {
  const Ajv = createRequire(createRequire(import.meta.url).resolve('@vercel/routing-utils'))('ajv');
  const validate = new Ajv({ allErrors: true }).compile({
    type: 'object',
    additionalProperties: false,
    properties: {
      $schema: { type: 'string' },
      headers: vercelSchemas.headersSchema,
      redirects: vercelSchemas.redirectsSchema,
      rewrites: vercelSchemas.rewritesSchema,
    },
  });
  const valid = validate(JSON.parse(config));
  expect(validate.errors ?? []).toEqual([]);
  expect(valid).toBe(true);
});

it("compiles in Vercel's router, every header on every path", async () => {
  const everyPath = (await routeTable(config)).find((route) => route.src === '^(?:/(.*))$');
  expect(everyPath?.headers).toEqual({
    'Content-Security-Policy': "default-src 'none'",
    ...securityHeaders,
  });
});

it('deploys a preview, production with --prod, finds the address, and passes its preview protection', () => {
  const command = (production: boolean) =>
    vercel.deploy!.command(
      '/stage/vercel',
      { production, branch: 'x' },
      { VERCEL_TOKEN: 'vc-token' },
    );
  expect(command(false)).toEqual(
    expect.arrayContaining(['deploy', '/stage/vercel', '--token=vc-token']),
  );
  expect(command(false)).not.toContain('--prod');
  expect(command(true)).toContain('--prod');
  const output = 'Inspect: https://vercel.com/x\nhttps://formafit-abc123.vercel.app';
  expect(vercel.deploy!.address(output)).toBe('https://formafit-abc123.vercel.app');
  expect(vercel.deploy!.headers!({ VERCEL_AUTOMATION_BYPASS_SECRET: 'b' })).toEqual({
    'x-vercel-protection-bypass': 'b',
  });
  expect(vercel.deploy!.headers!({})).toEqual({});
});
