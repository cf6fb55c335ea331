import type { MDXContent } from 'mdx/types';
import type { LegalPath } from '@/lib/legal';
import { routes } from '@/lib/routes.ts';
import PrivacyPolicy, { frontmatter as privacyPolicy } from './privacy-policy.mdx';
import TermsOfUse, { frontmatter as termsOfUse } from './terms-of-use.mdx';

/** Each legal page's compiled text and the details block at its top (lib/node/mdx/front-matter.ts). */
export const legalDocuments: Record<
  LegalPath,
  { Content: MDXContent; frontmatter: typeof privacyPolicy }
> = {
  [routes.privacy]: { Content: PrivacyPolicy, frontmatter: privacyPolicy },
  [routes.terms]: { Content: TermsOfUse, frontmatter: termsOfUse },
};
