import type { ReactNode } from 'react';

/** A titled card on a page; `action` is a link such as "Full calendar". */
export function Section({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <header className="card-header">
        <h2 id={`${id}-title`}>{title}</h2>
        {action ? <div className="card-action">{action}</div> : null}
      </header>
      {children}
    </section>
  );
}
