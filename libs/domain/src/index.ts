export * from "./access/access";
export * from "./access/grants";
export * from "./access/record-oversight";
export * from "./access/viewing-scope";
export * from "./approval/approval-flows";
export * from "./approval/signature-meanings";
export * from "./attachment/attachment-media";
export * from "./attachment/attachment-names";
export * from "./attachment/attachment-rules";
export * from "./audit/admin-events";
export * from "./audit/admin-reading";
export * from "./audit/change-reading";
export * from "./audit/change-words";
export * from "./audit/module-words";
export * from "./audit/names";
export * from "./audit/plain-text";
export * from "./audit/record-changes";
export * from "./audit/record-reading";
export * from "./audit/record-words";
export { columnLabel } from "./audit/value-words";
export * from "./audit/words";
export * from "./decider/decider";
export * from "./decider/domain-error";
export * from "./decider/snapshot-fold";
export * from "./dictionary/dictionary";
export * from "./eln/build-crate";
export type * from "./eln/eln-record";
export type * from "./eln/imported-record";
export * from "./eln/read-crate";
export { RECORD_FILE_NAME } from "./eln/record-json";
export { safeSegment } from "./eln/safe-paths";
export * from "./experiment/cloning";
export * from "./experiment/comment-reads";
export * from "./experiment/comments";
export * from "./experiment/compare";
export * from "./experiment/experiment";
export * from "./experiment/lifecycle";
export * from "./experiment/module-access";
export * from "./experiment/module-content";
export * from "./experiment/module-rules";
export * from "./experiment/record-details";
export * from "./experiment/record-rules";
export * from "./experiment/sharing";
export * from "./experiment/sheet-commands";
export * from "./export/record-exports";
export * from "./instruments/booking-rules";
export * from "./instruments/calibration";
export * from "./instruments/instrument";
export * from "./inventory/barcode";
export * from "./inventory/cas-number";
export * from "./inventory/expiry";
export * from "./inventory/expiry-reminder";
export * from "./inventory/inventory-import";
export * from "./inventory/material";
export * from "./inventory/material-category";
export * from "./inventory/stock";
export * from "./labels/label-image";
export * from "./labels/label-layout";
export * from "./labels/label-rules";
export * from "./labels/label-template";
export * from "./labels/label-values";
export * from "./member/member";
export * from "./member/password-policy";
export * from "./member/session-ends";
export * from "./methods/method";
export * from "./methods/method-content";
export * from "./methods/method-numbers";
export * from "./methods/prepared-material";
export * from "./module-kinds/module-kind";
export * from "./module-kinds/registry";
export * from "./module-kinds/spreadSheet/cell-address";
export * from "./module-kinds/spreadSheet/in-use";
export * from "./module-kinds/spreadSheet/presence-timing";
export {
  type Cell as SheetCell,
  type CellChange,
  EMPTY_WORKBOOK,
  FIRST_SHEET,
  holdsWorkbook,
  type Recalculated,
  type Sheet,
  type SheetChart,
  type SheetError,
  type SheetRow,
  type SheetValue,
  type Workbook,
} from "./module-kinds/spreadSheet/workbook";
export * from "./module-kinds/spreadSheet/workbook-fold";
export * from "./notebook/notebook";
export * from "./notification/export-notifications";
export * from "./notification/inbox";
export * from "./notification/mention-notifications";
export * from "./notification/notifications";
export * from "./notification/reminders";
export * from "./numbering/number-issuer";
export * from "./numbering/numbering-rule";
export * from "./organisation/organisation";
export * from "./project/late-tasks";
export * from "./project/project";
export * from "./reaction/fingerprints";
export * from "./reaction/reaction-formula";
export * from "./reaction/reaction-rows";
export * from "./reaction/stoichiometry";
export * from "./reaction/table-from-drawing";
export * from "./reaction/units";
export * from "./report/chart-option";
export * from "./report/record-values";
export * from "./report/report";
export * from "./report/report-criteria";
export * from "./report/report-table";
export * from "./report/report-template";
export * from "./role/role";
export * from "./rubbish-bin/binnable";
export * from "./search/record-structures";
export * from "./search/search-rules";
export * from "./search/search-subjects";
export * from "./session/keyed-signature";
export * from "./session/request-signature";
export * from "./settings/organisation-settings";
export * from "./spreadsheet-templates/design-cells";
export * from "./spreadsheet-templates/spreadsheet-template";
export * from "./spreadsheet-templates/whole-workbook";
export * from "./spreadsheet-templates/workbook-diff";
export * from "./tables/definition-decider";
export * from "./tables/expression";
export * from "./tables/info-table";
export * from "./tables/multi-level-table";
export * from "./tables/process-rows";
export * from "./tables/process-table";
export * from "./template";
