/** Why a spreadsheet is not read; each is a message (services/command/src/i18n, group `spreadsheet`). */
export type SpreadsheetRefusalKind =
  | "empty"
  | "tooLarge"
  | "unsupportedKind"
  | "oldExcel"
  | "notWhatItsNameSays"
  | "unsafeArchive"
  | "unreadable"
  | "tooManyRows"
  | "tooManyColumns"
  | "cellTooLong"
  | "tooManySheets";

/**
 * The one error reading a spreadsheet throws: `key` names its message ("spreadsheet.tooLarge"),
 * `params` what it says (`maxMb`, `max`, `line`, `column`).
 */
export class SpreadsheetRefusal extends Error {
  readonly key: `spreadsheet.${SpreadsheetRefusalKind}`;
  constructor(
    readonly kind: SpreadsheetRefusalKind,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(`spreadsheet.${kind}`);
    this.key = `spreadsheet.${kind}`;
    this.name = "SpreadsheetRefusal";
  }
}
