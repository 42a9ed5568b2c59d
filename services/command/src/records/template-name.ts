import type { ExperimentState } from "@labledger/domain";
import type { Doc, ReadStore } from "@labledger/ports";

/** The name of the template (as its version was named) a record was made from, for the record's header; null when none. */
export async function templateNameOf(readStore: ReadStore, state: ExperimentState): Promise<string | null> {
  const { templateId, templateVersion } = state.record ?? {};
  if (!templateId) return null;
  const version = templateVersion
    ? await readStore.get<Doc & { name: string }>("template_versions", `${templateId}:v${templateVersion}`)
    : undefined;
  const named = version ?? (await readStore.get<Doc & { name: string }>("templates", templateId));
  return named?.name ?? null;
}
