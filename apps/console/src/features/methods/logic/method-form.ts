import type { MethodBody } from "@labledger/contracts";
import { referenceProblem } from "@labledger/domain/methods/method-content";

/** A reference row as edited: `key` keeps React rows apart; a stored one keeps its id. */
export interface ReferenceRow {
  readonly key: string;
  readonly referenceId?: string;
  readonly citation: string;
  readonly doi: string;
  readonly url: string;
}

export interface MethodForm {
  readonly name: string;
  readonly category: string;
  readonly purpose: string;
  readonly procedure: string;
  readonly references: readonly ReferenceRow[];
  readonly preparedMaterialIds: readonly string[];
}

export const EMPTY_METHOD: MethodForm = {
  name: "",
  category: "",
  purpose: "",
  procedure: "",
  references: [],
  preparedMaterialIds: [],
};

let rowCounter = 0;
export const newReferenceRow = (): ReferenceRow => ({ key: `new-${++rowCounter}`, citation: "", doi: "", url: "" });

export function formOfContent(
  content: Omit<MethodForm, "references"> & { references: readonly Omit<ReferenceRow, "key">[] },
): MethodForm {
  return {
    name: content.name,
    category: content.category,
    purpose: content.purpose,
    procedure: content.procedure,
    references: content.references.map((r) => ({ ...r, key: r.referenceId ?? `row-${++rowCounter}` })),
    preparedMaterialIds: [...content.preparedMaterialIds],
  };
}

export function bodyOfMethod(form: MethodForm): MethodBody {
  return {
    name: form.name.trim(),
    category: form.category.trim(),
    purpose: form.purpose.trim(),
    procedure: form.procedure,
    references: form.references.map((r) => ({
      ...(r.referenceId ? { referenceId: r.referenceId } : {}),
      citation: r.citation.trim(),
      doi: r.doi.trim(),
      url: r.url.trim(),
    })),
    preparedMaterialIds: [...form.preparedMaterialIds],
  };
}

/** What keeps the form from being saved, by message key of the methods catalogue (the server's rules, asked before sending). */
export function methodFormProblems(form: MethodForm): { key: string; row?: number }[] {
  const problems: { key: string; row?: number }[] = [];
  if (!form.name.trim()) problems.push({ key: "needs.name" });
  form.references.forEach((reference, index) => {
    const problem = referenceProblem(reference);
    if (problem) problems.push({ key: `needs.${problem.split(".")[1]}`, row: index + 1 });
  });
  return problems;
}
