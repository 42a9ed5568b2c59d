import type { Translate } from "./change-words";
import { type NameBook, type NamedId, namedId, namedIds, nameOf, namesOf } from "./names";

type Data = Readonly<Record<string, unknown>>;

const str = (value: unknown) => (typeof value === "string" ? value : "");
const list = (value: unknown) => (Array.isArray(value) ? (value as Data[]) : []);

/** Every id a template event names, to look their names up before reading it. */
export function templateNamesInEvent(type: string, data: Data): NamedId[] {
  const fromRecord = (data.fromRecord ?? {}) as Data;
  return [
    ...namedId("template", data.templateId),
    ...namedId("experiment", fromRecord.experimentId),
    ...namedId("department", data.departmentId),
    ...namedIds("member", data.reviewerIds),
    ...(type === "TemplateCollected" || type === "TemplateUncollected" ? namedId("member", data.memberId) : []),
    ...list(data.modules).flatMap((m) => namedIds("member", Object.keys((m.grants ?? {}) as Data))),
  ];
}

/** What it is about: “Template “Suzuki coupling””. */
export const templateSubjectInWords = (data: Data, names: NameBook, t: Translate): string =>
  t("admin.subject.template", { name: nameOf(names, "template", data.templateId, t) });

/** What a template event did, in words: modules by title (locked, authorised to whom), scopes and reviewers by name, signatures with their meaning. */
export function templateWords(type: string, data: Data, names: NameBook, t: Translate): string {
  const scope = () =>
    data.scope === "department"
      ? t("admin.templateScope.department", { department: nameOf(names, "department", data.departmentId, t) })
      : t(`admin.templateScope.${data.scope === "platform" ? "platform" : "team"}`);
  switch (type) {
    case "TemplateCreated": {
      const fromRecord = data.fromRecord as Data | undefined;
      return fromRecord
        ? t("admin.templateSavedFromRecord", {
            name: str(data.name),
            record: nameOf(names, "experiment", fromRecord.experimentId, t),
            description: str(data.description) || t("none"),
          })
        : t("admin.templateCreated", { name: str(data.name), description: str(data.description) || t("none") });
    }
    case "TemplateDraftSaved":
      return t("admin.templateDraftSaved", { name: str(data.name), modules: modulesInWords(data.modules, names, t) });
    case "TemplateVersionSaved":
      return t("admin.templateVersionSaved", {
        version: String(data.version ?? ""),
        summary: str(data.changeSummary),
        modules: modulesInWords(data.modules, names, t),
      });
    case "TemplatePublishRequested":
      return t("admin.templatePublishRequested", {
        version: String(data.version ?? ""),
        scope: scope(),
        reviewers: namesOf(names, "member", data.reviewerIds, t),
      });
    case "TemplatePublishDecided":
      return t(data.granted === true ? "admin.templatePublishApproved" : "admin.templatePublishRejected", {
        version: String(data.version ?? ""),
        scope: scope(),
        signer: str(data.printedName),
        meaning: t(`meanings.${str(data.meaning) || "approval"}`),
        comment: str(data.comment) || t("none"),
      });
    case "TemplateUnpublished":
      return t("admin.templateUnpublished", { reason: str(data.reason) || t("none") });
    case "TemplateBinned":
      return t("admin.reportBinned");
    case "TemplateRestored":
      return t("admin.reportRestored");
    case "TemplateCollected":
      return t("admin.templateCollected", { member: nameOf(names, "member", data.memberId, t) });
    case "TemplateUncollected":
      return t("admin.templateUncollected", { member: nameOf(names, "member", data.memberId, t) });
    default:
      return "";
  }
}

function modulesInWords(modules: unknown, names: NameBook, t: Translate): string {
  const words = list(modules).map((m) => {
    const grants = Object.keys((m.grants ?? {}) as Data);
    return t("admin.templateModule", {
      title: str(m.title),
      locked: m.locked === true ? t("admin.templateModuleLocked") : "",
      grants: grants.length > 0 ? t("admin.templateModuleGrants", { members: namesOf(names, "member", grants, t) }) : "",
    });
  });
  return words.join(t("list")) || t("none");
}
