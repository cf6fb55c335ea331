import { site } from './site.ts';
import { stickyBarScript } from './sticky-bar-script.ts';

const bar = `<div data-sticky-bar><div data-state="hidden" inert=""><a href="/x">Join Now</a></div></div>`;
const panel = () => document.querySelector('[data-sticky-bar] [data-state]')!;
const expectState = (state: 'shown' | 'hidden') => {
  expect(panel()).toHaveAttribute('data-state', state);
  expect(panel().hasAttribute('inert')).toBe(state === 'hidden');
};

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** jsdom lays nothing out: a stand-in that lets a test report the bar's size. */
const observed: Element[] = [];
let resized: ResizeObserverCallback = () => {};
class FakeResizeObserver {
  constructor(callback: ResizeObserverCallback) {
    resized = callback;
  }
  observe(element: Element) {
    observed.push(element);
  }
}
const reportHeight = (height: number) =>
  resized(
    [{ borderBoxSize: [{ blockSize: height }] } as unknown as ResizeObserverEntry],
    {} as ResizeObserver,
  );

beforeAll(() => {
  Object.defineProperty(window, 'ResizeObserver', { value: FakeResizeObserver });
  Object.defineProperty(window, 'innerHeight', { value: 740, configurable: true });
  document.body.innerHTML = bar;
  scrollTo(0);
  new Function(stickyBarScript)();
});

it('keeps the bar hidden and inert until the page has scrolled past the reveal fraction', () => {
  const threshold = 740 * site.stickyBarRevealFraction;
  scrollTo(threshold);
  expectState('hidden');
  scrollTo(threshold + 1);
  expectState('shown');
  scrollTo(threshold - 1);
  expectState('hidden');
});

it('follows a window resize across the threshold', () => {
  scrollTo(400);
  expectState('shown');
  Object.defineProperty(window, 'innerHeight', { value: 900, configurable: true });
  window.dispatchEvent(new Event('resize'));
  expectState('hidden');
  Object.defineProperty(window, 'innerHeight', { value: 740, configurable: true });
});

it("gives the page's scroll padding the bar's height once the bar outgrows it", () => {
  expect(observed).toContain(panel());
  const root = document.documentElement;
  // What app/globals.css reserves: 4.5rem for the bar and 1.5rem of air.
  root.style.scrollPaddingBottom = '96px';
  reportHeight(72.4);
  expect(root.style.getPropertyValue('--sticky-bar-height')).toBe('');
  reportHeight(137);
  expect(root.style.getPropertyValue('--sticky-bar-height')).toBe('137px');
  root.style.scrollPaddingBottom = '161px';
  reportHeight(190.2);
  expect(root.style.getPropertyValue('--sticky-bar-height')).toBe('191px');
  root.style.removeProperty('--sticky-bar-height');
  root.style.removeProperty('scroll-padding-bottom');
});

it('finds a bar that client-side navigation put in place of the old one, and measures it', () => {
  scrollTo(0);
  document.body.innerHTML = bar;
  scrollTo(600);
  expectState('shown');
  expect(observed.at(-1)).toBe(panel());
});

it('writes nothing while the state stays the same, so the bar never restarts its animation', () => {
  scrollTo(600);
  const writes = new MutationObserver(() => {});
  writes.observe(panel(), { attributes: true });
  for (const y of [610, 700, 900]) scrollTo(y);
  expect(writes.takeRecords()).toEqual([]);
});

it('lays nothing out at the end of parsing: it only starts watching the bar', () => {
  document.body.innerHTML = bar;
  let layoutReads = 0;
  for (const name of ['scrollY', 'innerHeight'])
    Object.defineProperty(window, name, {
      get: () => ((layoutReads += 1), name === 'innerHeight' ? 740 : 0),
      configurable: true,
    });
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  new Function(stickyBarScript)();
  document.dispatchEvent(new Event('DOMContentLoaded'));
  delete (document as { readyState?: unknown }).readyState;

  expect(layoutReads).toBe(0);
  expect(observed.at(-1)).toBe(panel());
  expectState('hidden');
  Object.defineProperty(window, 'innerHeight', { value: 740, configurable: true });
});
