import { scrollScript } from './scroll-script.ts';

let reducedMotion = false;
const scrolls: { id: string; options: ScrollIntoViewOptions }[] = [];

beforeAll(() => {
  // jsdom has neither media queries nor layout.
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => ({ matches: query.includes('reduce') && reducedMotion }),
  });
  Element.prototype.scrollIntoView = function (this: Element, options) {
    scrolls.push({ id: this.id, options: options as ScrollIntoViewOptions });
  };
  new Function(scrollScript)();
});

beforeEach(() => {
  reducedMotion = false;
  scrolls.length = 0;
  window.history.replaceState(null, '', '/?utm_source=ads&gclid=x');
  document.body.innerHTML = `
    <a href="#how-it-works" data-smooth-scroll>See How It Works</a>
    <a href="#how-it-works">Plain link</a>
    <section id="how-it-works" tabindex="-1"><h2>How It Works</h2></section>`;
});

const click = (name: string, init: MouseEventInit = {}) =>
  [...document.querySelectorAll('a')]
    .find((a) => a.textContent === name)!
    .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));

it('scrolls smoothly to the section, puts it in the address with the query, and moves focus there', () => {
  const section = document.getElementById('how-it-works')!;
  expect(click('See How It Works')).toBe(false);
  expect(scrolls).toEqual([
    { id: 'how-it-works', options: { behavior: 'smooth', block: 'start' } },
  ]);
  expect(window.location.search).toBe('?utm_source=ads&gclid=x');
  expect(window.location.hash).toBe('#how-it-works');
  expect(document.activeElement).toBe(section);
});

it('keeps the router state of the entry it leaves', () => {
  window.history.replaceState({ __NA: true }, '', window.location.href);
  click('See How It Works');
  expect(window.history.state).toEqual({ __NA: true });
});

it.each([
  ['a visitor who prefers reduced motion', {}, true],
  ['a Ctrl-click', { ctrlKey: true }, false],
  ['a middle click', { button: 1 }, false],
])('leaves %s to the browser', (_, init, reduce) => {
  reducedMotion = reduce;
  expect(click('See How It Works', init)).toBe(true);
  expect(scrolls).toEqual([]);
});

it('leaves same-page links that do not ask for it to the browser', () => {
  expect(click('Plain link')).toBe(true);
  expect(scrolls).toEqual([]);
});

it('brings an element the keyboard focuses wholly into view, but not a section a link focused', () => {
  jest.useFakeTimers();
  const link = document.querySelector<HTMLAnchorElement>('a[data-smooth-scroll]')!;
  link.id = 'see-how';
  // jsdom has no pointer: every focus is a keyboard one (:focus-visible) here.
  // Two frames later, after the browser's own scroll, and only for what still has focus.
  link.focus();
  document.getElementById('how-it-works')!.focus();
  jest.runAllTimers();
  expect(scrolls).toEqual([]);
  link.focus();
  jest.runOnlyPendingTimers();
  expect(scrolls).toEqual([]);
  jest.runOnlyPendingTimers();
  expect(scrolls).toEqual([{ id: 'see-how', options: { block: 'nearest', inline: 'nearest' } }]);
  jest.useRealTimers();
});
