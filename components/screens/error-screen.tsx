import { routes } from '@/lib/site';
import { buttonClass } from '@/components/site/button-class';
import { InternalLink } from '@/components/links/internal-link';
import { MessageScreen } from './message-screen';

/**
 * What a visitor sees when rendering fails. It never shows the error itself: messages and stacks
 * mean nothing to a visitor and can leak internals.
 */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <MessageScreen
      eyebrow="Error"
      title="Unexpected Application Error!"
      text="Something went wrong on our side. Please try again, or go back to the home page."
    >
      <div className="flex flex-col items-center gap-3 sm:flex-row">
        <InternalLink href={routes.home} className={buttonClass('dark')}>
          Return to Home
        </InternalLink>
        <button
          type="button"
          onClick={onRetry}
          className={buttonClass('secondary', 'text-ink-950')}
        >
          Try again
        </button>
      </div>
    </MessageScreen>
  );
}
