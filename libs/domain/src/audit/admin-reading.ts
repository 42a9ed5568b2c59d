import { REACTION_CONDITION_FIELDS } from "@labledger/events/catalogue/reaction-formulas-values";
import type { ChangeWords } from "./change-reading";
import type { Translate } from "./change-words";
import {
  instrumentEventInWords,
  instrumentSubjectInWords,
  isInstrumentEvent,
  namesInInstrumentEvent,
} from "./instrument-reading";
import { materialCategoryInWords } from "./material-category-reading";
import { methodNamesInEvent, methodSubjectInWords, methodWords } from "./method-reading";
import { NO_WORDS, valueInWords, type Words } from "./module-words";
import { type NameBook, type NamedId, namedId, namedIds, nameOf, namesOf } from "./names";
import { formatTime, humanise } from "./plain-text";
import {
  isSpreadsheetTemplateEvent,
  spreadsheetTemplateNamesInEvent,
  spreadsheetTemplateSavedInWords,
  spreadsheetTemplateSubjectInWords,
} from "./spreadsheet-template-reading";
import { isTableDefinitionEvent, tableNamesInEvent, tableSavedInWords, tableSubjectInWords } from "./table-definition-reading";
import { templateNamesInEvent, templateSubjectInWords, templateWords } from "./template-reading";
import { hasWords } from "./words";

type Data = Readonly<Record<string, unknown>>;

const str = (value: unknown) => (typeof value === "string" ? value : "");
/** A code in words from its group ("admin.cycle.weekly"); an unknown code in plain words, never as the key. */
const code = (group: string, value: unknown, t: Translate) => {
  const key = `${group}.${String(value)}`;
  return hasWords(key) ? t(key) : humanise(String(value ?? ""));
};
const languageWords = (value: unknown, t: Translate) => code("language", value, t);
const yesNo = (value: unknown, t: Translate) => t(value === true ? "yes" : "no");
const time = (value: unknown) => (typeof value === "string" ? formatTime(value) : "");
const pair = (label: string, value: string, t: Translate) => t("pair", { label, value });

