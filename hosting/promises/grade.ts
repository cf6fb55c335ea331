// The MDN HTTP Observatory's own grade of every page (hosting/observatory.ts): A+, or it fails with
// what cost the points. It grades headers over https, and a site that sends none of ours (GitHub
// Pages) has nothing of ours to grade.
import { pagePaths } from '../../lib/routes.ts';
import { A_PLUS, observatoryGrade } from '../observatory.ts';
import { deviation, type Check } from '../check.ts';

type Graded = Awaited<ReturnType<typeof observatoryGrade>> & { broken?: string };

export const grade: Check<{ target: string }, Graded> = {
  title: 'Observatory grade',
  promise: "the MDN Observatory's grade, A+, on every page",
  on: ['live'],
  pool: 1,
  cases: (site) =>
    site.offline
      ? 'not graded: --offline, and the grader is fetched the first time'
      : site.url.protocol !== 'https:' || deviation(site, 'headers')?.keeps === 'no'
        ? 'not graded: it grades the headers of a site over https'
        : pagePaths.map((target) => ({ target })),
  ask: (site, { target }) => {
    const failed = (broken: string): Graded => ({ grade: '', score: 0, results: [], broken });
    const graded = observatoryGrade(site.url.hostname, {
      httpsPort: Number(site.url.port || 443),
      httpPort: site.httpPort ?? 80,
      path: target,
      headers: site.headers,
    }).catch((error: Error) => failed(error.message));
    const left = (site.deadline ?? Infinity) - Date.now();
    const late = new Promise<Graded>((end) =>
      setTimeout(
        () => end(failed("not graded: the check's time is up")),
        Math.min(left, 60_000),
      ).unref(),
    );
    return Promise.race([graded, late]);
  },
  assert: ({ grade, score, results }) =>
    score >= A_PLUS
      ? []
      : [
          `${grade} (${score}): ${results
            .filter((r) => r.modifier < 0)
            .map((r) => `${r.test} ${r.result} (${r.modifier})`)
            .join(', ')}`,
        ],
  whenKept: (count) => `${count} pages graded A+`,
};
