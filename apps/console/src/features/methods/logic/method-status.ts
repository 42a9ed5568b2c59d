import type { MethodRow } from "@labledger/contracts";

/** A method's status in words, the chip colour it reads with. */
export const STATUS_COLOUR: Record<MethodRow["status"], "default" | "success" | "warning"> = {
  draft: "default",
  effective: "success",
  retired: "warning",
};

export const today = (): string => {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
};

/** A file's size as people read it: 512 B, 2.5 KB, 1.2 MB. */
export function sizeInWords(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