/** Every id an administration event names, to look their names up before reading it. */
export function namesInAdminEvent(type: string, data: Data): NamedId[] {
  if (isInstrumentEvent(type)) return namesInInstrumentEvent(type, data);
  const changes = (data.changes ?? {}) as Data;
  const previous = (data.previous ?? {}) as Data;
  switch (type) {
    case "DepartmentCreated":
      return namedId("department", data.parentId);
    case "MemberRegistered":
      return [...namedId("member", data.memberId), ...namedId("department", data.departmentId)];
    case "MemberProfileChanged":
      return [...namedId("member", data.memberId), ...namedId("department", changes.departmentId)];
    case "MemberRolesAssigned":
      return [...namedId("member", data.memberId), ...namedIds("role", data.roleIds)];
    case "RoleDeleted":
      return namedId("role", data.roleId);
    case "DictionaryItemStatusChanged":
      return namedId("dictionaryItem", data.itemId);
    case "ProjectCreated":
      return [
        ...namedId("member", data.leaderId),
        ...namedIds("member", data.managerIds),
        ...namedId("department", data.departmentId),
      ];
    case "ProjectChanged":
      return [
        ...namedId("project", data.projectId),
        ...[changes, previous].flatMap((c) => [...namedId("member", c.leaderId), ...namedIds("member", c.managerIds)]),
      ];
    case "ProjectStatusChanged":
      return namedId("project", data.projectId);
    case "ProjectMemberGranted":
    case "ProjectMemberRemoved":
      return [...namedId("project", data.projectId), ...namedId("member", data.memberId)];
    case "TaskCreated":
      return [...namedIds("member", data.assigneeIds), ...namedId("project", data.projectId)];
    case "TaskStatusChanged":
      return namedId("task", data.taskId);
    case "NotebookCreated":
      return namedId("project", data.projectId);
    case "ApprovalFlowDefined":
      return ((data.nodes ?? []) as Data[]).flatMap((node) =>
        ((node.reviewers ?? []) as Data[]).flatMap((r) => [...namedIds("member", r.memberIds), ...namedIds("role", r.roleIds)]),
      );
    case "ApprovalFlowDeleted":
    case "DefaultApprovalFlowSet":
      return namedId("flow", data.flowId);
    case "ReportTemplateSaved":
    case "ReportSaved": {
      const criteria = (data.criteria ?? {}) as Data;
      return [
        ...namedId("reportTemplate", data.templateId),
        ...namedIds("project", criteria.projectIds),
        ...namedIds("notebook", criteria.notebookIds),
      ];
    }
    case "ReportTemplateBinned":
    case "ReportTemplateRestored":
      return namedId("reportTemplate", data.templateId);
    case "ReportBinned":
    case "ReportRestored":
      return namedId("report", data.reportId);
    case "ReactionFormulaSaved":
    case "ReactionFormulaBinned":
    case "ReactionFormulaRestored":
      return namedId("reactionFormula", data.formulaId);
    case "MaterialCategoryDefined":
    case "MaterialCategoryDeleted":
      return namedId("materialCategory", data.categoryId);
    case "LabelTemplateSaved":
    case "LabelTemplateSwitched":
    case "LabelTemplateBinned":
    case "LabelTemplateRestored":
      return namedId("labelTemplate", data.templateId);
    case "ExportRequested":
      return namedIds("experiment", data.recordIds);
    case "MaterialUsed":
      return [...namedId("material", data.materialId), ...namedId("experiment", data.experimentId)];
    case "MaterialRegistered":
    case "MaterialDescribed":
    case "MaterialReceived":
    case "MaterialUsageCorrected":
    case "MaterialAvailabilityChanged":
      return namedId("material", data.materialId);
    default:
      if (type.startsWith("Method") || type.startsWith("PreparedMaterial")) return methodNamesInEvent(type, data);
      if (type.startsWith("Template")) return templateNamesInEvent(type, data);
      if (isTableDefinitionEvent(type)) return tableNamesInEvent(type, data);
      if (isSpreadsheetTemplateEvent(type)) return spreadsheetTemplateNamesInEvent(data);
      return type.startsWith("Member") ? namedId("member", data.memberId) : [];
  }
}

/** What an administration event is about, in words: a member by name and account, a project by name, a settings section. */
export function adminSubjectInWords(type: string, data: Data, subject: string | null, names: NameBook, t: Translate): string {
  if (isInstrumentEvent(type)) return instrumentSubjectInWords(data, names, t);
  if (type.startsWith("Member"))
    return t("admin.subject.member", {
      name: nameOf(names, "member", data.memberId, t),
      account: str(data.account) || str(subject),
    });
  switch (type) {
    case "RoleDeleted":
      return nameOf(names, "role", data.roleId, t);
    case "OrganisationSettingsChanged":
      return t("admin.subject.settings", { section: code("admin.section", data.section, t) });
    case "NumberingRuleSet":
      return t("admin.subject.numbering", { target: code("admin.numberingTarget", data.target, t) });
    case "DictionaryItemAdded":
    case "DictionaryItemStatusChanged":
      return t("admin.subject.dictionary", { category: str(data.category) });
    case "ProjectChanged":
    case "ProjectStatusChanged":
    case "ProjectMemberGranted":
    case "ProjectMemberRemoved":
      return nameOf(names, "project", data.projectId, t);
    case "TaskStatusChanged":
      return nameOf(names, "task", data.taskId, t);
    case "ApprovalFlowDeleted":
    case "DefaultApprovalFlowSet":
      return nameOf(names, "flow", data.flowId, t);
    case "ReportTemplateSaved":
    case "ReportTemplateBinned":
    case "ReportTemplateRestored":
      return t("admin.subject.reportTemplate", { name: nameOf(names, "reportTemplate", data.templateId, t) });
    case "ReportSaved":
    case "ReportBinned":
    case "ReportRestored":
      return t("admin.subject.report", { name: nameOf(names, "report", data.reportId, t) });
    case "ReactionFormulaSaved":
    case "ReactionFormulaBinned":
    case "ReactionFormulaRestored":
      return t("admin.subject.reactionFormula", { name: nameOf(names, "reactionFormula", data.formulaId, t) });
    case "MaterialCategoryDefined":
    case "MaterialCategoryDeleted":
      return t("admin.subject.materialCategory", { name: nameOf(names, "materialCategory", data.categoryId, t) });
    case "LabelTemplateSaved":
    case "LabelTemplateSwitched":
    case "LabelTemplateBinned":
    case "LabelTemplateRestored":
      return t("admin.subject.labelTemplate", { name: nameOf(names, "labelTemplate", data.templateId, t) });
    case "ExportRequested":
    case "ExportDecided":
    case "ExportFinished":
    case "ExportFailed":
    case "ExportDownloaded":
      return t("admin.subject.export");
    case "MaterialRegistered":
    case "MaterialDescribed":
    case "MaterialReceived":
    case "MaterialUsed":
    case "MaterialUsageCorrected":
    case "MaterialAvailabilityChanged":
      return t("admin.subject.material", { name: nameOf(names, "material", data.materialId, t) });
    default:
      if (type.startsWith("Method") || type.startsWith("PreparedMaterial")) return methodSubjectInWords(type, data, names, t);
      if (type.startsWith("Template")) return templateSubjectInWords(data, names, t);
      if (isTableDefinitionEvent(type)) return tableSubjectInWords(type, data, names, t);
      if (isSpreadsheetTemplateEvent(type)) return spreadsheetTemplateSubjectInWords(data, names, t);
      return str(data.name) || str(subject);
  }
}

