import type { Translate } from "./change-words";
import { type NameBook, type NamedId, namedId, namedIds, nameOf, namesOf } from "./names";
import { htmlToText, shorten } from "./plain-text";

type Data = Readonly<Record<string, unknown>>;

const str = (value: unknown) => (typeof value === "string" ? value : "");
const list = (value: unknown) => (Array.isArray(value) ? (value as Data[]) : []);

/** Every id a method or prepared-material event names, to look their names up before reading it. */
export function methodNamesInEvent(type: string, data: Data): NamedId[] {
  if (type.startsWith("PreparedMaterial")) return namedId("preparedMaterial", data.preparedMaterialId);
  const content = (data.content ?? {}) as Data;
  return [
    ...namedId("method", data.methodId),
    ...namedIds("preparedMaterial", content.preparedMaterialIds),
    ...namedId("experiment", data.experimentId),
  ];
}

/** What it is about: “Method “HPLC purity””, “Prepared material “Mobile phase A””. */
export function methodSubjectInWords(type: string, data: Data, names: NameBook, t: Translate): string {
  if (type.startsWith("PreparedMaterial"))
    return t("admin.subject.preparedMaterial", { name: nameOf(names, "preparedMaterial", data.preparedMaterialId, t) });
  return t("admin.subject.method", { name: nameOf(names, "method", data.methodId, t) });
}

/** What a method or prepared-material event did, in words: content by its labels, files by name, records by number and title. */
export function methodWords(type: string, data: Data, names: NameBook, t: Translate): string {
  switch (type) {
    case "MethodCreated":
    case "MethodDraftSaved":
      return contentInWords((data.content ?? {}) as Data, names, t, str(data.number));
    case "MethodFilesAttached":
      return t("admin.methodFilesAttached", { files: filesInWords(data.files, t) });
    case "MethodFileRemoved":
      return t("admin.methodFileRemoved", { file: str(data.name) });
    case "MethodPublished":
      return t("admin.methodPublished", {
        version: String(data.version ?? ""),
        date: str(data.effectiveDate),
        summary: str(data.changeSummary),
        files: filesInWords(data.files, t),
      });
    case "MethodRetired":
      return t("admin.methodRetired");
    case "MethodBinned":
    case "PreparedMaterialBinned":
      return t("admin.reportBinned");
    case "MethodRestored":
    case "PreparedMaterialRestored":
      return t("admin.reportRestored");
    case "MethodCitedInRecord":
      return t("admin.methodCited", {
        record: nameOf(names, "experiment", data.experimentId, t),
        version: String(data.version ?? ""),
      });
    case "MethodCitationWithdrawn":
      return t("admin.methodCitationWithdrawn", { record: nameOf(names, "experiment", data.experimentId, t) });
    case "PreparedMaterialSaved":
      return t("admin.preparedMaterialSaved", {
        number: str(data.number),
        name: str(data.name),
        components:
          list(data.components)
            .map((c) => componentInWords(c, t))
            .join(t("list")) || t("none"),
        preparation: str(data.preparation) || t("none"),
        shelfLife: typeof data.shelfLifeDays === "number" ? t("admin.shelfLifeDays", { n: data.shelfLifeDays }) : t("none"),
      });
    default:
      return "";
  }
}

function contentInWords(content: Data, names: NameBook, t: Translate, number: string): string {
  const references = list(content.references)
    .map((r) => [str(r.citation), str(r.doi) && `DOI ${str(r.doi)}`, str(r.url)].filter(Boolean).join(" "))
    .join(t("list"));
  return t("admin.methodSaved", {
    number: number || "—",
    name: str(content.name),
    category: str(content.category) || t("none"),
    purpose: str(content.purpose) || t("none"),
    procedure: shorten(htmlToText(str(content.procedure)), 200) || t("none"),
    references: references || t("none"),
    materials: namesOf(names, "preparedMaterial", content.preparedMaterialIds, t),
  });
}

const filesInWords = (files: unknown, t: Translate) =>
  list(files)
    .map((f) => str(f.name))
    .join(t("list")) || t("none");

function componentInWords(component: Data, t: Translate): string {
  const amount = typeof component.amount === "number" ? `${component.amount} ${str(component.unit)}`.trim() : "";
  const ratio = typeof component.ratio === "number" ? t("admin.componentRatio", { ratio: component.ratio }) : "";
  return [str(component.name), amount, ratio].filter(Boolean).join(" ");
}
