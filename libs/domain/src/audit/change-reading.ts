import { ROW_ORDER } from "../experiment/module-content";
import { changeInWords, fieldInWords, type Translate } from "./change-words";
import {
  cellReaderOf,
  fieldLabel,
  fieldValueInWords,
  keyLabel,
  kindInWords,
  type ModuleFacts,
  moduleRowInWords,
  NO_WORDS,
  type RowFacts,
  rowLabel,
  valueInWords,
  type Words,
} from "./module-words";
import { type NameBook, type NamedId, namedId, namedIds, nameOf } from "./names";
import { formatTime } from "./plain-text";
import { namesInRecordField, recordFieldInWords, recordFieldLabel } from "./record-words";
import { SHEET_FIELDS } from "./sheet-changes";
import { sheetChangeInWords } from "./sheet-words";

/** A change as recorded (a trace row, an audit entry, a comparison's field change). */
export interface ChangeLike {
  readonly moduleId: string | null;
  readonly action: 1 | 2 | 3;
  readonly fieldName: string | null;
  readonly rowId: string | null;
  readonly oldValue: unknown;
  readonly newValue: unknown;
}

/**
 * What a change is read against: the record as it stood at that moment (folded from its stream,
 * or the two versions compared). Language-neutral: titles, labels, positions, first cells.
 */
export interface ChangeFacts {
  /** The module changed, as it stood (before the change when it was deleted). */
  readonly module: ModuleFacts | null;
  /** The row changed, as it stood (before the change when it was deleted). */
  readonly row: RowFacts | null;
  /** A new order of a module's rows: the rows in the old order and in the new. */
  readonly rowOrder?: { readonly before: readonly RowFacts[]; readonly after: readonly RowFacts[] };
  /** A new order of the record's modules: their titles in the old order and in the new. */
  readonly moduleOrder?: { readonly before: readonly string[]; readonly after: readonly string[] };
  /** The comment a resolution, reopening or deletion is about, as it was written. */
  readonly comment?: { readonly text: string };
  /** A spreadsheet's sheets by id: their names before and after the change (cells, frozen rows, charts name them). */
  readonly sheetNames?: Readonly<Record<string, string>>;
}

export const NO_FACTS: ChangeFacts = { module: null, row: null };

/** One change as a person reads it, every part in words. */
export interface ChangeWords {
  /** The module's title; "" for the record itself. */
  readonly module: string;
  /** The row by its position and first cell; "" for a form field. */
  readonly row: string;
  /** The field or column by its label. */
  readonly field: string;
  readonly oldValue: Words;
  readonly newValue: Words;
  /** The new value says the whole change (a module added or deleted, a lifecycle step): shown alone, without the old. */
  readonly sentence: boolean;
}

const text = (value: string): Words => ({ text: value });
const sentence = (module: string, words: string, field = ""): ChangeWords => ({
  module,
  row: "",
  field,
  oldValue: NO_WORDS,
  newValue: text(words),
  sentence: true,
});

/** The ids a change names (participants, a department, the member given access, the signer whose signature was removed). */
export function namesInChange(change: ChangeLike): NamedId[] {
  if (change.fieldName === "share") {
    const share = (change.newValue ?? {}) as { memberIds?: unknown; departmentIds?: unknown };
    return [...namedIds("member", share.memberIds), ...namedIds("department", share.departmentIds)];
  }
  if (change.fieldName === "comment") {
    const mentioned = (change.newValue as { mentionIds?: unknown } | null)?.mentionIds;
    return Array.isArray(mentioned) ? mentioned.flatMap((id) => namedId("member", id)) : [];
  }
  if (change.fieldName === "grant") return namedId("member", (change.newValue as { memberId?: unknown } | null)?.memberId);
  if (change.fieldName === "signature" && change.action === 3)
    return namedId("member", (change.oldValue as { signerId?: unknown } | null)?.signerId);
  if (change.fieldName === "fromTemplate")
    return namedId("template", (change.newValue as { templateId?: unknown } | null)?.templateId);
  if (change.moduleId === null)
    return [...namesInRecordField(change.fieldName, change.oldValue), ...namesInRecordField(change.fieldName, change.newValue)];
  return [];
}

function grantInWords(value: unknown, names: NameBook, t: Translate): string {
  const grant = (value ?? {}) as { memberId?: unknown; attribute?: unknown };
  const member = nameOf(names, "member", grant.memberId, t);
  const key = grant.attribute === 1 ? "write" : grant.attribute === 0 ? "read" : "removed";
  return t(`grant.${key}`, { member });
}

