/** An instrument's text limits as plain values (no zod): the events, contracts and console read them. */
export const INSTRUMENT_LIMITS = { code: 64, name: 200, short: 200, notes: 2000, reason: 500 } as const;
