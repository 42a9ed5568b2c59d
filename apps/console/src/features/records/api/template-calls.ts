import type { SaveAsTemplateBody, TemplateDetail, TemplateDraftBody, TemplateVersion } from "@labledger/contracts";
import { call, getResponse } from "../../../transport/api-client";

/** The record side of templates (libs/contracts templates.ts): a template's draft and versions, a record made from or saved as one. */
const tp = (id: string) => `/templates/${encodeURIComponent(id)}`;

export type { TemplateDetail, TemplateVersion };
export type TemplateContent = Pick<TemplateDraftBody, "name" | "description"> & {
  readonly modules: NonNullable<TemplateDetail["draft"]>["modules"];
};

export const getTemplate = (id: string) => getResponse<TemplateDetail>(tp(id), { quiet: true });

export const getTemplateVersion = (id: string, version: number) =>
  getResponse<TemplateVersion>(`${tp(id)}/versions/${version}`, { quiet: true });

/** The version of a template the member may use (the author: the latest saved; others: the published one), or null. */
export async function getUsableTemplate(id: string): Promise<TemplateVersion & { authorName: string }> {
  const template = await getTemplate(id);
  if (template.usableVersion === null) return Promise.reject(new UnusableTemplate());
  return { ...(await getTemplateVersion(id, template.usableVersion)), authorName: template.authorName };
}

/** No version of the template serves the member (none saved yet, or not published to them). */
export class UnusableTemplate extends Error {}

export const saveTemplateDraft = (id: string, draft: TemplateContent) => call("PUT", `${tp(id)}/draft`, { body: draft });

/** Saves the draft and freezes it as the next version, in one step. */
export const saveTemplateVersion = async (id: string, changeSummary: string, draft?: TemplateContent) =>
  (await call("POST", `${tp(id)}/versions`, { body: { changeSummary, ...(draft ? { draft } : {}) } })).response as {
    version: number;
  };

export const createRecordFromTemplate = async (body: {
  notebookId: string;
  title: string;
  templateId: string;
  projectId?: string;
  taskId?: string;
}) => (await call("POST", "/experiments", { body })).response as { id: string; number: string };

export const saveRecordAsTemplate = async (experimentId: string, body: SaveAsTemplateBody) =>
  (await call("POST", `/experiments/${encodeURIComponent(experimentId)}/save-as-template`, { body })).response as {
    id: string;
  };