/** A reaction formula's conditions by the reaction module's own labels ("Temperature (℃): 78"), or none. */
function conditionsInWords(conditions: Data, t: Translate): string {
  return (
    REACTION_CONDITION_FIELDS.filter((key) => conditions[key] !== undefined && conditions[key] !== "")
      .map((key) => pair(t(`module.equation.${key}`), String(conditions[key]), t))
      .join(t("pairs")) || t("none")
  );
}

const MEMBER_FIELDS = ["realName", "departmentId", "language", "mobile", "areaCode", "isDepartmentHeader", "isOrganisationAdmin"];

function memberFieldsInWords(changes: Data, names: NameBook, t: Translate): string {
  return MEMBER_FIELDS.filter((key) => Object.hasOwn(changes, key))
    .map((key) => {
      const value = changes[key];
      const words =
        key === "departmentId"
          ? nameOf(names, "department", value, t)
          : key === "language"
            ? languageWords(value, t)
            : typeof value === "boolean"
              ? yesNo(value, t)
              : str(value) || t("empty");
      return pair(t(`admin.field.${key}`), words, t);
    })
    .join(t("pairs"));
}

const PROJECT_FIELDS = ["name", "description", "leaderId", "managerIds"];

function projectFieldsInWords(fields: Data, names: NameBook, t: Translate): Words {
  const shown = PROJECT_FIELDS.filter((key) => Object.hasOwn(fields, key)).map((key) => {
    const value = fields[key];
    const words =
      key === "leaderId"
        ? nameOf(names, "member", value, t)
        : key === "managerIds"
          ? namesOf(names, "member", value, t)
          : str(value) || t("empty");
    return pair(t(`admin.field.${key}`), words, t);
  });
  return shown.length ? { text: shown.join(t("pairs")) } : NO_WORDS;
}

function roleInWords(data: Data, t: Translate): string {
  const permissions = ((data.permissions ?? []) as Data[])
    .filter((p) => p.isActive === true)
    .map((p) => code("admin.permission", p.permissionCode, t));
  const levels = (data.viewingLevels ?? {}) as Data;
  const viewing = (["project", "task", "experiment"] as const)
    .map((scope) => pair(t(`admin.viewing.${scope}`), code(`admin.viewing.${scope}Level`, levels[scope], t), t))
    .join(t("list"));
  const description = [str(data.description), data.builtIn === true ? t("admin.roleBuiltIn") : ""]
    .filter(Boolean)
    .join(t("list"));
  return t("admin.roleDefined", {
    name: str(data.name),
    description: description || t("empty"),
    permissions: permissions.length ? permissions.join(t("list")) : t("none"),
    viewing,
  });
}