/** A share asked for, decided (signed) or revoked: whom it reaches by name, and the right, read-only or read-write. */
function shareInWords(value: unknown, names: NameBook, t: Translate): string {
  const share = (value ?? {}) as Readonly<Record<string, unknown>>;
  const ids = (key: string) => (Array.isArray(share[key]) ? (share[key] as unknown[]) : []);
  const receivers = [
    ...ids("memberIds").map((id) => nameOf(names, "member", id, t)),
    ...ids("departmentIds").map((id) => nameOf(names, "department", id, t)),
  ].join(t("list"));
  const suffix = (key: string) =>
    typeof share[key] === "string" && share[key] ? t("changeWords.suffix", { text: share[key] as string }) : "";
  const params = {
    receivers,
    right: t(share.attribute === 1 ? "changeWords.shareRight.write" : "changeWords.shareRight.read"),
    reason: suffix("reason"),
    comment: suffix("comment"),
    signer: typeof share.printedName === "string" ? share.printedName : "",
    meaning: typeof share.meaning === "string" ? t(`meanings.${share.meaning}`) : "",
  };
  if (share.step === "decided")
    return t(share.granted === true ? "changeWords.shareGranted" : "changeWords.shareRefused", params);
  return t(share.step === "revoked" ? "changeWords.shareRevoked" : "changeWords.shareRequested", params);
}

function signatureRemovalInWords(change: ChangeLike, names: NameBook, t: Translate): string {
  const removed = (change.oldValue ?? {}) as { signerId?: unknown; signTime?: unknown };
  const by = (change.newValue ?? {}) as { printedName?: unknown; meaning?: unknown; comment?: unknown };
  return t("signatureRemovedBy", {
    signer: typeof by.printedName === "string" ? by.printedName : "",
    meaning: typeof by.meaning === "string" ? t(`meanings.${by.meaning}`) : "",
    removed: nameOf(names, "member", removed.signerId, t),
    time: typeof removed.signTime === "string" ? formatTime(removed.signTime) : "",
    comment: typeof by.comment === "string" && by.comment ? t("changeWords.suffix", { text: by.comment }) : "",
  });
}

const orderInWords = (items: readonly string[] | undefined, t: Translate): Words =>
  items && items.length > 0 ? text(items.join(t("list"))) : NO_WORDS;

/** A lifecycle change (status, review, recall, lock, roll-back, signature, archiving) as `changeInWords` says it. */
function lifecycleInWords(change: ChangeLike, module: string, t: Translate): ChangeWords {
  const say = (value: unknown): Words =>
    value === null || value === undefined
      ? NO_WORDS
      : text(changeInWords(change.fieldName, value, t) ?? valueInWords(value, t).text);
  const oldValue = say(change.oldValue);
  return {
    module,
    row: "",
    field: fieldInWords(change.fieldName, t) ?? "",
    oldValue,
    newValue: say(change.newValue),
    sentence: oldValue.text === "",
  };
}

/** Where an imported record came from: the file by name and SHA-256, the application, its authors and dates as recorded. */
function importInWords(value: unknown, t: Translate): string {
  const source = (value ?? {}) as Readonly<Record<string, unknown>>;
  const text = (key: string) => (typeof source[key] === "string" ? (source[key] as string) : "");
  const when = (key: string) => (text(key) && !Number.isNaN(Date.parse(text(key))) ? formatTime(text(key)) : text(key));
  const authors = Array.isArray(source.authors) ? source.authors.filter((a) => typeof a === "string") : [];
  return t("record.imported", {
    title: text("title"),
    file: text("fileName"),
    // The digest's ends, enough to match it against the file's own: a 64-digit run is no reading matter.
    sha256: text("sha256").length > 16 ? `${text("sha256").slice(0, 8)}…${text("sha256").slice(-8)}` : text("sha256"),
    application: text("application") || t("record.importApplicationUnknown"),
    authors: authors.length ? authors.join(t("list")) : t("none"),
    createdAt: when("createdAt") || t("none"),
  });
}

/** A comment added, answered, resolved, reopened or deleted, as one sentence with its text and the members it mentions. */
function commentInWords(change: ChangeLike, facts: ChangeFacts, names: NameBook, t: Translate, module: string): ChangeWords {
  const value = (change.newValue ?? {}) as { reply?: unknown; text?: unknown; mentionIds?: unknown; resolved?: unknown };
  const quoted = facts.comment ? t("comment.quoted", { text: facts.comment.text }) : "";
  const field = t("comment.field");
  if (change.action === 3) return sentence(module, t("comment.deleted", { text: quoted }), field);
  if (change.action === 2)
    return sentence(module, t(value.resolved === true ? "comment.resolved" : "comment.reopened", { text: quoted }), field);
  const mentioned = Array.isArray(value.mentionIds) ? value.mentionIds.map((id) => nameOf(names, "member", id, t)) : [];
  const mentions = mentioned.length > 0 ? t("comment.mentioning", { names: mentioned.join(t("list")) }) : "";
  const text = typeof value.text === "string" ? value.text : "";
  return sentence(module, t(value.reply === true ? "comment.replied" : "comment.added", { text, mentions }), field);
}

const LIFECYCLE = new Set(["status", "approval", "rejection", "recall", "rollback", "locked", "signature", "archive"]);

