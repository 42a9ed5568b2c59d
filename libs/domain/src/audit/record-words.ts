import type { ExperimentState } from "../experiment/experiment";
import type { Translate } from "./change-words";
import { NO_WORDS, valueInWords, type Words } from "./module-words";
import { type NameBook, type NamedId, namedId, namedIds, nameOf, namesOf } from "./names";
import { hasWords } from "./words";

/** The record's own fields a change can touch (ExperimentDetailsChanged), in the order a reader expects them. */
export const RECORD_DETAIL_KEYS = [
  "title",
  "participants",
  "roomTemperature",
  "relativeHumidity",
  "conclusion",
  "departmentId",
] as const;

/** A record field by its label ("roomTemperature" → "Room temperature"). */
export function recordFieldLabel(key: string, t: Translate): string {
  return hasWords(`record.field.${key}`) ? t(`record.field.${key}`) : key;
}

const withUnit = (value: unknown, unit: "temperature" | "humidity", t: Translate): Words => {
  if (value === "N/A") return { text: t("notApplicable") };
  if (typeof value === "number") return { text: t(`record.${unit}`, { value }) };
  return valueInWords(value, t);
};

/** A record field's value in words: participants and department by name, conditions with units, the conclusion in words. */
export function recordFieldInWords(key: string, value: unknown, names: NameBook, t: Translate): Words {
  if (value === null || value === undefined || value === "") return NO_WORDS;
  switch (key) {
    case "participants":
      return Array.isArray(value) && value.length === 0 ? NO_WORDS : { text: namesOf(names, "member", value, t) };
    case "departmentId":
      return { text: nameOf(names, "department", value, t) };
    case "roomTemperature":
      return withUnit(value, "temperature", t);
    case "relativeHumidity":
      return withUnit(value, "humidity", t);
    case "conclusion":
      return typeof value === "string" && hasWords(`record.conclusion.${value}`)
        ? { text: t(`record.conclusion.${value}`) }
        : valueInWords(value, t);
    default:
      return valueInWords(value, t);
  }
}

/** The ids a record field's value names. */
export function namesInRecordField(key: string | null, value: unknown): NamedId[] {
  if (key === "participants") return namedIds("member", value);
  if (key === "departmentId") return namedId("department", value);
  return [];
}

/** One line of a record's header: its label and its value in words. */
export interface HeaderLine {
  readonly key: string;
  readonly label: string;
  readonly text: string;
}

/** When the record was created and last changed, in the spec's time format (the caller's time zone). */
export interface RecordTimes {
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** The ids a record's header names, to look their names up first. */
export function namesInHeader(state: ExperimentState): NamedId[] {
  const record = state.record;
  return [
    ...namedId("member", record?.ownerId),
    ...namedId("project", record?.projectId),
    ...namedId("task", record?.taskId),
    ...namedId("notebook", record?.notebookId),
    ...namedId("experiment", record?.clonedFromId),
    ...namedId("template", record?.templateId),
    ...namesInRecordField("participants", state.details.participants),
    ...namesInRecordField("departmentId", state.details.departmentId),
  ];
}

/**
 * A record's header as a person reads it (time travel, versions): number, title, status and
 * version, owner, project, task, record book, department, participants, conditions, conclusion
 * and dates, every one by its label and in words; a field the record does not have is left out.
 */
export function recordHeaderInWords(state: ExperimentState, names: NameBook, times: RecordTimes, t: Translate): HeaderLine[] {
  const record = state.record;
  const { status, version, locked, archived } = state.lifecycle;
  const statusWords = t(`changeWords.status.${status}`);
  const statusLine = archived
    ? t("record.statusArchived", { status: statusWords, version, until: archived.retainUntil })
    : t(locked ? "record.statusLocked" : "record.statusVersion", { status: statusWords, version });
  const lines: Array<[string, string]> = [
    ["number", record?.number ?? ""],
    ["title", state.details.title],
    ["status", statusLine],
    ["owner", record ? nameOf(names, "member", record.ownerId, t) : ""],
    ["project", record?.projectId ? nameOf(names, "project", record.projectId, t) : ""],
    ["task", record?.taskId ? nameOf(names, "task", record.taskId, t) : ""],
    ["notebook", record ? nameOf(names, "notebook", record.notebookId, t) : ""],
    ...RECORD_DETAIL_KEYS.filter((key) => key !== "title").map((key): [string, string] => [
      key,
      recordFieldInWords(key, state.details[key], names, t).text,
    ]),
    ["clonedFrom", record?.clonedFromId ? nameOf(names, "experiment", record.clonedFromId, t) : ""],
    ["fromTemplate", record?.templateId ? templateOf(record.templateId, record.templateVersion, names, t) : ""],
    ["createdAt", times.createdAt],
    ["updatedAt", times.updatedAt],
  ];
  const optional = new Set(["project", "task", "clonedFrom", "fromTemplate"]);
  return lines
    .filter(([key, text]) => text !== "" || !optional.has(key))
    .map(([key, text]) => ({ key, label: recordFieldLabel(key, t), text }));
}

/** The template a record was made from, by name and version. */
const templateOf = (templateId: string, version: number | null | undefined, names: NameBook, t: Translate): string =>
  version
    ? t("record.templateVersion", { name: nameOf(names, "template", templateId, t), version })
    : nameOf(names, "template", templateId, t);