/** An amount with its unit as written ("250 mL"); a unit is a symbol in both languages. */
const amountOf = (amount: unknown, unit: unknown) => [str(amount), str(unit)].filter(Boolean).join(" ");

/** A lot's §3 fields and category columns that have a value, each by its label. */
function materialDetailsInWords(data: Data, t: Translate): string {
  const details = Object.entries((data.details ?? {}) as Data).filter(([, value]) => str(value) !== "");
  const extra = Object.entries((data.extra ?? {}) as Data).filter(([, value]) => str(value) !== "");
  const parts = [
    ...details.map(([field, value]) => pair(t(`admin.materialField.${field}`), str(value), t)),
    ...extra.map(([column, value]) => pair(humanise(column), str(value), t)),
    ...(data.molFile ? [t("admin.materialStructure")] : []),
  ];
  return parts.length ? parts.join(t("list")) : t("none");
}

/** One setting's value in words: yes/no, places, cycles, weekdays, languages, nested reminders. */
function settingInWords(key: string, value: unknown, t: Translate): string {
  if (typeof value === "boolean") return yesNo(value, t);
  if (key === "applicability" && Array.isArray(value))
    return value.length ? value.map((place) => code("admin.place", place, t)).join(t("list")) : t("none");
  if (key === "cycle") return code("admin.cycle", value, t);
  if (key === "overdraw" || key === "expired") return code("admin.usagePolicy", value, t);
  if (key === "weekday") return code("admin.weekday", value, t);
  if (key === "defaultLanguage") return languageWords(value, t);
  if (value !== null && typeof value === "object" && !Array.isArray(value))
    return Object.entries(value as Data)
      .map(([inner, innerValue]) => pair(settingLabel(inner, t), settingInWords(inner, innerValue, t), t))
      .join(t("list"));
  return valueInWords(value, t).text || t("empty");
}

const settingLabel = (key: string, t: Translate) =>
  hasWords(`admin.setting.${key}`) ? t(`admin.setting.${key}`) : humanise(key);

function settingsInWords(values: Data, t: Translate): string {
  return Object.entries(values)
    .map(([key, value]) => pair(settingLabel(key, t), settingInWords(key, value, t), t))
    .join(t("pairs"));
}

/** Which records a report reads, in words: projects and books by name, statuses and days. */
function criteriaInWords(criteria: Data, names: NameBook, t: Translate): string {
  const parts: string[] = [];
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  if (list(criteria.projectIds).length)
    parts.push(pair(t("admin.reportProjects"), namesOf(names, "project", criteria.projectIds, t), t));
  if (list(criteria.notebookIds).length)
    parts.push(pair(t("admin.reportNotebooks"), namesOf(names, "notebook", criteria.notebookIds, t), t));
  if (list(criteria.statuses).length)
    parts.push(
      pair(
        t("admin.reportStatuses"),
        list(criteria.statuses)
          .map((s) => code("changeWords.status", s, t))
          .join(t("list")),
        t,
      ),
    );
  if (criteria.from || criteria.to)
    parts.push(pair(t("admin.reportDays"), `${str(criteria.from) || "…"} – ${str(criteria.to) || "…"}`, t));
  return parts.length ? parts.join(t("pairs")) : t("admin.reportAllRecords");
}

function reviewersInWords(reviewers: readonly Data[], names: NameBook, t: Translate): string {
  return reviewers
    .map((r) => {
      if (r.kind === "members") return t("admin.reviewer.members", { names: namesOf(names, "member", r.memberIds, t) });
      if (r.kind === "roles") return t("admin.reviewer.roles", { roles: namesOf(names, "role", r.roleIds, t) });
      return code("admin.reviewer", r.kind, t);
    })
    .join(t("list"));
}

const said = (words: string): ChangeWords => ({
  module: "",
  row: "",
  field: "",
  oldValue: NO_WORDS,
  newValue: { text: words },
  sentence: true,
});
const fromTo = (oldValue: Words, newValue: Words, field = ""): ChangeWords => ({
  module: "",
  row: "",
  field,
  oldValue,
  newValue,
  sentence: false,
});

