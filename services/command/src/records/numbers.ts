import {
  DEFAULT_NUMBERING_RULE,
  FIXED_NUMBER_RULES,
  type NumberingRule,
  type NumberTarget,
  numberIssuer,
  numberIssuerFold,
  numbersStream,
  PROJECT_NUMBER_RULE,
} from "@labledger/domain";
import type { Actor } from "@labledger/events";
import type { Doc } from "@labledger/ports";
import { dataOf, handleCommand } from "../pipeline/handle-command";
import { oneAtATime } from "../pipeline/one-at-a-time";
import type { Runtime } from "../runtime/runtime";

/**
 * The next number of a kind, under the organisation's rule (read model; the default until
 * an administrator sets one). A number given out is never given again; one whose record then
 * fails to be created is skipped, so numbers can have gaps but never repeats.
 */
export async function issueNumber(
  runtime: Runtime,
  target: NumberTarget,
  forId: string,
  actor: Actor,
  projectNumber?: string,
): Promise<string> {
  const rule =
    target === "project"
      ? PROJECT_NUMBER_RULE
      : target === "method" || target === "preparedMaterial"
        ? FIXED_NUMBER_RULES[target]
        : await ruleFor(runtime, target);
  const today = new Date();
  const context = {
    date: { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() },
    ...(projectNumber ? { projectNumber } : {}),
  };
  // No project to key on: fall back to the date, so a personal record still gets a number.
  const usable = rule.relatedKey === "project" && !projectNumber ? { ...rule, relatedKey: "date" as const } : rule;
  const stream = numbersStream(target);
  const result = await oneAtATime(stream, () =>
    handleCommand(
      runtime.ports.events,
      stream,
      numberIssuer,
      () => ({ type: "IssueNumber" as const, target, rule: usable, context, forId }),
      { metadata: { actor }, retryOnConflict: true, snapshots: { from: runtime.snapshots, fold: numberIssuerFold } },
    ),
  );
  return dataOf(result, "NumberIssued")!.number;
}

async function ruleFor(
  runtime: Runtime,
  target: Exclude<NumberTarget, "project" | "method" | "preparedMaterial">,
): Promise<NumberingRule> {
  const stored = await (await runtime.decisionFacts.read()).get<Doc & NumberingRule>("numbering_rules", target);
  if (!stored) return DEFAULT_NUMBERING_RULE;
  const { prefix, relatedKey, dateFormat, serialDigits, mode } = stored;
  return { prefix, relatedKey, dateFormat, serialDigits, mode };
}
