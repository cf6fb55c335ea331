#!/usr/bin/env node
// The GitHub calls the workflows make, through its REST API with the token a workflow gives a
// step: one comment on a pull request, kept up to date (the deploy's preview addresses), and one
// issue, open while something is broken (the live site's watch, the Next canary): opened, commented
// on while it stays broken, and closed with a comment once it holds again. The issue is found by
// the search API, however many other issues and pull requests are open.
//   node lib/node/github.ts report TITLE BODY     (or resolve TITLE BODY)
type Env = Record<string, string | undefined>;
type Item = { number: number; id: number; title?: string; body?: string };

/** The calls, or null where the environment has no token and repository to make them with. */
export function github(env: Env = process.env, fetcher: typeof fetch = fetch) {
  const { GITHUB_TOKEN, GITHUB_REPOSITORY, GITHUB_API_URL = 'https://api.github.com' } = env;
  if (!GITHUB_TOKEN || !GITHUB_REPOSITORY) return null;
  // A path under the repository's own, or (from /search/) the API's.
  const call = async (path: string, method = 'GET', body?: object) => {
    const under = path.startsWith('/search/') ? '' : `/repos/${GITHUB_REPOSITORY}`;
    const response = await fetcher(`${GITHUB_API_URL}${under}${path}`, {
      method,
      headers: { authorization: `Bearer ${GITHUB_TOKEN}`, accept: 'application/vnd.github+json' },
      body: body && JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`GitHub answered ${method} ${path} with ${response.status}`);
    return response.json();
  };
  const openIssue = async (title: string) => {
    const query = `repo:${GITHUB_REPOSITORY} is:issue is:open in:title "${title}"`;
    const found = (await call(`/search/issues?q=${encodeURIComponent(query)}`)) as {
      items: Item[];
    };
    return found.items.find((issue) => issue.title === title);
  };
  return {
    /** The pull request's one comment that starts with `marker`: written, or rewritten. */
    async comment(pr: string, marker: string, body: string) {
      const comments = (await call(`/issues/${pr}/comments?per_page=100`)) as Item[];
      const own = comments.find((comment) => comment.body?.startsWith(marker));
      const text = { body: `${marker}\n${body}` };
      if (own) await call(`/issues/comments/${own.id}`, 'PATCH', text);
      else await call(`/issues/${pr}/comments`, 'POST', text);
    },
    /** The one open issue titled `title`: opened with `body`, or commented on while it is open. */
    async report(title: string, body: string) {
      const open = await openIssue(title);
      if (open) await call(`/issues/${open.number}/comments`, 'POST', { body });
      else await call('/issues', 'POST', { title, body });
      return open ? `commented on #${open.number}` : 'opened an issue';
    },
    /** Comments `body` on the open issue titled `title`, and closes it; none open, nothing. */
    async resolve(title: string, body: string) {
      const open = await openIssue(title);
      if (!open) return 'no issue was open';
      await call(`/issues/${open.number}/comments`, 'POST', { body });
      await call(`/issues/${open.number}`, 'PATCH', { state: 'closed' });
      return `closed #${open.number}`;
    },
  };
}

async function main() {
  const [what, title, body] = process.argv.slice(2);
  const calls = github();
  if (!calls || (what !== 'report' && what !== 'resolve') || !title || !body) {
    console.error(
      'node lib/node/github.ts report|resolve TITLE BODY, with GITHUB_TOKEN and GITHUB_REPOSITORY set',
    );
    process.exit(2);
  }
  console.log(`${title}: ${await calls[what](title, body)}.`);
}

if (import.meta.main) main();
