import type { TemplateVersionsCompared } from "../api/template-versions-api";
import type { Side } from "./side-by-side";

type Version = TemplateVersionsCompared["fromVersion"];

/** One version of a template as a side of the records' side-by-side view: its name and description as the "own fields". */
export function templateSide(version: Version, labels: { name: string; description: string }): Side {
  return {
    record: { id: version.templateId, number: "", title: version.name, modules: version.modules },
    header: [
      { key: "name", label: labels.name, text: version.name },
      { key: "description", label: labels.description, text: version.description },
    ],
    detailKeys: ["name", "description"],
  };
}

/** The pair compared by default: the version before the latest against the latest (null with fewer than two). */
export function defaultPair(versions: readonly { version: number }[]): { from: number; to: number } | null {
  const numbers = versions.map((v) => v.version).sort((a, b) => a - b);
  if (numbers.length < 2) return null;
  return { from: numbers.at(-2)!, to: numbers.at(-1)! };
}

/** ?from=&to= read as two saved versions, older first; anything else falls back to the default pair. */
export function chosenPair(
  versions: readonly { version: number }[],
  from: string | null,
  to: string | null,
): { from: number; to: number } | null {
  const known = new Set(versions.map((v) => v.version));
  const [a, b] = [Number(from), Number(to)];
  if (known.has(a) && known.has(b) && a !== b) return { from: Math.min(a, b), to: Math.max(a, b) };
  return defaultPair(versions);
}