function recordChangeInWords(change: ChangeLike, facts: ChangeFacts, names: NameBook, t: Translate): ChangeWords {
  const { fieldName } = change;
  if (fieldName === "comment") return commentInWords(change, facts, names, t, "");
  if (fieldName === null) return sentence("", t("record.created", { title: valueInWords(change.newValue, t).text }));
  if (fieldName === "import") return sentence("", importInWords(change.newValue, t));
  if (fieldName === "share") return sentence("", shareInWords(change.newValue, names, t), fieldInWords(fieldName, t) ?? "");
  if (fieldName === "fromTemplate") return sentence("", createdFromTemplateInWords(change.newValue, names, t));
  if (LIFECYCLE.has(fieldName)) return lifecycleInWords(change, "", t);
  if (fieldName === "moduleOrder")
    return {
      module: "",
      row: "",
      field: fieldInWords(fieldName, t) ?? "",
      oldValue: orderInWords(facts.moduleOrder?.before, t),
      newValue: orderInWords(facts.moduleOrder?.after, t),
      sentence: false,
    };
  return {
    module: "",
    row: "",
    field: recordFieldLabel(fieldName, t),
    oldValue: recordFieldInWords(fieldName, change.oldValue, names, t),
    newValue: recordFieldInWords(fieldName, change.newValue, names, t),
    sentence: false,
  };
}

function moduleChangeInWords(change: ChangeLike, facts: ChangeFacts, names: NameBook, t: Translate): ChangeWords {
  const module = facts.module;
  const title = module?.title ?? "";
  const kind = module ? kindInWords(module.type, module.subType, t) : "";
  const { fieldName, rowId } = change;
  if (fieldName === "comment") return commentInWords(change, facts, names, t, title);
  if (fieldName === null && rowId === null)
    return sentence(title, t(change.action === 3 ? "module.deleted" : "module.added", { title, kind }));
  if (fieldName === "grant") return sentence(title, grantInWords(change.newValue, names, t), fieldInWords(fieldName, t) ?? "");
  if (fieldName === "signature" && change.action === 3)
    return sentence(title, signatureRemovalInWords(change, names, t), fieldInWords(fieldName, t) ?? "");
  if (fieldName !== null && LIFECYCLE.has(fieldName)) return lifecycleInWords(change, title, t);
  if (fieldName !== null && rowId === null && SHEET_FIELDS.has(fieldName)) return sheetChangeInWords(change, facts, title, t);
  if (fieldName === ROW_ORDER)
    return {
      module: title,
      row: "",
      field: t("row.order"),
      oldValue: orderInWords(
        facts.rowOrder?.before.map((row) => rowLabel(row, t)),
        t,
      ),
      newValue: orderInWords(
        facts.rowOrder?.after.map((row) => rowLabel(row, t)),
        t,
      ),
      sentence: false,
    };
  if (rowId === null) {
    // A rename is recorded as the module's "title" (ModuleRenamed, a comparison's rename).
    const renamed = fieldName === "title";
    const values = (value: unknown) =>
      renamed ? valueInWords(value, t) : module ? fieldValueInWords(module, fieldName!, value, t) : valueInWords(value, t);
    return {
      module: title,
      row: "",
      field: renamed ? t("module.title") : module ? fieldLabel(module, fieldName!, t) : keyLabel(fieldName!, t),
      oldValue: values(change.oldValue),
      newValue: values(change.newValue),
      sentence: false,
    };
  }
  const row = facts.row ? rowLabel(facts.row, t) : "";
  if (fieldName === null)
    return {
      module: title,
      row,
      field: "",
      oldValue: moduleRowInWords(module, change.oldValue, t),
      newValue: moduleRowInWords(module, change.newValue, t),
      sentence: false,
    };
  return {
    module: title,
    row,
    field: cellReaderOf(module, t).label(fieldName),
    oldValue: cellReaderOf(module, t).value(fieldName, change.oldValue),
    newValue: cellReaderOf(module, t).value(fieldName, change.newValue),
    sentence: false,
  };
}

/**
 * One change of a record in words (spec §3 audit trace; 21 CFR 11.10(b), Annex 11 §9: an audit
 * trail in a generally intelligible form): the module by its title, the row by its position and
 * first cell, the field by its label, values in words (rich text as text, with its HTML for
 * screens), members and departments by name, a module added or deleted as one sentence.
 */
export function readChange(change: ChangeLike, facts: ChangeFacts, names: NameBook, t: Translate): ChangeWords {
  return change.moduleId === null ? recordChangeInWords(change, facts, names, t) : moduleChangeInWords(change, facts, names, t);
}

/** A record made from a template: its title, the template by name and the version it was made from. */
function createdFromTemplateInWords(value: unknown, names: NameBook, t: Translate): string {
  const made = (value ?? {}) as { title?: unknown; templateId?: unknown; templateVersion?: unknown };
  const name = nameOf(names, "template", made.templateId, t);
  return t("record.createdFromTemplate", {
    title: typeof made.title === "string" ? made.title : "",
    template:
      typeof made.templateVersion === "number" ? t("record.templateVersion", { name, version: made.templateVersion }) : name,
  });
}
