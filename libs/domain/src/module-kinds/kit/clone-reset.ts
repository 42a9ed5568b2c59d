import type { ModuleContent, Row } from "../../experiment/module-content";

/** Spec §3 lab sample and reagent rows: these identify physical samples and are cleared when cloning. */
export const SAMPLE_CODE_FIELDS = ["sampleId", "BottleCode", "_RegMSBiologyCode", "SampleCode"] as const;

/** Spec §4 cloning: the copy keeps the content but not its highlight, nor the rows' sample codes. */
export function keepContent(content: ModuleContent): ModuleContent {
  const { highlight: _highlight, setHighlight: _setHighlight, ...fields } = content.fields as Record<string, unknown>;
  const rows = content.rows.map((row) => {
    const copy: Record<string, unknown> = { ...row };
    for (const field of SAMPLE_CODE_FIELDS) delete copy[field];
    return copy as Row;
  });
  return { fields, rows };
}

/** Spec §4 cloning: nothing of the content is copied (a reaction's data). */
export const clearContent = (_content: ModuleContent): ModuleContent => ({ fields: {}, rows: [] });

/** Spec §4: the old sample-system column label becomes the registration-system label (the console names grid columns). */
export const SAMPLE_LABEL_RENAMES: Readonly<Record<string, string>> = {
  "Sample system ID": "Registration system ID",
  样品系统编号: "注册系统编号",
};
