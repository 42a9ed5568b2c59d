// The domain's pure wording of lifecycle changes, shared with the server's PDF exports (deep import: no zod in the bundle).
import { changeInWords, fieldInWords } from "@labledger/domain/audit/change-words";
import type { TFunction } from "i18next";

/** A lifecycle change's value in words (submission, review, recall, lock, signature), or null for plain content. */
export const changeWords = (fieldName: string | null, value: unknown, t: TFunction): string | null =>
  changeInWords(fieldName, value, (key, params) => t(key, params ?? {}));

/** A change's field: a lifecycle change's in words ("rejection" → "驳回"), a module's own field as named. */
export const fieldWords = (fieldName: string | null, t: TFunction): string =>
  fieldInWords(fieldName, (key, params) => t(key, params ?? {})) ?? fieldName ?? "";
