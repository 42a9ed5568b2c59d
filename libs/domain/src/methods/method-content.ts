import type { EventData } from "@labledger/events";
import { DomainError } from "../decider/domain-error";

export type MethodContent = EventData<"MethodCreated">["content"];
export type MethodReference = MethodContent["references"][number];
export type MethodFile = EventData<"MethodFilesAttached">["files"][number];

const DOI = /^10\.\d{4,9}\/\S+$/;

/** What is wrong with a reference, or nothing: a DOI reads "10.xxxx/…", an address is http(s). The console asks it too. */
export function referenceProblem(reference: Pick<MethodReference, "citation" | "doi" | "url">): string | undefined {
  if (!reference.citation.trim()) return "method.citationRequired";
  if (reference.doi && !DOI.test(reference.doi.trim())) return "method.doiInvalid";
  if (reference.url && !isWebAddress(reference.url.trim())) return "method.urlInvalid";
  return undefined;
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Refuses content a method may not hold: a blank name, a reference that is not one, a reference or material named twice. */
export function assertMethodContent(content: MethodContent): void {
  if (!content.name.trim()) throw new DomainError("method.nameRequired", "invalid");
  content.references.forEach((reference, index) => {
    const problem = referenceProblem(reference);
    if (problem) throw new DomainError(problem, "invalid", { row: index + 1 });
  });
  if (new Set(content.references.map((r) => r.referenceId)).size !== content.references.length)
    throw new DomainError("method.referenceTwice", "invalid");
  if (new Set(content.preparedMaterialIds).size !== content.preparedMaterialIds.length)
    throw new DomainError("method.preparedMaterialTwice", "invalid");
}

/** Whether two contents say the same (stored events come back with their keys in another order). */
export function sameContent(a: MethodContent, b: MethodContent): boolean {
  const said = (c: MethodContent) =>
    JSON.stringify([
      c.name,
      c.category,
      c.purpose,
      c.procedure,
      c.references.map((r) => [r.referenceId, r.citation, r.doi, r.url]),
      c.preparedMaterialIds,
    ]);
  return said(a) === said(b);
}

export const sameFiles = (a: readonly MethodFile[], b: readonly MethodFile[]): boolean =>
  a.map((f) => f.rowId).join() === b.map((f) => f.rowId).join();

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date, YYYY-MM-DD, that exists. */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
