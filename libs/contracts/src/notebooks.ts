import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { Id, ListQuery, Page } from "./shared/schemas";

export const CreateNotebookBody = z.object({ name: z.string().trim().min(1).max(100), projectId: Id.nullable().default(null) });

export const notebooksRoutes = {
  createNotebook: {
    operationId: "createNotebook",
    method: "post",
    path: "/notebooks",
    summary: "Create a record book, numbered by the notebook numbering rule",
    tag: "records",
    access: "member",
    body: CreateNotebookBody,
    response: z.object({ id: z.string(), number: z.string(), position: z.number() }),
  },
  listNotebooks: {
    operationId: "listNotebooks",
    method: "get",
    path: "/notebooks",
    summary: "Record books the member may view, paged",
    tag: "records",
    access: "member",
    query: ListQuery,
    response: Page(z.object({}).passthrough()),
  },
} as const satisfies Record<string, RouteDefinition>;
