import { translate } from "../../../services/command/src/i18n/translate";
import type { Family } from "./cases";

export type Caller = "administrator" | "anonymous";

/** One request of the suite: what was sent, what came back, what was wrong with it. */
export interface Outcome {
  readonly operationId: string;
  readonly caller: Caller;
  readonly family: Family;
  readonly label: string;
  readonly status: number;
  readonly ms: number;
  readonly problem?: string;
}

/** A 4xx is the envelope {code, key, message}, the message in both catalogues. */
export function errorEnvelopeProblems(answer: { status: number; headers: Record<string, string>; body: string }): string[] {
  let body: { code?: unknown; key?: unknown; message?: unknown };
  try {
    body = JSON.parse(answer.body);
  } catch {
    return [`a ${answer.status} that is not JSON (${answer.headers["content-type"]}): ${answer.body.slice(0, 200)}`];
  }
  const problems: string[] = [];
  if (body.code !== answer.status) problems.push(`code ${String(body.code)} in a ${answer.status}`);
  if (typeof body.key !== "string" || typeof body.message !== "string" || body.message.length === 0)
    return [...problems, `no key and message: ${answer.body.slice(0, 200)}`];
  for (const language of ["zh-CN", "en"] as const)
    if (translate(language, body.key) === body.key) problems.push(`no ${language} message for ${body.key}`);
  if (body.message === body.key) problems.push(`the message is the key ${body.key}`);
  return problems;
}

export const describeOutcome = (o: Outcome) => `${o.operationId} as ${o.caller}, ${o.family}: ${o.label} → ${o.problem}`;

/** Counts and times by family, the statuses seen and the slowest requests: the suite's timings in the log. */
export function report(seed: number, outcomes: readonly Outcome[], totalMs: number) {
  const byFamily = new Map<string, { count: number; ms: number }>();
  for (const o of outcomes) {
    const entry = byFamily.get(o.family) ?? { count: 0, ms: 0 };
    byFamily.set(o.family, { count: entry.count + 1, ms: entry.ms + o.ms });
  }
  const statuses = new Map<number, number>();
  for (const o of outcomes) statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
  const slowest = [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 5);
  console.log(
    [
      `bad input (seed ${seed}): ${outcomes.length} requests over ${new Set(outcomes.map((o) => o.operationId)).size} operations in ${(totalMs / 1000).toFixed(1)} s`,
      ...[...byFamily].map(([family, { count, ms }]) => `  ${family}: ${count} requests, ${ms} ms`),
      `  statuses: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(" ")}`,
      `  slowest: ${slowest.map((o) => `${o.operationId} ${o.family} ${o.label} ${o.ms} ms`).join("; ")}`,
    ].join("\n"),
  );
}
