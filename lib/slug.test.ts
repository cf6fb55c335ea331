import { slugify } from './slug.ts';

it('slugifies headings without their number', () => {
  expect(slugify('2. Data Collected')).toBe('data-collected');
  expect(slugify('11. GDPR and CCPA Rights')).toBe('gdpr-and-ccpa-rights');
  expect(slugify('6. Third-Party Links')).toBe('third-party-links');
  expect(slugify('Ünïcode & Co')).toBe('unicode-co');
});
