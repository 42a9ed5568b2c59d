import type { SearchHit } from "@labledger/contracts";

/**
 * Where a hit leads (spec §2 routes): a record to its editor, as the records list opens it (the
 * editor shows it read-only when it may not be changed); a project to the experiment centre with
 * that project opened; a book to the records list narrowed to that book.
 */
export function hitLink(hit: Pick<SearchHit, "type" | "id">): string {
  const id = encodeURIComponent(hit.id);
  switch (hit.type) {
    case "record":
      return `/editRecord/${id}`;
    case "project":
      return `/project?projectId=${id}`;
    case "notebook":
      return `/record?notebookId=${id}`;
  }
}
