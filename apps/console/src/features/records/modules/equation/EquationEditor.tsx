import type { ModuleBodyProps } from "../module-props";
import { StructureEditor } from "./structure-editor";

/** The reaction module: its structure (fields.molFile) drawn in Ketcher, saved like any module's fields. */
export function EquationEditor({ content, editable, onChange }: ModuleBodyProps) {
  const molFile = typeof content.fields.molFile === "string" ? content.fields.molFile : "";
  return (
    <StructureEditor
      value={molFile}
      readOnly={!editable}
      onChange={(structure) => onChange({ ...content, fields: { ...content.fields, molFile: structure } })}
    />
  );
}
