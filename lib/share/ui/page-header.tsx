import type { ReactNode } from 'react';
import { publicOrigin } from '@/lib/security/public-origin';
import { ShareButton } from './share-button';

/**
 * A page's h1 with an optional lead paragraph and tools (filters, downloads),
 * and a share button for the view's full URL (off where a page has its own):
 * the title a shared link carries.
 */
export function PageHeader({
  title,
  heading,
  lead,
  children,
  share = true,
}: {
  title: string;
  /** The h1's content where it needs markup (a name in its original language); `title` stays the share title. */
  heading?: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  share?: boolean;
}) {
  return (
    <div className="page-header">
      <div className="page-title-row">
        <h1>{heading ?? title}</h1>
        {share ? <ShareButton title={title} origin={publicOrigin().origin} /> : null}
      </div>
      {lead ? <p className="page-lead">{lead}</p> : null}
      {children ? <div className="page-tools">{children}</div> : null}
    </div>
  );
}
