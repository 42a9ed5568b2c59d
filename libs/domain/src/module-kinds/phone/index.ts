import { z } from "@labledger/events/content-schema";
import { valueContent } from "../kit/content-schema";
import { defineKind } from "../kit/define-kind";

const PHONE = /^\+?[0-9 ()-]{3,30}$/;

/** Spec §3 phone: one phone number (digits, spaces, brackets, dashes, a leading +). */
export const phone = defineKind({
  type: "phone",
  family: "field",
  words: { en: { name: "Phone" }, "zh-CN": { name: "电话" } },
  contentSchema: valueContent(z.string({ error: "phone" }).check(z.regex(PHONE, { error: "phone" }))),
});
