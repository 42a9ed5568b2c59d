import type { EventData } from "@labledger/events";
import type { Module } from "./experiment-state";
import type { ModuleContent, Row } from "./module-content";

export interface ClonedModule {
  readonly module: Omit<EventData<"ModuleAdded">, "experimentId" | "afterModuleId">;
  readonly content: ModuleContent;
}

/** Spec §3 lab sample and reagent rows: these identify physical samples and are cleared when cloning. */
export const SAMPLE_CODE_FIELDS = ["sampleId", "BottleCode", "_RegMSBiologyCode", "SampleCode"] as const;
/** Spec §4: the old sample-system column label becomes the registration-system label. */
export const SAMPLE_LABEL_RENAMES: Readonly<Record<string, string>> = {
  "Sample system ID": "Registration system ID",
  样品系统编号: "注册系统编号",
};

/**
 * Spec §4 "Cloning or saving as a template": modules and their content are copied with new
 * ids; signatures, highlight and check state are not (the copy starts unsigned); equation
 * (reaction) data and sample codes are cleared. (The spec's renaming of sample column titles
 * to the registration system's label belongs to the console, which names grid columns.)
 */
export function cloneModules(source: readonly Module[], newId: () => string): ClonedModule[] {
  return source.map((m) => ({
    module: {
      moduleId: newId(),
      type: m.type,
      subType: m.subType,
      title: m.title,
      required: m.required,
      columns: m.columns.map((c) => ({ ...c })),
    },
    content: m.type === "equation" ? { fields: {}, rows: [] } : resetContent(m),
  }));
}

function resetContent(module: Module): ModuleContent {
  const { highlight: _highlight, setHighlight: _setHighlight, ...fields } = module.content.fields as Record<string, unknown>;
  const rows = module.content.rows.map((row) => {
    const copy: Record<string, unknown> = { ...row };
    for (const field of SAMPLE_CODE_FIELDS) delete copy[field];
    return copy as Row;
  });
  return { fields, rows };
}
