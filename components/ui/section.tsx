import type { ReactNode } from 'react';

/** One titled card of a page (profile, account, and any settings-like page); the heading names the region for screen-reader navigation. */
export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section className="card shadow-sm mb-4" aria-labelledby={`${id}-title`} id={id}>
      <div className="card-body p-4">
        <h2 id={`${id}-title`} className="h5 mb-3">
          {title}
        </h2>
        {intro ? <p className="text-body-secondary">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
