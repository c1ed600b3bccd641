/**
 * What a step that may fail gives back: `ok: true` with its value, or
 * `ok: false` with what the failure says (a problem code, a message, a
 * response…) beside `ok`, so a reader writes `r.problem`, not
 * `r.error.problem`. The one shape of such answers in lib/
 * (docs/architecture.md, "House rules"); a failure that says nothing more is
 * `{ ok: false }`.
 */
export type Result<T, Failure extends object = Record<never, never>> = { ok: true; value: T } | ({ ok: false } & Failure);
