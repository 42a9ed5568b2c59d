import type { Department } from "../api/types";

export interface DepartmentNode {
  readonly department: Department;
  readonly depth: number;
}

/**
 * The organisation's departments as a tree, flattened depth-first in creation order, so a
 * list or a select can indent each by its depth. A department whose parent is unknown is a root;
 * cycles (which the server does not make) cannot loop.
 */
export function flattenTree(departments: readonly Department[]): DepartmentNode[] {
  const ids = new Set(departments.map((d) => d.id));
  const children = new Map<string | null, Department[]>();
  for (const d of departments) {
    const parent = d.parentId && ids.has(d.parentId) && d.parentId !== d.id ? d.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), d]);
  }
  const out: DepartmentNode[] = [];
  const seen = new Set<string>();
  const visit = (parent: string | null, depth: number) => {
    for (const d of children.get(parent) ?? []) {
      if (seen.has(d.id)) continue;
      seen.add(d.id);
      out.push({ department: d, depth });
      visit(d.id, depth + 1);
    }
  };
  visit(null, 0);
  return out;
}

/** A department and every department under it (the member filter includes sub-departments). */
export function withDescendants(departments: readonly Department[], id: string): Set<string> {
  const result = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const d of departments) {
      if (d.parentId && result.has(d.parentId) && !result.has(d.id)) {
        result.add(d.id);
        grew = true;
      }
    }
  }
  return result;
}
