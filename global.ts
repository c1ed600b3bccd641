import type { routing } from '@/lib/i18n/routing';
import type messages from './messages/en.json';

// next-intl's types for this app (next-intl.dev, "TypeScript augmentation"):
// the locales, and the messages' shape from the English file, so that a key
// `t()` is given that the messages lack fails the type check. The three
// messages files have the same keys (tests/unit/i18n/messages.test.ts).
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
