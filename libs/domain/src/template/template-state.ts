import type { DomainEvent, EventData, TEMPLATE_SCOPES } from "@labledger/events";
import type { Binnable } from "../rubbish-bin/binnable";

export const templateStream = (templateId: string) => `template-${templateId}`;

export type TemplateEvent = Extract<DomainEvent, { type: `Template${string}` }>;
export type TemplateScope = (typeof TEMPLATE_SCOPES)[number];
export type TemplateModule = EventData<"TemplateDraftSaved">["modules"][number];

/** The author's working copy, and each saved version (a frozen copy of it). */
export interface TemplateDraft {
  readonly name: string;
  readonly description: string;
  readonly modules: readonly TemplateModule[];
}
export interface TemplateVersion extends TemplateDraft {
  readonly version: number;
  readonly changeSummary: string;
}

export interface PublishRequest {
  readonly requestId: string;
  readonly version: number;
  readonly scope: TemplateScope;
  readonly departmentId: string | null;
  readonly reviewerIds: readonly string[];
}

/** A template's stream folded: `ownerId` (Binnable) is its author. */
export interface TemplateState extends Binnable {
  readonly templateId?: string;
  readonly departmentId: string | null;
  readonly fromRecord?: { readonly experimentId: string; readonly number: string };
  readonly draft: TemplateDraft;
  readonly versions: readonly TemplateVersion[];
  /** What serves others: a version and its scope; undefined while personal. */
  readonly published?: { readonly version: number; readonly scope: TemplateScope; readonly departmentId: string | null };
  readonly pending?: PublishRequest;
  readonly collectorIds: readonly string[];
}

export const latestVersion = (state: Pick<TemplateState, "versions">): number => state.versions.at(-1)?.version ?? 0;
export const versionOf = (state: Pick<TemplateState, "versions">, version: number): TemplateVersion | undefined =>
  state.versions.find((v) => v.version === version);
