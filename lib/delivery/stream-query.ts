import { z } from 'zod';
import { zLocale } from '@/lib/i18n/locale-param';

/** The query of /api/stream besides the calendar's filters (lib/calendar/api-query.ts). */
export const streamQuery = z.object({
  locale: zLocale.default('zh-CN').describe('The language of titles and of the links back'),
});
