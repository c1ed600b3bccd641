import { z } from 'zod';

/** News list record (section E). */
export const newsListRecord = z.object({
  NewsID: z.string(),
  NewsTitle: z.string(),
  NewsSummary: z.string().optional(),
  PreviewImg: z.string().optional(),
  CreateDate: z.string().optional(),
});
export type NewsListRecord = z.infer<typeof newsListRecord>;

/**
 * News detail record: NewsSummary holds a summary text "though the field list
 * labels it release time"; NewsContent is the article as HTML.
 */
export const newsDetailRecord = z.object({
  NewsID: z.string(),
  NewsTitle: z.string(),
  NewsSummary: z.string().optional(),
  PreviewImg: z.string().optional(),
  NewsContent: z.string(),
});
export type NewsDetailRecord = z.infer<typeof newsDetailRecord>;
