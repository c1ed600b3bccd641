import type { ReactNode } from 'react';

/** A page's h1 with an optional lead paragraph and tools (filters, downloads). */
export function PageHeader({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <div className="page-header">
      <h1>{title}</h1>
      {lead ? <p className="page-lead">{lead}</p> : null}
      {children ? <div className="page-tools">{children}</div> : null}
    </div>
  );
}
