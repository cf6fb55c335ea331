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

it('scrolls smoothly to the section, puts it in the address (query and state kept), focuses it', () => {
  window.history.replaceState({ __NA: true }, '', window.location.href);
  expect(click('See How It Works')).toBe(false);
  expect(scrolls).toEqual([
    { id: 'how-it-works', options: { behavior: 'smooth', block: 'start' } },
  ]);
  expect(window.location.search).toBe('?utm_source=ads&gclid=x');
  expect(window.location.hash).toBe('#how-it-works');
  expect(window.history.state).toEqual({ __NA: true });
  expect(document.activeElement).toBe(document.getElementById('how-it-works'));
});

it.each([
  ['a visitor who prefers reduced motion', 'See How It Works', {}, true],
  ['a Ctrl-click', 'See How It Works', { ctrlKey: true }, false],
  ['a middle click', 'See How It Works', { button: 1 }, false],
  ['a same-page link that does not ask for it', 'Plain link', {}, false],
])('leaves %s to the browser', (_, link, init, reduce) => {
  reducedMotion = reduce;
  expect(click(link, init)).toBe(true);
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
