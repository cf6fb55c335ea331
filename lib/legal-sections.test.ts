import { legalSections } from './legal-sections';
import { slugify } from './slug';

it('slugifies headings without their number', () => {
  expect(slugify('2. Data Collected')).toBe('data-collected');
  expect(slugify('11. GDPR and CCPA Rights')).toBe('gdpr-and-ccpa-rights');
  expect(slugify('6. Third-Party Links')).toBe('third-party-links');
  expect(slugify('Ünïcode & Co')).toBe('unicode-co');
});

it('lists level-2 headings in order, ignoring code fences and other levels', () => {
  const source = [
    '# Title',
    '## 1. First',
    'text',
    '```',
    '## not a heading',
    '```',
    '### Sub',
    '## 2. **Second**',
  ].join('\n');
  expect(legalSections(source)).toEqual([
    { id: 'first', title: '1. First' },
    { id: 'second', title: '2. Second' },
  ]);
});
