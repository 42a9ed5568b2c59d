/** Spec §4 collaborative spreadsheet: a console says every 10 s that its member is in the module; unheard for 30 s, they have left. */
export const PRESENCE_TIMING = { heartbeatMs: 10_000, expiresMs: 30_000 } as const;
/** The live stream's comment line every 15 s keeps proxies open; a client hearing nothing for longer reconnects. */
export const LIVE_KEEPALIVE_MS = 15_000;
