import 'server-only';
import { createHash } from 'node:crypto';
import { sanitizeArticleHtml, type SanitizedHtml } from './sanitize';

/**
 * Sanitized article bodies, remembered per article id and content hash so
 * each article is sanitized once (docs/design.md: articles are cached for a day)
 * while an article whose content changed upstream is sanitized afresh.
 * Bounded, least recently used first out.
 */
export class SanitizedArticles {
  private readonly entries = new Map<string, SanitizedHtml>();

  constructor(
    private readonly capacity = 500,
    private readonly sanitize: (html: string) => SanitizedHtml = sanitizeArticleHtml,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  body(articleId: string, html: string): SanitizedHtml {
    const key = `${articleId}:${createHash('sha256').update(html).digest('base64url')}`;
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const body = this.sanitize(html);
    this.entries.set(key, body);
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    return body;
  }
}

/** The process-wide cache the news pages use. */
export const sanitizedArticles = new SanitizedArticles();
