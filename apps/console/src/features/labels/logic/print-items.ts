import type { LabelType } from "@labledger/domain/labels/label-rules";
import { LABEL_LIMITS } from "@labledger/events/catalogue/labels-values";

export interface PrintItem {
  readonly id: string;
  readonly name?: string;
}

/**
 * The items typed or scanned into the print page, one a line: for samples "code, name" (no sample
 * register exists yet, so the label prints what is given); for materials and instruments a
 * barcode, code or id, each line once. At most 1,000.
 */
export function printItemsOf(type: LabelType, text: string): PrintItem[] {
  const lines = [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean),
    ),
  ].slice(0, LABEL_LIMITS.printItems);
  if (type !== "sample") return lines.map((id) => ({ id }));
  return lines.map((line) => {
    const [code = "", ...rest] = line.split(/[,，\t]/);
    const name = rest.join(",").trim();
    return { id: code.trim(), ...(name ? { name } : {}) };
  });
}
