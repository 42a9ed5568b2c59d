import type { TemplateVersion, TemplateVersionsCompared } from "@labledger/contracts";
import { compareRecords, type ExperimentState, type FieldChange, factsOf, readChange, wordsIn } from "@labledger/domain";
import type { ReadStore } from "@labledger/ports";
import { loadNames } from "../audit/history-names";
import { type Language, translate } from "../i18n/translate";
import { safeChangeWords } from "../records/safe-words";

/** A version as the records' compare reads a record: its modules, unsigned, and its name and description as the details. */
const asRecord = (version: TemplateVersion): ExperimentState =>
  ({
    created: true,
    details: { name: version.name, description: version.description },
    modules: version.modules.map((m) => ({ ...m, cacheTime: 0, isCheck: false, signatures: [] })),
    lifecycle: { status: "draft", version: 0, locked: false },
  }) as unknown as ExperimentState;

/** Two versions side by side in the records' compare shape, each change in the caller's words. */
export async function compareVersions(
  readStore: ReadStore,
  from: TemplateVersion,
  to: TemplateVersion,
  language: Language,
): Promise<TemplateVersionsCompared> {
  const [before, after] = [asRecord(from), asRecord(to)];
  const { details, modules } = compareRecords(before, after);
  const names = await loadNames(readStore, []);
  const t = wordsIn(language);
  const text = (value: unknown) => ({ text: typeof value === "string" ? value : "" });
  const detailWords = (c: FieldChange) => ({
    ...c,
    words: {
      module: "",
      row: "",
      field: translate(language, `template.field.${c.field === "name" ? "name" : "description"}`),
      oldValue: text(c.oldValue),
      newValue: text(c.newValue),
      sentence: false,
    },
  });
  const moduleWords = (moduleId: string) => (c: FieldChange) => {
    const change = { ...c, moduleId, fieldName: c.field };
    return { ...c, words: safeChangeWords(readChange(change, factsOf(change, before, after), names, t)) };
  };
  return {
    from: String(from.version),
    to: String(to.version),
    details: details.map(detailWords),
    modules: modules.map((m) => ({ ...m, changes: m.changes.map(moduleWords(m.moduleId)) })),
    fromVersion: from,
    toVersion: to,
  };
}
