// Shared by the kinds' unit specs: a module of a kind, the history's words, a content's broken rule.
import { wordsIn } from "../audit/words";
import type { ModuleContent } from "../experiment/module-content";
import { brokenRule } from "./kit/content-schema";
import type { KindModule, ModuleKind } from "./module-kind";

export const en = wordsIn("en");
export const zh = wordsIn("zh-CN");

export function moduleOf(
  kind: Pick<ModuleKind, "type">,
  content: Partial<ModuleContent> = {},
  more: Partial<KindModule> = {},
): KindModule & { moduleId: string } {
  return {
    moduleId: "m1",
    type: kind.type,
    subType: null,
    title: "Module",
    required: false,
    columns: [],
    ...more,
    content: { fields: {}, rows: [], ...content },
  };
}

/** The rule a save of `fields` breaks, or null when the kind takes it. */
export const ruleFor = (kind: Pick<ModuleKind, "contentSchema">, fields: Record<string, unknown>, rows: unknown[] = []) =>
  brokenRule(kind.contentSchema, { fields, rows });
