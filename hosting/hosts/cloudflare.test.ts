/** @jest-environment node */
import { cloudflare } from './cloudflare.ts';

it('deploys with the wrangler whose runtime the tests ran: the branch is a preview, main production', () => {
  const command = (production: boolean) =>
    cloudflare.deploy!.command(
      '/stage/cloudflare',
      { production, branch: 'pr-42' },
      { CLOUDFLARE_PAGES_PROJECT: 'formafit' },
    );
  expect(command(false)).toEqual([
    'npx',
    '--yes',
    expect.stringMatching(/^wrangler@\d+\.\d+\.\d+$/),
    'pages',
    'deploy',
    '/stage/cloudflare',
    '--project-name=formafit',
    '--branch=pr-42',
    '--commit-dirty=true',
  ]);
  expect(command(true)).toContain('--branch=main');
  const output = '✨ Deployment complete! Take a peek over at https://4f2c1a.formafit.pages.dev';
  expect(cloudflare.deploy!.address(output)).toBe('https://4f2c1a.formafit.pages.dev');
});
