import { site } from '@/lib/site';
import { MdxLink } from './mdx-link';

/** The support address as a mailto link, for legal text. */
export function SupportEmail() {
  return <MdxLink href={`mailto:${site.supportEmail}`}>{site.supportEmail}</MdxLink>;
}
