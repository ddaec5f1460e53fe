import type { ReactNode } from 'react';

/** An entry screen's heading and introduction; a card whose content changes with its state renders its own. */
export function EntryHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <>
      <h1 className="h3 mb-3">{title}</h1>
      {intro ? <p className="text-body-secondary">{intro}</p> : null}
    </>
  );
}

/**
 * The narrow card the entry screens (login, signup, reset, activation) share. Without a title the
 * content brings its own EntryHeading (a page whose heading follows what happened, such as an expired link).
 */
export function EntryCard({ title, intro, children }: { title?: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="container py-5">
      <div className="row justify-content-center">
        <div className="col-md-8 col-lg-6 col-xl-5">
          <div className="card shadow-sm">
            <div className="card-body p-4">
              {title ? <EntryHeading title={title} intro={intro} /> : null}
              {children}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
