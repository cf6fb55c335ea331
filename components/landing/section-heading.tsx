import clsx from 'clsx';

type SectionHeadingProps = { id: string; title: string; intro: string; tone?: 'light' | 'dark' };

/** The centred heading and lede every landing section opens with. */
export function SectionHeading({ id, title, intro, tone = 'light' }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2
        id={id}
        className={clsx(
          'text-3xl font-extrabold tracking-tight text-balance sm:text-4xl',
          tone === 'light' ? 'text-ink-950' : 'text-white',
        )}
      >
        {title}
      </h2>
      <p
        className={clsx(
          'mt-4 text-lg text-pretty',
          tone === 'light' ? 'text-ink-600' : 'text-ink-200',
        )}
      >
        {intro}
      </p>
    </div>
  );
}
