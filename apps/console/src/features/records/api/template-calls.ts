import { call, getResponse, getRows } from "../../../transport/api-client";
import type { TemplateModule } from "../model/template-draft";

/** The record side of templates (libs/contracts templates.ts): a template's draft, its versions, a record made from one. */
const tp = (id: string) => `/templates/${encodeURIComponent(id)}`;

export interface TemplateContent {
  readonly name: string;
  readonly description: string;
  readonly modules: readonly TemplateModule[];
}

/** The author's template with its working draft. */
export interface TemplateWithDraft {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly authorId: string;
  readonly latestVersion: number;
  readonly draft: TemplateContent;
}

/** The version of a template the member may use (the author: the latest saved; others: the published one). */
export interface UsableTemplate extends TemplateContent {
  readonly id: string;
  readonly version: number;
  readonly authorName: string;
}

export const getTemplateDraft = (id: string) => getResponse<TemplateWithDraft>(tp(id), { quiet: true });

export const saveTemplateDraft = (id: string, draft: TemplateContent) => call("PUT", `${tp(id)}/draft`, { body: draft });

export const saveTemplateVersion = async (id: string, changeSummary: string) =>
  (await call("POST", `${tp(id)}/versions`, { body: { changeSummary } })).response as { version: number };

export const getUsableTemplate = (id: string) => getResponse<UsableTemplate>(`${tp(id)}/usable`, { quiet: true });

export const createRecordFromTemplate = async (body: {
  notebookId: string;
  title: string;
  templateId: string;
  projectId?: string;
  taskId?: string;
}) => (await call("POST", "/experiments", { body })).response as { id: string; number: string };

export const saveRecordAsTemplate = async (experimentId: string, body: { name: string; description: string }) =>
  (await call("POST", `/experiments/${encodeURIComponent(experimentId)}/save-as-template`, { body })).response as {
    id: string;
  };

export const listTemplateVersions = (id: string) =>
  getRows<{ version: number; changeSummary: string }>(`${tp(id)}/versions?pageSize=200`, { quiet: true });
