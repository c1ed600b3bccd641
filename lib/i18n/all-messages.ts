import type { Locale } from './routing';
import zhCN from '@/messages/zh-CN.json';
import en from '@/messages/en.json';
import zhTW from '@/messages/zh-TW.json';

/**
 * Every locale's messages, for texts written outside a request's next-intl
 * set-up (createTranslator): the not-found page, the 429 page, delivery's
 * messages written by the background sender.
 */
export const ALL_MESSAGES = { 'zh-CN': zhCN, en, 'zh-TW': zhTW } satisfies Record<Locale, typeof en>;
