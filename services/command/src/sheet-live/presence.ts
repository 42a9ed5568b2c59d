import { PRESENCE_TIMING, type PresentMember } from "@labledger/contracts";
import {
  DomainError,
  type ExperimentState,
  holdsWorkbook,
  type MemberInSheet,
  othersInSheets,
  refuseWhileSheetsInUse,
  type SheetInUseAttempt,
} from "@labledger/domain";
import type { SheetPresence } from "@labledger/ports";
import type { Runtime } from "../runtime/runtime";
import { byYouThenName } from "./live-messages";

/** The record's spreadsheet module `moduleId` (404 when the record has no such module, 400 when it is another kind). */
export function spreadsheetModule(state: ExperimentState, moduleId: string) {
  const module = state.modules.find((m) => m.moduleId === moduleId);
  if (!module) throw new DomainError("module.notFound", "not-found");
  if (!holdsWorkbook(module.type)) throw new DomainError("sheet.notASpreadsheet", "invalid", { title: module.title });
  return module;
}

/** Who is in the record's spreadsheet modules now (heard from within the expiry), each with their real name. */
export async function membersInSheets(runtime: Runtime, experimentId: string): Promise<MemberInSheet[]> {
  const present = await runtime.ports.sessions.presentIn(experimentId, Date.now() - PRESENCE_TIMING.expiresMs);
  const names = await namesOf(runtime, present);
  return present.map((p) => ({
    memberId: p.memberId,
    name: names.get(p.memberId) ?? "",
    moduleId: p.moduleId,
    sheetId: p.sheetId,
    cell: p.cell,
  }));
}

/** Who is in one module, as a screen lists them: one entry per member and sheet, the caller marked. */
export async function membersInModule(
  runtime: Runtime,
  experimentId: string,
  moduleId: string,
  callerId: string,
): Promise<PresentMember[]> {
  const seen = new Map<string, PresentMember>();
  for (const m of await membersInSheets(runtime, experimentId)) {
    if (m.moduleId !== moduleId) continue;
    const key = `${m.memberId}\u0000${m.sheetId}`;
    if (!seen.has(key) || m.cell !== null)
      seen.set(key, { memberId: m.memberId, name: m.name, sheetId: m.sheetId, cell: m.cell, isYou: m.memberId === callerId });
  }
  return [...seen.values()].sort(byYouThenName);
}

/**
 * Spec §4: refuses (409) what others in the record's spreadsheets block: the facts for the
 * domain rule, read from the presence kept beside the sessions (shared by every instance).
 */
export async function refuseWhileInUse(
  runtime: Runtime,
  experimentId: string,
  attempt: SheetInUseAttempt,
  state: ExperimentState,
  actorId: string,
): Promise<void> {
  if (!state.modules.some((m) => holdsWorkbook(m.type))) return;
  refuseWhileSheetsInUse(attempt, state, othersInSheets(await membersInSheets(runtime, experimentId), actorId));
}

async function namesOf(runtime: Runtime, present: readonly SheetPresence[]): Promise<Map<string, string>> {
  const ids = [...new Set(present.map((p) => p.memberId))];
  const docs = await Promise.all(ids.map((id) => runtime.ports.readStore.get<{ id: string; realName?: string }>("members", id)));
  return new Map(ids.map((id, i) => [id, docs[i]?.realName ?? ""]));
}
