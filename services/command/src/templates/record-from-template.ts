import { type ClonedModule, DomainError, recordModulesOfTemplate, usableVersion, versionOf } from "@labledger/domain";
import { uuidv7 } from "@labledger/events";
import type { Caller } from "../pipeline/caller";
import type { Runtime } from "../runtime/runtime";
import { loadTemplate, readerOf } from "./template-facts";

/**
 * What a record made from a template starts with: the version serving the member (the author
 * the latest, others the published one in their scope), its modules with new ids, content,
 * locks and grants. Unknown, binned or out of the member's scope: spec §8 "Template
 * unavailable", the same answer for all three, and nothing is created (no number is given out).
 */
export async function recordFromTemplate(
  runtime: Runtime,
  caller: Caller,
  templateId: string,
): Promise<{ templateId: string; templateVersion: number; modules: ClonedModule[] }> {
  const unavailable = new DomainError("template.unavailable", "not-found");
  const { state } = await loadTemplate(runtime, templateId).catch(() => {
    throw unavailable;
  });
  const version = usableVersion(state, await readerOf(runtime, caller.session));
  const used = version === null ? undefined : versionOf(state, version);
  if (!used) throw unavailable;
  return {
    templateId,
    templateVersion: used.version,
    modules: recordModulesOfTemplate(used.modules, caller.session.member.id, uuidv7),
  };
}
