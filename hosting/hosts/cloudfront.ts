// S3 + CloudFront: a private bucket behind CloudFront, the CloudFront Function beside this file as
// its viewer-request handler (runtime cloudfront-js-2.0), a response headers policy written to
// hosting/generated/, and custom error responses mapping 403 and 404 to /404.html with 404. S3
// would serve any config as a file, so it is given none. It is proven by running the function on
// viewer-request events shaped as AWS documents them, over the files S3 holds, with the policy's
// headers on every answer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../lib/node/run.ts';
import { securityHeaders } from '../headers.ts';
import { hostsTls, type Host } from '../host.ts';
import type { Answer } from '../http.ts';
import { decoded, fileOr404, redirectAnswer } from '../simulate.ts';

/** The most characters a CloudFront response headers policy's Content-Security-Policy holds. */
export const CLOUDFRONT_CSP_LIMIT = 1783;

/** hosting/generated/cloudfront-response-headers-policy.json: every header in CloudFront's terms. */
export function cloudfrontPolicy(headers: Record<string, string>) {
  const policy = headers['Content-Security-Policy'];
  if (policy.length > CLOUDFRONT_CSP_LIMIT)
    throw new Error(
      `postbuild: the CSP header is ${policy.length} characters, more than the ${CLOUDFRONT_CSP_LIMIT} a CloudFront response headers policy holds`,
    );
  const hsts = securityHeaders['Strict-Transport-Security'];
  const custom = [
    'Permissions-Policy',
    'Cross-Origin-Opener-Policy',
    'Cross-Origin-Resource-Policy',
  ] as const;
  const config = {
    Name: 'static-site-security-headers',
    SecurityHeadersConfig: {
      ContentSecurityPolicy: { Override: true, ContentSecurityPolicy: policy },
      StrictTransportSecurity: {
        Override: true,
        AccessControlMaxAgeSec: Number(/max-age=(\d+)/.exec(hsts)?.[1]),
        IncludeSubdomains: hsts.includes('includeSubDomains'),
        Preload: hsts.includes('preload'),
      },
      ContentTypeOptions: { Override: true },
      FrameOptions: { Override: true, FrameOption: securityHeaders['X-Frame-Options'] },
      ReferrerPolicy: { Override: true, ReferrerPolicy: securityHeaders['Referrer-Policy'] },
    },
    CustomHeadersConfig: {
      Quantity: 3,
      Items: custom.map((header) => ({
        Header: header,
        Value: securityHeaders[header],
        Override: true,
      })),
    },
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

type Policy = ReturnType<typeof JSON.parse>;

/** The headers CloudFront adds from a response headers policy. */
export function policyHeaders(policy: Policy): Record<string, string> {
  const {
    ContentSecurityPolicy,
    StrictTransportSecurity: hsts,
    FrameOptions,
    ReferrerPolicy,
  } = policy.SecurityHeadersConfig;
  return {
    'Content-Security-Policy': ContentSecurityPolicy.ContentSecurityPolicy,
    'Strict-Transport-Security': `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}${hsts.Preload ? '; preload' : ''}`,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': FrameOptions.FrameOption,
    'Referrer-Policy': ReferrerPolicy.ReferrerPolicy,
    ...Object.fromEntries(
      policy.CustomHeadersConfig.Items.map((item: { Header: string; Value: string }) => [
        item.Header,
        item.Value,
      ]),
    ),
  };
}

export type ViewerRequest = {
  method: string;
  uri: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
  rawQueryString: () => string | undefined;
};
export type FunctionResponse = { statusCode: number; headers: { location: { value: string } } };

/** The function as CloudFront runs it: its handler, on a viewer-request event. */
export const handler = new Function(
  `${readFileSync(join(import.meta.dirname, 'cloudfront-function.js'), 'utf8')}; return handler;`,
)() as (event: unknown) => ViewerRequest | FunctionResponse;

/**
 * A viewer-request event shaped as AWS documents it ("CloudFront Functions event structure"), with
 * runtime 2.0's rawQueryString(). The parsed querystring is built the lossy way CloudFront builds
 * it (order by key, empty values and "&&" gone), so a function that used it would fail.
 */
export function viewerRequest(target: string, method = 'GET') {
  const at = target.indexOf('?');
  const uri = at === -1 ? target : target.slice(0, at);
  const raw = at === -1 ? undefined : target.slice(at + 1);
  const querystring: ViewerRequest['querystring'] = {};
  for (const pair of (raw ?? '').split('&').filter(Boolean)) {
    const [key, value = ''] = pair.split('=');
    const entry = querystring[key];
    if (!entry) querystring[key] = { value };
    else entry.multiValue = [...(entry.multiValue ?? [{ value: entry.value }]), { value }];
  }
  return {
    version: '1.0',
    context: {
      distributionDomainName: 'd111111abcdef8.cloudfront.net',
      distributionId: 'EDFDVBD6EXAMPLE',
      eventType: 'viewer-request',
      requestId: 'EXAMPLEntjQpEXAMPLE_SG5Z-EXAMPLEPmPfEXAMPLEu3EqEXAMPLE==',
    },
    viewer: { ip: '198.51.100.11' },
    request: {
      method,
      uri,
      querystring,
      headers: { host: { value: 'www.example.com' }, accept: { value: 'text/html' } },
      cookies: {},
      rawQueryString: () => raw,
    } satisfies ViewerRequest,
  };
}

export const cloudfront: Host = {
  name: 'S3 + CloudFront',
  provenBy:
    'hosting/hosts/cloudfront-function.js runs on viewer-request events shaped as AWS documents them, over the files S3 holds, with its response headers policy',
  generated: {
    'cloudfront-response-headers-policy.json': ({ headers }) => cloudfrontPolicy(headers),
  },
  simulate(out, files) {
    const policy = JSON.parse(
      readFileSync(
        join(root, 'hosting', 'generated', 'cloudfront-response-headers-policy.json'),
        'utf8',
      ),
    );
    const headers = policyHeaders(policy);
    return ({ target, method }): Answer => {
      const result = handler(viewerRequest(target, method));
      if ('statusCode' in result)
        return redirectAnswer(result.statusCode, result.headers.location.value, headers);
      const key = decoded(result.uri)?.slice(1);
      // A key S3 does not hold: 403 from a private bucket, which the error response makes the 404.
      return fileOr404(out, key && files.has(key) ? key : null, headers);
    };
  },
  deviations: {
    ...hostsTls,
    caching: {
      keeps: 'unproven',
      why: 'S3 sends the Cache-Control each object was uploaded with, which no file of out/ sets',
    },
    compression: {
      keeps: 'unproven',
      why: 'CloudFront compresses by the cache policy set in its console, which the function does not run',
    },
    hostilePaths: {
      why: "the function's answer to each is checked; what S3 and CloudFront answer by themselves does not run here",
    },
  },
};
