import clsx from 'clsx';

/** The one button look shared by every call to action, so they stay identical. */
export function buttonClass(
  variant: 'primary' | 'secondary' | 'dark' = 'primary',
  className?: string,
) {
  return clsx(
    'forced-button-edge inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold',
    'transition-[background-color,color,box-shadow,transform] duration-200 motion-reduce:transition-none',
    'focus-visible:outline-3 focus-visible:outline-offset-3',
    {
      primary:
        'bg-brand-300 text-ink-950 shadow-cta hover:bg-brand-200 active:translate-y-px focus-visible:outline-brand-300',
      secondary:
        'text-current ring-1 ring-current/40 ring-inset hover:bg-current/10 focus-visible:outline-current contrast-more:ring-current',
      dark: 'bg-ink-950 text-white shadow-card hover:bg-ink-800 active:translate-y-px focus-visible:outline-violet-700',
    }[variant],
    className,
  );
}
