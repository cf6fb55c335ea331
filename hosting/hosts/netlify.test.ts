/** @jest-environment node */
import { netlify } from './netlify.ts';

it('deploys a preview under an alias, production with --prod, never building again, and finds the address', () => {
  const command = (production: boolean) =>
    netlify.deploy!.command(
      '/stage/netlify',
      { production, branch: 'pr-42' },
      { NETLIFY_SITE_ID: 'nf-site' },
    );
  expect(command(false)).toEqual(
    expect.arrayContaining([
      'deploy',
      '--dir=/stage/netlify',
      '--site=nf-site',
      '--no-build',
      '--alias=pr-42',
    ]),
  );
  expect(command(false)).not.toContain('--prod');
  expect(command(true)).toContain('--prod');
  const output =
    'Deploying…\n{ "site_id": "x", "deploy_url": "https://pr-42--formafit.netlify.app" }';
  expect(netlify.deploy!.address(output)).toBe('https://pr-42--formafit.netlify.app');
});
