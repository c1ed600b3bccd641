'use client';

import { useSearchParams } from 'next/navigation';

export interface NoticeItem {
  param: string;
  value: string;
  text: string;
}

/**
 * The notice's items while the URL still carries the value they name: the
 * locale layout that renders them stays mounted across client navigations,
 * and links never carry an unusable value on.
 */
export function NoticeList({ title, items }: { title: string; items: NoticeItem[] }) {
  const params = useSearchParams();
  const current = items.filter((i) => params.get(i.param)?.slice(0, 64) === i.value);
  if (current.length === 0) return null;
  return (
    <div className="page-notice reader-notice" role="status" data-testid="reader-notice">
      <p>
        <strong>{title}</strong>
      </p>
      <ul>
        {current.map((i) => (
          <li key={i.param} data-param={i.param}>
            {i.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
