/** The cookie that remembers whether the reader keeps the calendar filters open. */
export const FILTERS_COOKIE = 'md-filters';

/** Open when the reader left them open, or when a filter is set (so what narrows the rows is visible). */
export const filtersOpen = (cookie: string | undefined, filtered: boolean): boolean => cookie === 'open' || (cookie === undefined && filtered);
