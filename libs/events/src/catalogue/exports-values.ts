/** The files records are exported to: a readable PDF, or the ELN Consortium's .eln (a zipped RO-Crate). */
export const EXPORT_FORMATS = ["pdf", "eln"] as const;
/** What an export was asked for: records chosen one by one, a record book, or a project. */
export const EXPORT_SCOPES = ["records", "notebook", "project"] as const;
/** An export's id: the month it was asked in (its stream: that month's quota), then a UUID. */
export const EXPORT_ID_PATTERN = /^\d{6}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
