import type { EventData } from "@labledger/events";
import { keepContent } from "../module-kinds/kit/clone-reset";
import { kindOf } from "../module-kinds/registry";
import type { Module } from "./experiment-state";
import type { ModuleContent } from "./module-content";

export interface ClonedModule {
  readonly module: Omit<EventData<"ModuleAdded">, "experimentId" | "afterModuleId">;
  readonly content: ModuleContent;
  /** The grants the record's module starts with (a template's module may name some; a clone keeps none). */
  readonly grants?: Readonly<Record<string, 0 | 1>>;
}

/**
 * Spec §4 "Cloning or saving as a template": modules and their content are copied with new
 * ids; signatures, highlight and check state are not (the copy starts unsigned); what each
 * kind keeps of its content is its `cloneReset` (a reaction's data and sample codes are
 * cleared). (The spec's renaming of sample column titles to the registration system's label
 * belongs to the console, which names grid columns.)
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
    content: (kindOf(m.type)?.cloneReset ?? keepContent)(m.content),
  }));
}
