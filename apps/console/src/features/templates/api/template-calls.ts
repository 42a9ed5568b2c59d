import type {
  ApprovalDecisionBody,
  TemplateCentreQuery,
  TemplatePublishRequest,
  TemplateRow,
  TemplateScope,
  TemplateVersionSummary,
} from "@labledger/contracts";
import { call, getRows } from "../../../transport/api-client";

/** One fetcher per templates call of the centre, "my templates" and the publish queue (libs/contracts templates.ts). */
const tp = (id: string) => `/templates/${encodeURIComponent(id)}`;

export type { TemplatePublishRequest, TemplateRow, TemplateScope, TemplateVersionSummary };
export type CentreScope = NonNullable<TemplateCentreQuery["scope"]>;
export type CentreSort = NonNullable<TemplateCentreQuery["sort"]>;
export type PublishQueueState = "pending" | "approved";

/** Read-your-writes: a list asked after a write waits until the read model holds it. */
let lastPosition = 0;
const noted = (envelope: { response?: unknown }) => {
  const position = (envelope.response as { position?: unknown } | undefined)?.position;
  if (typeof position === "number" && position > lastPosition) lastPosition = position;
  return envelope.response;
};
const write = async (method: string, path: string, body?: unknown, quiet = false) =>
  noted(await call(method, path, { ...(body === undefined ? {} : { body }), quiet }));

export const listTemplates = (query: { search: string; scope: CentreScope; sort: CentreSort }) => {
  const params = new URLSearchParams({ scope: query.scope, sort: query.sort, pageSize: "200", position: String(lastPosition) });
  if (query.search.trim()) params.set("keyword", query.search.trim());
  return getRows<TemplateRow>(`/templates?${params}`);
};

export const listMyTemplates = (binned: boolean) =>
  getRows<TemplateRow>(`/my-templates?binned=${binned}&pageSize=200&position=${lastPosition}`);

export const createTemplate = async (body: { name: string; description: string }) =>
  (await write("POST", "/templates", body)) as { id: string };

export const listVersions = async (id: string) =>
  ((await call("GET", tp(id))).response as { versions: TemplateVersionSummary[] }).versions;

export const requestPublish = (id: string, body: { version: number; scope: TemplateScope }) =>
  write("POST", `${tp(id)}/publish`, body);

export const unpublish = (id: string, reason: string) => write("POST", `${tp(id)}/unpublish`, { reason });
export const binTemplate = (id: string) => write("POST", `${tp(id)}/bin`);
export const restoreTemplate = (id: string) => write("POST", `${tp(id)}/restore`);
export const collect = (id: string) => write("POST", `${tp(id)}/collect`);
export const uncollect = (id: string) => write("POST", `${tp(id)}/uncollect`);

export const listPublishRequests = (state: PublishQueueState) =>
  getRows<TemplatePublishRequest>(`/template-publish-requests?state=${state}&pageSize=200&position=${lastPosition}`);

/** Quiet: the signature dialog shows the refusal (a wrong password, the author reviewing their own). */
export const decidePublish = (request: TemplatePublishRequest, granted: boolean, body: ApprovalDecisionBody) =>
  write(
    "POST",
    `${tp(request.templateId)}/publish-requests/${encodeURIComponent(request.id)}/${granted ? "approve" : "reject"}`,
    body,
    true,
  );

export const listNotebooks = () =>
  getRows<{ id: string; name: string; number: string }>("/notebooks?pageSize=200", { quiet: true });
