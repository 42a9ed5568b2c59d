import { ApiError } from "../../../transport/api-error";
import type { ApprovalRow, Decision } from "../api/approval-calls";

const pad = (n: number) => String(n).padStart(2, "0");

/** YYYY-MM-DD HH:mm:ss in local time (spec §9). */
export function formatTime(iso: string | undefined): string {
  if (!iso) return "—";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The flow node the row waits at (or was at), by name. */
export function nodeName(row: Pick<ApprovalRow, "nodes" | "node">): string {
  const nodes = row.nodes ?? [];
  if (nodes.length === 0) return "—";
  const at = Math.min(row.node ?? 0, nodes.length - 1);
  return `${nodes[at]} (${at + 1}/${nodes.length})`;
}

/** The member's own (latest) decision on a row. */
export function myDecision(row: Pick<ApprovalRow, "decisions">, memberId: string | undefined): Decision | undefined {
  if (!memberId) return undefined;
  return [...row.decisions].reverse().find((d) => d.signerId === memberId);
}

/**
 * Signs each row in turn (spec §8: on a failure the current one is not approved and the next one goes on);
 * returns what was done and what failed with the server's message.
 */
export async function signInTurn<T>(rows: readonly T[], sign: (row: T) => Promise<unknown>) {
  const done: T[] = [];
  const failed: Array<{ row: T; message: string; error: unknown }> = [];
  for (const row of rows) {
    try {
      await sign(row);
      done.push(row);
    } catch (error) {
      failed.push({ row, error, message: error instanceof ApiError || error instanceof Error ? error.message : String(error) });
    }
  }
  return { done, failed };
}
