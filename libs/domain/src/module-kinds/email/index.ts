import { z } from "@labledger/events/content-schema";
import { valueContent } from "../kit/content-schema";
import { defineKind } from "../kit/define-kind";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §3 email: one e-mail address. */
export const email = defineKind({
  type: "email",
  family: "field",
  words: { en: { name: "E-mail" }, "zh-CN": { name: "电子邮箱" } },
  contentSchema: valueContent(z.string({ error: "email" }).check(z.regex(EMAIL, { error: "email" }))),
});
