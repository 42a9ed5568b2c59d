import { NAME_LIMITS, NotebookCreated } from "@labledger/events";
import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { Created, Id, ListQuery, Page, viewed } from "./shared/schemas";

export const CreateNotebookBody = z.object({
  name: z.string().trim().min(1).max(NAME_LIMITS.notebook),
  projectId: Id.nullable().default(null),
});

/** A record book as the list answers it (read model `notebooks`). */
export const Notebook = NotebookCreated.schema
  .omit({ notebookId: true })
  .extend({
    id: z.string(),
    ...viewed,
    createdAt: z.string(),
  })
  .loose();

export const notebooksRoutes = {
  createNotebook: {
    operationId: "createNotebook",
    method: "post",
    path: "/notebooks",
    summary: "Create a record book, numbered by the notebook numbering rule",
    tag: "records",
    access: "member",
    body: CreateNotebookBody,
    response: Created,
  },
  listNotebooks: {
    operationId: "listNotebooks",
    method: "get",
    path: "/notebooks",
    summary: "Record books the member may view, paged",
    tag: "records",
    access: "member",
    query: ListQuery,
    response: Page(Notebook),
  },
} as const satisfies Record<string, RouteDefinition>;

export type Notebook = z.infer<typeof Notebook>;
export type CreateNotebookBody = z.input<typeof CreateNotebookBody>;
