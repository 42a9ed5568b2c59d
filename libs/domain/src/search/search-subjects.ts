import type { ExperimentState } from "../experiment/experiment-state";
import type { SearchFile } from "../module-kinds/module-kind";
import { kindOf } from "../module-kinds/registry";
import type { NotebookState } from "../notebook/notebook";
import { type ProjectState, projectViewed } from "../project/project";

/** What the global search finds (spec §1): a record, a project, a record book. */
export type SearchType = "record" | "project" | "notebook";

/**
 * A label the product gives (not a person): `@` and a key of the search catalogue, said in the
 * reader's language when shown. A module's title or a file's name is a person's, kept as it is.
 */
export const productLabel = (key: "description" | "task") => `@${key}`;
export const isProductLabel = (label: string) => label.startsWith("@");

/** One thing people look for, as the index keeps it: head, texts, files whose text is read, and what narrows a search. */
export interface SearchSubject {
  readonly id: string;
  readonly type: SearchType;
  /** The record's, project's or book's own id. */
  readonly subjectId: string;
  readonly title: string;
  readonly code: string;
  readonly texts: ReadonlyArray<{ readonly label: string; readonly text: string }>;
  readonly files: readonly SearchFile[];
  /** The viewing-scope fields (access/viewing-scope.ts), as the lists filter them, and status, project, book. */
  readonly facets: Readonly<Record<string, string | null | readonly string[]>>;
}

export const searchId = (type: SearchType, id: string) => `${type}:${id}`;

/** A record: its title and number, every module's text under the module's title, its attached files. */
export function recordSubject(experimentId: string, state: ExperimentState): SearchSubject | undefined {
  const record = state.record;
  if (!state.created || !record) return undefined;
  const texts: { label: string; text: string }[] = [];
  const files: SearchFile[] = [];
  for (const module of state.modules) {
    const found = kindOf(module.type)?.searchText(module);
    if (!found) continue;
    if (found.text.trim()) texts.push({ label: module.title, text: found.text });
    files.push(...found.files);
  }
  return {
    id: searchId("record", experimentId),
    type: "record",
    subjectId: experimentId,
    title: state.details.title || record.title,
    code: record.number,
    texts,
    files,
    facets: {
      ownerId: record.ownerId,
      departmentId: state.details.departmentId ?? record.departmentId,
      projectId: record.projectId,
      taskId: record.taskId,
      notebookId: record.notebookId,
      viewerIds: [...state.details.participants],
      status: state.lifecycle.status,
    },
  };
}

/** A project: name and number, its description and its tasks' names. */
export function projectSubject(state: ProjectState): SearchSubject | undefined {
  const project = state.project;
  if (!state.created || !project) return undefined;
  const viewed = projectViewed(state);
  const tasks = [...state.tasks.values()].map((t) => t.name);
  return {
    id: searchId("project", project.projectId),
    type: "project",
    subjectId: project.projectId,
    title: project.name,
    code: project.number,
    texts: [
      ...(project.description.trim() ? [{ label: productLabel("description"), text: project.description }] : []),
      ...(tasks.length ? [{ label: productLabel("task"), text: tasks.join("\n") }] : []),
    ],
    files: [],
    facets: {
      ownerId: viewed.ownerId ?? null,
      departmentId: viewed.departmentId ?? null,
      projectId: project.projectId,
      viewerIds: [...(viewed.viewerIds ?? [])],
      status: state.status,
    },
  };
}

/** A record book: name and number; viewed like the books list views it. */
export function notebookSubject(state: NotebookState): SearchSubject | undefined {
  const book = state.notebook;
  if (!book) return undefined;
  return {
    id: searchId("notebook", book.notebookId),
    type: "notebook",
    subjectId: book.notebookId,
    title: book.name,
    code: book.number,
    texts: [],
    files: [],
    facets: {
      ownerId: book.ownerId,
      departmentId: book.departmentId,
      projectId: book.projectId,
      viewerIds: [],
      status: null,
    },
  };
}
