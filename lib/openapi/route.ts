import type { z } from 'zod';

/** A body: JSON with its schema, or a text format described in words. */
export type Body = { schema: z.ZodType } | { text: string };

/** The routes' keys in the messages (`Developers.routes`, the developers page's sentence on each). */
export type RouteKey =
  | 'calendar' | 'calendar-export' | 'quotes' | 'kline' | 'history' | 'reactions' | 'stream' | 'health' | 'openapi'
  | 'push-key' | 'push-subscribe' | 'push-unsubscribe' | 'push-test';

export interface ApiRoute {
  key: RouteKey;
  /**
   * The method; GET (and HEAD) when absent. The push subscriptions' writes
   * are the only others, same-origin only (docs/design.md, "Security").
   */
  method?: 'post' | 'delete';
  /** A write's JSON body. */
  body?: z.ZodType;
  /** A write's success status (its answer is `ok`, empty for 202 and 204). */
  status?: 201 | 202 | 204;
  /** The OpenAPI path, `{name}` for a path parameter. */
  path: string;
  /** The route's file, relative to the project. */
  file: string;
  summary: string;
  description: string;
  pathParams?: z.ZodObject;
  /** The query as the route reads it (one value per parameter). */
  query: z.ZodType;
  /** Parameters that may repeat (`name=a&name=b`, or `name=a,b`). */
  lists?: z.ZodObject;
  /** The success answer's bodies by media type (200 unless `status`). */
  ok: Record<string, Body>;
  /** Error statuses besides 400 and 429 (which every route may answer). */
  errors: Record<number, string>;
  /** Working requests, given the default zone's today (`YYYY-MM-DD`); asked with GET when the route is one. */
  examples: (today: string) => string[];
  /** A request the route refuses with 400, and the parameter its message names. */
  refused?: { url: string; param: string };
  /** The answer does not end (Server-Sent Events): read its first events, then hang up. */
  stream?: true;
}
