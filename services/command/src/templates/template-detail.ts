import type { TemplateDetail, TemplateVersion, TemplateVersionSummary } from "@labledger/contracts";
import {
  DomainError,
  latestVersion,
  mayReadVersion,
  type TemplateReader,
  type TemplateState,
  versionOf,
} from "@labledger/domain";
import type { RecordedEvent } from "@labledger/events";
import type { ReadStore } from "@labledger/ports";
import { rowsFor, type StoredTemplate } from "./template-rows";

/** Who saved each version and when, from the stream's own events (never stale). */
export function versionSummaries(state: TemplateState, events: readonly RecordedEvent[]): Map<number, TemplateVersionSummary> {
  const summaries = new Map<number, TemplateVersionSummary>();
  for (const event of events) {
    if (event.type !== "TemplateVersionSaved") continue;
    const { version, changeSummary } = event.data as { version: number; changeSummary: string };
    summaries.set(version, {
      version,
      changeSummary,
      savedBy: event.metadata.actor.userId,
      savedByName: event.metadata.actor.name,
      savedAt: event.metadata.time,
    });
  }
  return new Map([...summaries].filter(([version]) => versionOf(state, version)));
}

/** One saved version the member may read, with its modules; another is not found. */
export function versionFor(
  state: TemplateState,
  events: readonly RecordedEvent[],
  reader: TemplateReader,
  version: number,
): TemplateVersion {
  const saved = Number.isInteger(version) ? versionOf(state, version) : undefined;
  if (!saved || !mayReadVersion(state, reader, version))
    throw new DomainError("template.versionNotFound", "not-found", { version });
  const summary = versionSummaries(state, events).get(version)!;
  return {
    ...summary,
    templateId: state.templateId!,
    name: saved.name,
    description: saved.description,
    modules: saved.modules.map((m) => ({ ...m })),
  };
}

/** The template as the read model has it, or (not there yet) as its stream says, for the detail's row. */
function storedOf(state: TemplateState, stored: StoredTemplate | undefined, events: readonly RecordedEvent[]): StoredTemplate {
  if (stored) return stored;
  const first = events[0]!;
  const last = events.at(-1)!;
  return {
    id: state.templateId!,
    name: state.draft.name,
    description: state.draft.description,
    authorId: state.ownerId!,
    departmentId: state.departmentId,
    scope: state.published?.scope ?? "personal",
    publishedVersion: state.published?.version ?? null,
    publishedDepartmentId: state.published?.departmentId ?? null,
    latestVersion: latestVersion(state),
    moduleCounts: Object.fromEntries(state.versions.map((v) => [String(v.version), v.modules.length])),
    draftModuleCount: state.draft.modules.length,
    binned: state.binned,
    collectorCount: state.collectorIds.length,
    useCount: 0,
    pendingPublish: state.pending
      ? { requestId: state.pending.requestId, version: state.pending.version, scope: state.pending.scope }
      : null,
    fromRecord: state.fromRecord ?? null,
    createdAt: first.metadata.time,
    updatedAt: last.metadata.time,
  };
}

/** The detail: its row, the author's draft, and the versions the member may read (newest first). */
export async function detailFor(
  readStore: ReadStore,
  state: TemplateState,
  events: readonly RecordedEvent[],
  stored: StoredTemplate | undefined,
  reader: TemplateReader,
): Promise<TemplateDetail> {
  const [row] = await rowsFor(readStore, [storedOf(state, stored, events)], reader);
  const isAuthor = state.ownerId === reader.memberId;
  const summaries = versionSummaries(state, events);
  const lastDraftSave = [...events].reverse().find((e) => e.type === "TemplateDraftSaved" || e.type === "TemplateCreated");
  return {
    ...row!,
    isAuthor,
    draft: isAuthor
      ? {
          name: state.draft.name,
          description: state.draft.description,
          modules: state.draft.modules.map((m) => ({ ...m })),
          savedAt: lastDraftSave?.metadata.time ?? row!.updatedAt,
        }
      : null,
    versions: [...summaries.values()].filter((v) => mayReadVersion(state, reader, v.version)).reverse(),
  };
}
