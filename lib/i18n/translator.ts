import type { Messages, NamespaceKeys, NestedKeyOf, useTranslations } from 'next-intl';

/** A path into the messages: a namespace, a sub-tree or one message (`Calendar.countdown`, `Localize.original`). */
export type MessagePath = NestedKeyOf<Messages>;

/** A namespace of the messages (`Calendar`, `Calendar.countdown`), as global.ts declares them to next-intl. */
export type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/**
 * next-intl's `t` for one namespace, as `useTranslations(namespace)` and
 * `getTranslations(namespace)` give it: for plain functions that write texts
 * with a translator they are handed, so their keys are checked too.
 */
export type Translator<N extends Namespace> = ReturnType<typeof useTranslations<N>>;

/** The message keys of one namespace. */
export type MessageKey<N extends Namespace> = Parameters<Translator<N>>[0];

/**
 * Only the call of a namespace's `t`, keys checked: what a plain function
 * that writes texts needs (next-intl's translator is one), and what a test
 * can stand in for.
 */
export type Translate<N extends Namespace> = (key: MessageKey<N>, values?: Record<string, string | number>) => string;
