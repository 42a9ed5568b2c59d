import type { Projection } from "../projection";
import { approvalsProjection } from "./approvals";
import { auditProjection } from "./audit";
import { dictionariesProjection } from "./dictionaries";
import { experimentsProjection } from "./experiments";
import { exportsProjection } from "./exports";
import { instrumentCodesProjection, instrumentsProjection } from "./instruments";
import { labelTemplatesProjection } from "./label-templates";
import { materialCategoriesProjection } from "./material-categories";
import { materialsProjection } from "./materials";
import { membersProjection } from "./members";
import { messagesProjection } from "./messages";
import { methodsProjection, preparedMaterialsProjection } from "./methods";
import { notebooksProjection } from "./notebooks";
import { organisationProjection } from "./organisation";
import { projectsProjection } from "./projects";
import { reactionFormulasProjection } from "./reaction-formulas";
import { reportsProjection } from "./reports";
import { rolesProjection } from "./roles";
import { sharesProjection } from "./shares";
import { spreadsheetTemplatesProjection } from "./spreadsheet-templates";
import { infoTablesProjection, multiLevelTablesProjection, processTablesProjection } from "./table-definitions";
import { templatesProjection } from "./templates";

export {
  auditProjection,
  dictionariesProjection,
  instrumentCodesProjection,
  membersProjection,
  organisationProjection,
  projectsProjection,
  rolesProjection,
};

/** Every read model the product keeps. */
export const PROJECTIONS: readonly Projection[] = [
  organisationProjection,
  membersProjection,
  rolesProjection,
  dictionariesProjection,
  projectsProjection,
  notebooksProjection,
  experimentsProjection,
  auditProjection,
  approvalsProjection,
  messagesProjection,
  reportsProjection,
  reactionFormulasProjection,
  exportsProjection,
  materialsProjection,
  materialCategoriesProjection,
  instrumentsProjection,
  labelTemplatesProjection,
  methodsProjection,
  preparedMaterialsProjection,
  sharesProjection,
  templatesProjection,
  infoTablesProjection,
  multiLevelTablesProjection,
  processTablesProjection,
  spreadsheetTemplatesProjection,
];
