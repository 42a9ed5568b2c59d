import type { Ketcher } from "ketcher-core";

/** The drawing as text: RXN V2000 when it holds a reaction arrow, else a molfile; "" when nothing is drawn. */
export async function readStructure(ketcher: Ketcher): Promise<string> {
  if (ketcher.editor.struct().isBlank()) return "";
  return ketcher.containsReaction() ? ketcher.getRxn("v2000") : ketcher.getMolfile();
}
