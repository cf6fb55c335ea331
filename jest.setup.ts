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
