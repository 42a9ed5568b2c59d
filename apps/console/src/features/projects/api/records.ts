import type { ElnImported, ElnImportPreview } from "@labledger/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call } from "../../../transport/api-client";
import { postForm } from "../../../transport/form-upload";
import { type ListParams, listQueryString } from "./list-params";
import { getPage } from "./paged";
import type { Created, ExperimentRow, Notebook } from "./types";

export const notebookKeys = {
  all: ["notebooks"] as const,
  list: (params: ListParams) => ["notebooks", "list", params] as const,
};
export const experimentKeys = {
  all: ["experiments"] as const,
  list: (params: ListParams) => ["experiments", "list", params] as const,
};

export const fetchNotebooks = (params: ListParams) => getPage<Notebook>(`/notebooks${listQueryString(params)}`);
export const fetchExperiments = (params: ListParams) => getPage<ExperimentRow>(`/experiments${listQueryString(params)}`);

export const notebooksQuery = (params: ListParams) =>
  queryOptions({ queryKey: notebookKeys.list(params), queryFn: () => fetchNotebooks(params), placeholderData: keepPreviousData });
export const experimentsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: experimentKeys.list(params),
    queryFn: () => fetchExperiments(params),
    placeholderData: keepPreviousData,
  });

/** Creates a record book; the caller shows the spec §8 success or failure message itself. */
export async function createNotebook(input: { name: string; projectId: string | null }): Promise<Created> {
  return (await call("POST", "/notebooks", { body: input, quiet: true })).response as Created;
}

export type { ElnImported, ElnImportPreview };

const elnForm = (file: File) => {
  const form = new FormData();
  form.append("file", file, file.name);
  return form;
};

/** What importing the .eln file into the book would create, with each record's problems; nothing is stored. */
export const previewElnImport = (bookId: string, file: File) =>
  postForm<ElnImportPreview>(`/notebooks/${encodeURIComponent(bookId)}/eln-import/preview`, elnForm(file));

export const importEln = (bookId: string, file: File) =>
  postForm<ElnImported>(`/notebooks/${encodeURIComponent(bookId)}/eln-import`, elnForm(file));

/** A new blank record in a book, in a project's task (POST /experiments); the editor opens it next. */
export async function createRecordInTask(input: {
  notebookId: string;
  title: string;
  projectId: string;
  taskId: string;
}): Promise<Created> {
  return (await call("POST", "/experiments", { body: input })).response as Created;
}
