import '@testing-library/jest-dom';

// Outside the App Router there is no router context: read the query straight from jsdom's location.
jest.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
