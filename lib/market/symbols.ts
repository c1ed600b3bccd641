import 'server-only';
import { getConfig } from '@/lib/config';
import { getSymbols } from '@/lib/upstream';
import type { Quote } from '@/lib/upstream/types';

/**
 * What exists: the exchanges we offer (MARKET_EXCHANGES; the API has no "list
 * exchanges" operation, docs/upstream.md D) and the symbols each one lists
 * (Symbol list, cached for minutes). Reader input naming anything else never
 * becomes an upstream call.
 */
export function offeredExchanges(): string[] {
  return getConfig().marketExchanges;
}

export function isOfferedExchange(excode: string): boolean {
  return offeredExchanges().includes(excode);
}

// The cache hands back the same array while an entry is fresh, so the code
// set is built once per symbol-list fetch, not once per poll.
const codeSets = new WeakMap<Quote[], Set<string>>();

/** The symbol codes an exchange lists (throws the upstream error when the list cannot be had). */
export async function listedCodes(excode: string): Promise<Set<string>> {
  const { data } = await getSymbols(excode);
  let codes = codeSets.get(data);
  if (!codes) {
    codes = new Set(data.map((q) => q.code));
    codeSets.set(data, codes);
  }
  return codes;
}

/** The symbol-list record of one symbol, or null when the exchange does not list it. */
export async function findSymbol(excode: string, code: string): Promise<Quote | null> {
  const { data } = await getSymbols(excode);
  return data.find((q) => q.code === code) ?? null;
}
