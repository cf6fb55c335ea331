import '@testing-library/jest-dom';

/** What the App Router's router is asked to do; tests read it. */
export const routerPush = jest.fn();

// Outside the App Router there is no router context: read the query straight from jsdom's location,
// and record navigations instead of performing them.
jest.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
  useRouter: () => ({ push: routerPush }),
}));

beforeEach(() => routerPush.mockClear());

// The inline scripts under test observe the document. Each test's observers end with the test, so
// none fires into the next test's document, or after jsdom has closed it.
if (typeof MutationObserver !== 'undefined') {
  const observers: MutationObserver[] = [];
  globalThis.MutationObserver = class extends MutationObserver {
    constructor(callback: MutationCallback) {
      super(callback);
      observers.push(this);
    }
  };
  afterEach(() => observers.splice(0).forEach((observer) => observer.disconnect()));
}
