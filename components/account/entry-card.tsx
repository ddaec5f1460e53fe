import type { ReactNode } from 'react';

/** The narrow card the entry screens (login, signup, reset, activation) share. */
export function EntryCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="container py-5">
      <div className="row justify-content-center">
        <div className="col-md-8 col-lg-6 col-xl-5">
          <div className="card shadow-sm">
            <div className="card-body p-4">
              <h1 className="h3 mb-3">{title}</h1>
              {intro ? <p className="text-body-secondary">{intro}</p> : null}
              {children}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