/** The sentence of an administration event (an account created, a role saved, a setting changed, ...), every id by its name. */
export function adminEventInWords(type: string, data: Data, names: NameBook, t: Translate): ChangeWords {
  if (isInstrumentEvent(type)) return instrumentEventInWords(type, data, names, t);
  switch (type) {
    case "OrganisationCreated":
      return said(t("admin.organisationCreated", { name: str(data.name), language: languageWords(data.defaultLanguage, t) }));
    case "DepartmentCreated":
      return said(
        data.parentId
          ? t("admin.departmentCreated", { name: str(data.name), parent: nameOf(names, "department", data.parentId, t) })
          : t("admin.departmentCreatedTop", { name: str(data.name) }),
      );
    case "MemberRegistered":
      return said(
        t("admin.memberRegistered", {
          account: str(data.account),
          name: str(data.realName),
          department: data.departmentId ? nameOf(names, "department", data.departmentId, t) : t("none"),
          language: languageWords(data.language, t),
          admin: data.isOrganisationAdmin === true ? t("admin.memberIsAdmin") : "",
        }),
      );
    case "MemberProfileChanged":
      return said(t("admin.memberProfileChanged", { changes: memberFieldsInWords((data.changes ?? {}) as Data, names, t) }));
    case "MemberDeactivated":
      return said(t("admin.memberDeactivated"));
    case "MemberReactivated":
      return said(t("admin.memberReactivated"));
    case "MemberRolesAssigned":
      return said(t("admin.memberRolesAssigned", { roles: namesOf(names, "role", data.roleIds, t) }));
    case "MemberPasswordChanged":
      return said(t(data.byAdministrator === true ? "admin.passwordReset" : "admin.passwordChangedByMember"));
    case "MemberLoggedIn":
      return said(t(data.passwordExpired === true ? "admin.loggedInExpired" : "admin.loggedIn"));
    case "MemberLoginFailed":
      return said(
        t("admin.loginFailed", {
          reason: code("admin.loginFailedReason", data.reason, t),
          during: code("admin.loginFailedDuring", data.during ?? "login", t),
          count: typeof data.failedAttempts === "number" ? data.failedAttempts : 0,
        }),
      );
    case "MemberLockedOut":
      return said(t("admin.lockedOut", { until: time(data.until), count: String(data.failedAttempts ?? "") }));
    case "MemberSessionEnded":
      return said(t("admin.sessionEnded", { reason: code("admin.sessionEndReason", data.reason, t) }));
    case "MemberScreenLocked":
      return said(t("admin.screenLocked"));
    case "MemberScreenUnlocked":
      return said(t("admin.screenUnlocked"));
    case "RoleDefined":
      return said(roleInWords(data, t));
    case "RoleDeleted":
      return said(t("admin.roleDeleted", { name: nameOf(names, "role", data.roleId, t) }));
    case "OrganisationSettingsChanged":
      return said(t("admin.settingsChanged", { values: settingsInWords((data.values ?? {}) as Data, t) }));
    case "NumberingRuleSet":
      return said(
        t("admin.numberingRuleSet", {
          prefix: str(data.prefix),
          relatedKey: code("admin.numberingKey", data.relatedKey, t),
          dateFormat: str(data.dateFormat),
          digits: String(data.serialDigits ?? ""),
          mode: code("admin.numberingMode", data.mode, t),
        }),
      );
    case "DictionaryItemAdded":
      return said(t("admin.dictionaryItemAdded", { name: str(data.name) }));
    case "DictionaryItemStatusChanged":
      return said(
        t(data.enabled === true ? "admin.dictionaryItemEnabled" : "admin.dictionaryItemDisabled", {
          name: nameOf(names, "dictionaryItem", data.itemId, t),
        }),
      );
    case "ProjectCreated": {
      const created = t("admin.projectCreated", {
        number: str(data.number),
        name: str(data.name),
        leader: nameOf(names, "member", data.leaderId, t),
        managers: namesOf(names, "member", data.managerIds, t),
        department: data.departmentId ? nameOf(names, "department", data.departmentId, t) : t("none"),
        personal: data.personal === true ? t("admin.projectPersonal") : "",
      });
      const description = str(data.description);
      return said(description ? `${created}${t("pairs")}${pair(t("admin.projectDescription"), description, t)}` : created);
    }
    case "ProjectChanged":
      return fromTo(
        projectFieldsInWords((data.previous ?? {}) as Data, names, t),
        projectFieldsInWords((data.changes ?? {}) as Data, names, t),
      );
    case "ProjectStatusChanged":
      return fromTo(
        { text: code("admin.projectStatusValue", data.from, t) },
        { text: code("admin.projectStatusValue", data.to, t) },
      );
    case "ProjectMemberGranted":
      return said(
        t("admin.projectMemberGranted", {
          member: nameOf(names, "member", data.memberId, t),
          access: code("admin.projectAccess", data.access, t),
        }),
      );
    case "ProjectMemberRemoved":
      return said(t("admin.projectMemberRemoved", { member: nameOf(names, "member", data.memberId, t) }));
    case "TaskCreated":
      return said(
        t("admin.taskCreated", {
          name: str(data.name),
          assignees: namesOf(names, "member", data.assigneeIds, t),
          due: str(data.dueDate) || t("none"),
        }),
      );
    case "TaskStatusChanged":
      return fromTo({ text: code("admin.taskStatusValue", data.from, t) }, { text: code("admin.taskStatusValue", data.to, t) });
    case "NotebookCreated":
      return said(
        t("admin.notebookCreated", {
          number: str(data.number),
          name: str(data.name),
          project: data.projectId ? nameOf(names, "project", data.projectId, t) : t("admin.notebookPersonal"),
        }),
      );
    case "ApprovalFlowDefined":
      return said(
        t("admin.flowDefined", {
          name: str(data.name),
          nodes: ((data.nodes ?? []) as Data[])
            .map((node, i) =>
              t("admin.flowNode", {
                n: i + 1,
                name: str(node.name),
                reviewers: reviewersInWords((node.reviewers ?? []) as Data[], names, t),
              }),
            )
            .join(t("pairs")),
        }),
      );
    case "ApprovalFlowDeleted":
      return said(t("admin.flowDeleted", { name: nameOf(names, "flow", data.flowId, t) }));
    case "DefaultApprovalFlowSet":
      return said(t("admin.defaultFlow", { name: nameOf(names, "flow", data.flowId, t) }));
    case "ReportTemplateSaved":
      return said(
        t("admin.reportTemplateSaved", {
          name: str(data.name),
          records: criteriaInWords((data.criteria ?? {}) as Data, names, t),
          columns: ((data.columns ?? []) as Data[])
            .map((c) =>
              t("admin.reportColumn", {
                label: str(c.label),
                module: str(c.module),
                aggregate: code("admin.reportAggregate", c.aggregate, t),
              }),
            )
            .join(t("list")),
        }),
      );
    case "ReportSaved":
      return said(
        t("admin.reportSaved", {
          name: str(data.name),
          template: nameOf(names, "reportTemplate", data.templateId, t),
          records: criteriaInWords((data.criteria ?? {}) as Data, names, t),
          charts:
            ((data.charts ?? []) as Data[])
              .map((c) => t("admin.reportChart", { type: code("admin.reportChartType", c.type, t), title: str(c.title) }))
              .join(t("list")) || t("none"),
        }),
      );
    case "SpreadsheetTemplateSaved":
      return said(spreadsheetTemplateSavedInWords(data, t));
    case "ReactionFormulaSaved":
      return said(
        t("admin.reactionFormulaSaved", {
          name: str(data.name),
          scheme: str(data.scheme) || t("none"),
          conditions: conditionsInWords((data.conditions ?? {}) as Data, t),
        }),
      );
    case "MaterialCategoryDefined":
      return said(materialCategoryInWords(data, t));
    case "InfoTableSaved":
    case "MultiLevelTableSaved":
    case "ProcessTableSaved":
      return said(tableSavedInWords(type, data, t));
    case "MaterialCategoryDeleted":
      return said(t("admin.materialCategoryDeleted", { name: nameOf(names, "materialCategory", data.categoryId, t) }));
    case "LabelTemplateSaved":
      return said(
        t("admin.labelTemplateSaved", {
          name: str(data.name),
          type: code("admin.labelType", data.type, t),
          width: String(data.width ?? ""),
          height: String(data.height ?? ""),
          state: t(data.enabled === true ? "admin.labelOn" : "admin.labelOff"),
          components:
            ((data.components ?? []) as Data[])
              .map((c) => `${code("admin.labelComponent", c.kind, t)} ${str(c.key)}`)
              .join(t("list")) || t("none"),
        }),
      );
    case "LabelTemplateSwitched":
      return said(t(data.enabled === true ? "admin.labelSwitchedOn" : "admin.labelSwitchedOff"));
    case "ExportRequested":
      return said(
        t(data.needsApproval === true ? "admin.exportRequestedForApproval" : "admin.exportRequested", {
          format: code("admin.exportFormat", data.format, t),
          language: languageWords(data.language, t),
          records: namesOf(names, "experiment", data.recordIds, t),
        }),
      );
    case "ExportDecided":
      return said(
        t(data.approved === true ? "admin.exportApproved" : "admin.exportRejected", {
          meaning: code("meanings", data.meaning, t),
          comment: str(data.comment) || t("none"),
        }),
      );
    case "ExportFinished":
      return said(
        t("admin.exportFinished", {
          file: str(data.fileName),
          times: String(data.downloadTimes ?? ""),
          until: time(data.expiresAt),
        }),
      );
    case "ExportFailed":
      return said(t("admin.exportFailed"));
    case "ExportDownloaded":
      return said(t("admin.exportDownloaded", { remaining: String(data.remaining ?? "") }));
    case "MaterialRegistered":
      return said(
        t("admin.materialRegistered", {
          barcode: str(data.barcode),
          quantity: amountOf(data.quantity, data.unit),
          expires: data.expiresOn ? str(data.expiresOn) : t("admin.materialNoExpiry"),
          details: materialDetailsInWords(data, t),
        }),
      );
    case "MaterialDescribed":
      return said(
        t("admin.materialDescribed", {
          name: str(data.name),
          expires: data.expiresOn ? str(data.expiresOn) : t("admin.materialNoExpiry"),
          details: materialDetailsInWords(data, t),
        }),
      );
    case "MaterialReceived":
      return said(
        t("admin.materialReceived", { amount: amountOf(data.amount, data.unit), left: amountOf(data.remaining, null) }),
      );
    case "MaterialUsed":
      return said(
        t(((data.warnings ?? []) as unknown[]).length ? "admin.materialUsedWarned" : "admin.materialUsed", {
          amount: amountOf(data.amount, data.unit),
          record: nameOf(names, "experiment", data.experimentId, t),
          left: amountOf(data.remaining, data.unit),
          warnings: ((data.warnings ?? []) as unknown[]).map((w) => code("admin.usageWarning", w, t)).join(t("list")),
        }),
      );
    case "MaterialUsageCorrected":
      return said(
        t("admin.materialUsageCorrected", {
          from: amountOf(data.from, data.unit),
          to: amountOf(data.to, data.unit),
          left: amountOf(data.remaining, data.unit),
        }),
      );
    case "MaterialAvailabilityChanged":
      return said(t(data.available === true ? "admin.materialAvailable" : "admin.materialUnavailable"));
    case "ReportTemplateBinned":
    case "ReportBinned":
    case "ReactionFormulaBinned":
    case "SpreadsheetTemplateBinned":
    case "InfoTableBinned":
    case "MultiLevelTableBinned":
    case "ProcessTableBinned":
    case "LabelTemplateBinned":
      return said(t("admin.reportBinned"));
    case "ReportTemplateRestored":
    case "ReportRestored":
    case "ReactionFormulaRestored":
    case "SpreadsheetTemplateRestored":
    case "InfoTableRestored":
    case "MultiLevelTableRestored":
    case "ProcessTableRestored":
    case "LabelTemplateRestored":
      return said(t("admin.reportRestored"));
    default:
      if (type.startsWith("Method") || type.startsWith("PreparedMaterial")) return said(methodWords(type, data, names, t));
      if (type.startsWith("Template")) return said(templateWords(type, data, names, t));
      return said("");
  }
}
