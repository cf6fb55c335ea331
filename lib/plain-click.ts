/** The parts of a click, a DOM one or React's, that say whether it is plain. */
type Click = Pick<
  MouseEvent,
  'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'
>;

/**
 * A primary-button click without a modifier, not yet handled: anything else (a new tab, a new
 * window, a download) is the browser's. Self-contained, as the scroll script carries it inline.
 */
export function isPlainClick(event: Click): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
