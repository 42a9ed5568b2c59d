export { StructureEditor } from "./StructureEditor";
export type { StructureEditorProps } from "./structure-editor-props";
