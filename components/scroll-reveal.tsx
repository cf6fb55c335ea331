'use client';

import clsx from 'clsx';
import { useEffect, useState, type ReactNode } from 'react';

type ScrollRevealProps = {
  /** Shown once the page has scrolled past this fraction of the window height. */
  fraction: number;
  className?: string;
  children: ReactNode;
};

/** Holds its children hidden, unfocusable and out of the accessibility tree until the visitor scrolls. */
export function ScrollReveal({ fraction, className, children }: ScrollRevealProps) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setShown(window.scrollY > window.innerHeight * fraction);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [fraction]);

  return (
    <div
      className={clsx(className, shown ? 'visible translate-y-0' : 'invisible translate-y-full')}
      inert={!shown}
      data-state={shown ? 'shown' : 'hidden'}
    >
      {children}
    </div>
  );
}
