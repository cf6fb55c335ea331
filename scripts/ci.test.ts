/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';

type Job = { steps: { run?: string }[] };
const jobs = readdirSync('.github/workflows').flatMap((file) =>
  Object.entries(
    (parse(readFileSync(`.github/workflows/${file}`, 'utf8')) as { jobs: Record<string, Job> })
      .jobs,
  ).map(([name, job]) => ({
    name: `${file} ${name}`,
    runs: job.steps.flatMap((step) => step.run ?? []),
  })),
);

it('sets up and runs the suite by one recipe: .ci/run and every job that runs it', () => {
  expect(readFileSync('.ci/run', 'utf8')).toMatch(/^exec node scripts\/ci\.ts$/m);
  const suite = jobs.filter(({ runs }) =>
    runs.some(
      (run) =>
        /npm (test|run check)|playwright|jest/.test(run) || run.startsWith('node scripts/ci.ts'),
    ),
  );
  expect(suite.map(({ name }) => name).sort()).toEqual([
    'ci.yml check',
    'ci.yml laptop',
    'next-canary.yml canary',
  ]);
  for (const { name, runs } of suite)
    expect({
      name,
      setup: runs
        .filter((run) => !run.startsWith('node scripts/ci.ts'))
        .filter((run) => !run.startsWith('node lib/node/github.ts')),
    }).toEqual({ name, setup: [] });
});
