import type { z } from "zod";
import {
  ApprovalFlowDefined,
  ApprovalFlowDeleted,
  DefaultApprovalFlowSet,
  ExperimentApproved,
  ExperimentLockChanged,
  ExperimentRecallDecided,
  ExperimentRecallRequested,
  ExperimentRejected,
  ExperimentReviewApproved,
  ExperimentRolledBack,
  ExperimentSubmitted,
  ModuleSignatureRemoved,
  ModuleSigned,
} from "./approval";
import { ExperimentArchived, ExperimentUnarchived } from "./archive";
import {
  CommentsRead,
  ExperimentCommentAdded,
  ExperimentCommentDeleted,
  ExperimentCommentReopened,
  ExperimentCommentResolved,
} from "./comments";
import type { EventDefinition } from "./define";
import {
  ExperimentCreated,
  ExperimentDetailsChanged,
  ExperimentImported,
  ModuleAdded,
  ModuleDeleted,
  ModuleEditLocked,
  ModuleGrantChanged,
  ModuleRenamed,
  ModuleSaved,
  ModulesReordered,
} from "./experiments";
import { ExportDecided, ExportDownloaded, ExportFailed, ExportFinished, ExportProgressed, ExportRequested } from "./exports";
import {
  InstrumentBooked,
  InstrumentBookingCancelled,
  InstrumentCalibrated,
  InstrumentDetailsChanged,
  InstrumentMaintained,
  InstrumentRegistered,
  InstrumentReinstated,
  InstrumentRetired,
  InstrumentUsed,
} from "./instruments";
import { LabelTemplateBinned, LabelTemplateRestored, LabelTemplateSaved, LabelTemplateSwitched } from "./labels";
import { MaterialCategoryDefined, MaterialCategoryDeleted } from "./material-categories";
import {
  MaterialAvailabilityChanged,
  MaterialDescribed,
  MaterialReceived,
  MaterialRegistered,
  MaterialUsageCorrected,
  MaterialUsed,
} from "./materials";
import {
  MemberDeactivated,
  MemberLockedOut,
  MemberLoggedIn,
  MemberLoginFailed,
  MemberPasswordChanged,
  MemberProfileChanged,
  MemberReactivated,
  MemberRegistered,
  MemberReleaseNoteSeen,
  MemberRolesAssigned,
  MemberScreenLocked,
  MemberScreenUnlocked,
  MemberSessionEnded,
} from "./member";
import { MessageRead, MessageSent } from "./messages";
import {
  MethodBinned,
  MethodCitationWithdrawn,
  MethodCitedInRecord,
  MethodCreated,
  MethodDraftSaved,
  MethodFileRemoved,
  MethodFilesAttached,
  MethodPublished,
  MethodRestored,
  MethodRetired,
  PreparedMaterialBinned,
  PreparedMaterialRestored,
  PreparedMaterialSaved,
} from "./methods";
import {
  DepartmentCreated,
  DictionaryItemAdded,
  DictionaryItemStatusChanged,
  NumberIssued,
  NumberingRuleSet,
  OrganisationCreated,
} from "./organisation";
import {
  NotebookCreated,
  ProjectChanged,
  ProjectCreated,
  ProjectMemberGranted,
  ProjectMemberRemoved,
  ProjectStatusChanged,
  TaskCreated,
  TaskStatusChanged,
} from "./projects";
import { ReactionFormulaBinned, ReactionFormulaRestored, ReactionFormulaSaved } from "./reaction-formulas";
import {
  ReportBinned,
  ReportRestored,
  ReportSaved,
  ReportTemplateBinned,
  ReportTemplateRestored,
  ReportTemplateSaved,
} from "./reports";
import { RoleDefined, RoleDeleted } from "./roles";
import { OrganisationSettingsChanged } from "./settings";
import { ExperimentShareDecided, ExperimentShareRequested, ExperimentShareRevoked } from "./sharing";
import {
  ModuleCellsChanged,
  ModuleChartDeleted,
  ModuleChartSaved,
  ModuleSheetAdded,
  ModuleSheetDeleted,
  ModuleSheetFrozenRowsSet,
  ModuleSheetRenamed,
  ModuleSheetsImported,
} from "./sheets";
import {
  ModuleCellsDesigned,
  SpreadsheetTemplateBinned,
  SpreadsheetTemplateRestored,
  SpreadsheetTemplateSaved,
} from "./spreadsheet-templates";
import {
  InfoTableBinned,
  InfoTableRestored,
  InfoTableSaved,
  MultiLevelTableBinned,
  MultiLevelTableRestored,
  MultiLevelTableSaved,
  ProcessTableBinned,
  ProcessTableRestored,
  ProcessTableSaved,
} from "./table-definitions";
import {
  TemplateBinned,
  TemplateCollected,
  TemplateCreated,
  TemplateDraftSaved,
  TemplatePublishDecided,
  TemplatePublishRequested,
  TemplateRestored,
  TemplateUncollected,
  TemplateUnpublished,
  TemplateVersionSaved,
} from "./templates";

export * from "./approval";
export * from "./archive";
export * from "./calendar-day";
export * from "./comments";
export { defineEvent, type EventDefinition } from "./define";
export * from "./experiments";
export * from "./exports";
export * from "./instruments";
export * from "./inventory-import-values";
export * from "./labels";
export * from "./material-categories";
export * from "./materials";
export * from "./materials-values";
export * from "./member";
export * from "./messages";
export * from "./methods";
export * from "./name-limits";
export * from "./organisation";
export * from "./projects";
export * from "./reaction-formulas";
export * from "./reports";
export * from "./roles";
export * from "./settings";
export * from "./sharing";
export * from "./sharing-values";
export * from "./sheets";
export * from "./sheets-values";
export * from "./spreadsheet-templates";
export * from "./table-definitions";
export * from "./templates";

