import type { ReactNode } from 'react';

type MessageScreenProps = { eyebrow: string; title: string; text: string; children: ReactNode };

/** The centred screen shared by the not-found and error pages. */
export function MessageScreen({ eyebrow, title, text, children }: MessageScreenProps) {
  return (
    <section
      aria-labelledby="message-title"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-5 py-20 text-center"
    >
      <p className="text-sm font-bold tracking-widest text-violet-700 uppercase">{eyebrow}</p>
      <h1
        id="message-title"
        className="text-ink-950 mt-3 text-4xl font-extrabold tracking-tight text-balance"
      >
        {title}
      </h1>
      <p className="text-ink-600 mt-4 text-lg">{text}</p>
      <div className="mt-8">{children}</div>
    </section>
  );
}
