/** A message catalogue's lookup: the history words of one language (`wordsIn` in ./words.ts). */
export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

type Value = Record<string, unknown>;

const isObject = (value: unknown): value is Value => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? value : "");

/** A comment or reason as the end of a sentence (": …" in the caller's punctuation), or nothing. */
const suffix = (value: unknown, say: Translate) => (typeof value === "string" && value ? say("suffix", { text: value }) : "");

/** The signer's printed name and what the signature means (`meanings.*`). */
function signer(value: Value, say: Translate, t: Translate): Record<string, string | number> {
  return {
    signer: text(value.printedName),
    meaning: typeof value.meaning === "string" ? t(`meanings.${value.meaning}`) : "",
    comment: suffix(value.comment, say),
    version: text(value.version),
  };
}

/**
 * Lifecycle changes (submission, reviews, recall, lock, roll-back, signatures, archiving) keep a
 * structured value in the trace; this says it in words, e.g. "王 芳 (approval) approved
 * step 1 of version 2: complete", so an auditor reads the trace without JSON. Keys are looked
 * up as `changeWords.<key>` (meanings as `meanings.<meaning>`) by the caller's `t`. Null for a plain value (a field's content),
 * which is shown as it is.
 */
export function changeInWords(fieldName: string | null, value: unknown, t: Translate): string | null {
  const say = (key: string, params?: Readonly<Record<string, string | number>>) => t(`changeWords.${key}`, params);
  switch (fieldName) {
    case "status":
      if (typeof value === "string") return say(`status.${value}`);
      if (!isObject(value) || typeof value.status !== "string") return null;
      return say(`to.${value.status}`, {
        version: text(value.version),
        flow: text(value.flow),
        reason: suffix(value.reason, say),
      });
    case "approval":
    case "rejection":
      if (!isObject(value)) return null;
      return say(fieldName, { ...signer(value, say, t), step: typeof value.node === "number" ? value.node + 1 : "" });
    case "recall":
      if (typeof value === "string") return say(`status.${value}`);
      if (!isObject(value)) return null;
      return say(value.granted === true ? "recallGranted" : "recallRefused", signer(value, say, t));
    case "rollback":
      return isObject(value) ? say("rollback", { version: text(value.toVersion) }) : null;
    case "locked":
      return typeof value === "boolean" ? say(value ? "locked" : "unlocked") : null;
    case "signature":
      if (!isObject(value)) return null;
      return typeof value.printedName === "string" ? say("signature", signer(value, say, t)) : say("signatureRemoved");
    case "archive":
      if (!isObject(value)) return null;
      return value.archived === true
        ? say("archived", { version: text(value.version), years: text(value.retentionYears), until: text(value.retainUntil) })
        : say("unarchived", { ...signer(value, say, t), reason: suffix(value.reason, say) });
    default:
      return null;
  }
}

/** The record-level "fields" of lifecycle changes; a module's own fields keep their names. */
const LIFECYCLE_FIELDS = new Set([
  "status",
  "approval",
  "rejection",
  "recall",
  "rollback",
  "locked",
  "signature",
  "archive",
  "share",
  "grant",
  "moduleOrder",
]);

/** A lifecycle change's field name in words ("rejection" → "驳回"), or null for a module's own field, shown as named. */
export const fieldInWords = (fieldName: string | null, t: Translate): string | null =>
  fieldName !== null && LIFECYCLE_FIELDS.has(fieldName) ? t(`changeWords.field.${fieldName}`) : null;