/** Every event type LabLedger stores. A type missing here cannot be appended or read. */
export const EVENT_CATALOGUE = [
  OrganisationCreated,
  DepartmentCreated,
  MemberRegistered,
  MemberLoggedIn,
  MemberLoginFailed,
  MemberLockedOut,
  MemberProfileChanged,
  MemberDeactivated,
  MemberReactivated,
  MemberRolesAssigned,
  MemberPasswordChanged,
  MemberSessionEnded,
  MemberScreenLocked,
  MemberScreenUnlocked,
  MemberReleaseNoteSeen,
  RoleDefined,
  RoleDeleted,
  OrganisationSettingsChanged,
  NumberingRuleSet,
  DictionaryItemAdded,
  DictionaryItemStatusChanged,
  ProjectCreated,
  ProjectChanged,
  ProjectStatusChanged,
  ProjectMemberGranted,
  ProjectMemberRemoved,
  TaskCreated,
  TaskStatusChanged,
  ExperimentCreated,
  ExperimentImported,
  ExperimentDetailsChanged,
  ModuleAdded,
  ModuleRenamed,
  ModulesReordered,
  ModuleDeleted,
  ModuleEditLocked,
  ModuleSaved,
  ModuleGrantChanged,
  ModuleCellsChanged,
  ModuleSheetAdded,
  ModuleSheetRenamed,
  ModuleSheetDeleted,
  ModuleSheetFrozenRowsSet,
  ModuleChartSaved,
  ModuleChartDeleted,
  ModuleSheetsImported,
  ModuleCellsDesigned,
  ModuleSigned,
  ModuleSignatureRemoved,
  ExperimentSubmitted,
  ExperimentReviewApproved,
  ExperimentApproved,
  ExperimentRejected,
  ExperimentRecallRequested,
  ExperimentRecallDecided,
  ExperimentLockChanged,
  ExperimentRolledBack,
  ExperimentArchived,
  ExperimentUnarchived,
  ExperimentShareRequested,
  ExperimentShareDecided,
  ExperimentShareRevoked,
  ExperimentCommentAdded,
  ExperimentCommentResolved,
  ExperimentCommentReopened,
  ExperimentCommentDeleted,
  CommentsRead,
  ApprovalFlowDefined,
  ApprovalFlowDeleted,
  DefaultApprovalFlowSet,
  MessageSent,
  MessageRead,
  NotebookCreated,
  NumberIssued,
  ReportTemplateSaved,
  ReportTemplateBinned,
  ReportTemplateRestored,
  ReportSaved,
  ReportBinned,
  ReportRestored,
  ReactionFormulaSaved,
  ReactionFormulaBinned,
  ReactionFormulaRestored,
  InfoTableSaved,
  InfoTableBinned,
  InfoTableRestored,
  MultiLevelTableSaved,
  MultiLevelTableBinned,
  MultiLevelTableRestored,
  ProcessTableSaved,
  ProcessTableBinned,
  ProcessTableRestored,
  SpreadsheetTemplateSaved,
  SpreadsheetTemplateBinned,
  SpreadsheetTemplateRestored,
  ExportRequested,
  ExportDecided,
  ExportProgressed,
  ExportFinished,
  ExportFailed,
  ExportDownloaded,
  MaterialRegistered,
  MaterialDescribed,
  MaterialReceived,
  MaterialUsed,
  MaterialUsageCorrected,
  MaterialAvailabilityChanged,
  MaterialCategoryDefined,
  MaterialCategoryDeleted,
  InstrumentRegistered,
  InstrumentDetailsChanged,
  InstrumentCalibrated,
  InstrumentMaintained,
  InstrumentRetired,
  InstrumentReinstated,
  InstrumentBooked,
  InstrumentBookingCancelled,
  InstrumentUsed,
  LabelTemplateSaved,
  LabelTemplateSwitched,
  LabelTemplateBinned,
  LabelTemplateRestored,
  MethodCreated,
  MethodDraftSaved,
  MethodFilesAttached,
  MethodFileRemoved,
  MethodPublished,
  MethodRetired,
  MethodBinned,
  MethodRestored,
  MethodCitedInRecord,
  MethodCitationWithdrawn,
  PreparedMaterialSaved,
  PreparedMaterialBinned,
  PreparedMaterialRestored,
  TemplateCreated,
  TemplateDraftSaved,
  TemplateVersionSaved,
  TemplatePublishRequested,
  TemplatePublishDecided,
  TemplateUnpublished,
  TemplateBinned,
  TemplateRestored,
  TemplateCollected,
  TemplateUncollected,
] as const;

type Catalogue = (typeof EVENT_CATALOGUE)[number];
export type EventType = Catalogue["type"];
export type EventData<T extends EventType> = z.infer<Extract<Catalogue, { type: T }>["schema"]>;
/** A catalogue event at its current version, as deciders and projections see it. */
export type DomainEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];

export const definitionOf = (type: string): EventDefinition | undefined =>
  (EVENT_CATALOGUE as readonly EventDefinition[]).find((d) => d.type === type);
