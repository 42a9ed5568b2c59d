/**
 * The settings catalogue's limits as plain values (no zod): the event schemas and the domain's
 * defaults build on them, and the console deep-imports them, so each is declared once.
 */

/** Spec §9 tempSaveTime: the auto-save interval of record editing, in whole seconds. */
export const TEMP_SAVE_SECONDS = { min: 5, max: 600, default: 20 } as const;
