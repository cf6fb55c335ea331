import type { Metadata } from 'next';
import { buttonClass } from '@/components/site/button-class';
import { InternalLink } from '@/components/links/internal-link';
import { MessageScreen } from '@/components/screens/message-screen';
import { MissingPathLogger } from '@/components/screens/missing-path-logger';
import { routes, site } from '@/lib/site';

export const metadata: Metadata = {
  title: `Page not found | ${site.name}`,
};

export default function NotFound() {
  return (
    <MessageScreen
      eyebrow="404"
      title="Oops! Page not found"
      text="The page you are looking for does not exist or has moved."
    >
      <MissingPathLogger />
      <InternalLink href={routes.home} className={buttonClass('dark')}>
        Return to Home
      </InternalLink>
    </MessageScreen>
  );
}
