import type { Release } from '@/lib/upstream/types';

/** A release is its record id and its time: ids repeat across days (docs/upstream.md, "Record ids"). */
export const releaseKey = (r: Pick<Release, 'id' | 'publishedAt'>): string => `${r.id}@${r.publishedAt}`;
