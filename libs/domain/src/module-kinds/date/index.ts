import { z } from "@labledger/events/content-schema";
import { valueContent } from "../kit/content-schema";
import { defineKind } from "../kit/define-kind";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const RULE = "YYYY-MM-DD";

/** Spec §3 date: a calendar day as YYYY-MM-DD that exists. */
export const date = defineKind({
  type: "date",
  family: "field",
  words: { en: { name: "Date" }, "zh-CN": { name: "日期" } },
  contentSchema: valueContent(
    z.string({ error: RULE }).check(
      z.regex(DATE, { error: RULE }),
      z.refine((day) => !Number.isNaN(Date.parse(day)), { error: RULE }),
    ),
  ),
});
