/** @jest-environment node */
import { readElements } from '../page.ts';
import { capturedPages, exported, page, versions } from '../fixtures/next-output';
import { moveRuntimeBootstrap } from './runtime-bootstrap.ts';

/** What Turbopack's runtime finds when it starts: what the scripts pushed to TURBOPACK. */
const pushed = (script: string) => {
  const scope: { TURBOPACK?: unknown[] } = {};
  new Function('globalThis', script)(scope);
  return scope.TURBOPACK;
};

describe.each(capturedPages)('on %s as Next exported it', (name) => {
  it('moves the bootstrap out of the page, to push the same list when it runs', () => {
    const inline = readElements(exported(name)).filter(
      (e) => e.tag === 'script' && e.text.includes('TURBOPACK'),
    );
    expect(inline).toHaveLength(1);
    const read = page(name);
    const { script, notice } = moveRuntimeBootstrap(read);
    expect(notice).toBeUndefined();
    expect(pushed(script)).toEqual(pushed(inline[0].text));
    expect(read.toString()).not.toContain('TURBOPACK');
  });
});

it('says it is no longer needed once Next writes no inline bootstrap', () => {
  const bootstrap = readElements(exported('index.html')).find(
    (e) => e.tag === 'script' && e.text.includes('TURBOPACK'),
  )!;
  const html = exported('index.html');
  const without = html.slice(0, bootstrap.start) + html.slice(bootstrap.end);
  expect(moveRuntimeBootstrap(page('index.html', without))).toEqual({
    script: '',
    notice: `moveRuntimeBootstrap on index.html: no longer needed, Next ${versions().next} writes no inline Turbopack bootstrap; remove the transform.`,
  });
});
