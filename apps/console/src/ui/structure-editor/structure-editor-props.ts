/** What the structure editor is given: the stored structure, whether it may change, and where a change goes. */
export interface StructureEditorProps {
  /** An RXN or molfile text; "" when nothing is drawn. */
  readonly value: string;
  /** Shows the structure only: no drawing tools, no import. */
  readonly readOnly: boolean;
  /** The drawing as RXN V2000 when it holds a reaction arrow, else a molfile; "" when empty. Debounced. */
  readonly onChange: (structure: string) => void;
}
