import 'server-only';
import { getQuotes } from '@/lib/upstream';
import { HEADLINE_SYMBOLS, inHeadlineOrder } from './select';

/** The headline quotes, in one batched upstream call. */
export async function headlineQuotes() {
  const fetched = await getQuotes(HEADLINE_SYMBOLS.map((s) => ({ ...s })));
  return { ...fetched, data: inHeadlineOrder(fetched.data) };
}
