/** @jest-environment node */
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { framework } from '../lib/framework.ts';
import { contentSecurityPolicy } from './headers.ts';

const hashes = {
  scriptHashes: [
    'LkqU+Nf77jvjLWw2fScV9ICRRo/Q1cAz7OEBaS9BSfM=',
    'jnKZPOKFgkWgzinL+doBf2Eznbfn2MPwe+7HFKaKLGw=',
  ],
  styleHashes: ['3ZUvLTq9F3lfre6jBOUBiVzVAwYflL/jLVIlku529Os='],
};

describe.each([
  ['header', false],
  ['<meta>', true],
])('the %s Content-Security-Policy', (_, meta) => {
  const policy = contentSecurityPolicy({ ...hashes, meta });

  it("gets nothing above informational from Google's CSP Evaluator", () => {
    const findings = new CspEvaluator(new CspParser(policy).csp).evaluate();
    const serious = findings
      .filter((finding) => finding.severity < Severity.INFO)
      .map((finding) => `${finding.directive} ${finding.value ?? ''}: ${finding.description}`);
    expect(serious).toEqual([]);
  });

  it('runs only hashed scripts and what they add, with Trusted Types required', () => {
    const directives = new Map(
      policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const),
    );
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual([
      "'self'",
      "'strict-dynamic'",
      ...hashes.scriptHashes.map((h) => `'sha256-${h}'`),
    ]);
    expect(directives.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(directives.get('trusted-types')).toEqual(framework.trustedTypesPolicies);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('form-action')).toEqual(["'none'"]);
    expect(directives.has('frame-ancestors')).toBe(!meta);
  });
});
