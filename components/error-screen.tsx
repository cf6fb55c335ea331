import { MessageScreen } from './message-screen';
import { routes } from '@/lib/site';
import { buttonClass } from './button-class';
import { InternalLink } from './internal-link';

/**
 * What a visitor sees when rendering fails. It never shows the error itself: messages and stacks
 * mean nothing to a visitor and can leak internals.
 */
export function ErrorScreen() {
  return (
    <MessageScreen
      eyebrow="Error"
      title="Unexpected Application Error!"
      text="Something went wrong on our side. Please go back to the home page and try again."
    >
      <InternalLink href={routes.home} className={buttonClass('dark')}>
        Return to Home
      </InternalLink>
    </MessageScreen>
  );
}
