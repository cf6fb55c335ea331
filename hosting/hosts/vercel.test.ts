/** @jest-environment node */
import { createRequire } from 'node:module';
import * as vercelSchemas from '@vercel/routing-utils';
import { securityHeaders } from '../headers.ts';
import { vercelConfig } from './vercel.ts';

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
