/** What a structure text holds, for the page (and tests) to see without reading the text. */
export function drawingKind(structure: string): "empty" | "reaction" | "molecule" {
  if (structure === "") return "empty";
  return structure.trimStart().startsWith("$RXN") ? "reaction" : "molecule";
}
