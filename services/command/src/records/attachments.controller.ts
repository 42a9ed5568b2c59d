import {
  type AttachmentRow,
  DomainError,
  type ExperimentState,
  experiment,
  experimentStream,
  extensionOf,
  maySaveModule,
  organisationSettings,
  settingsStream,
  VIEWABLE,
} from "@labledger/domain";
import { Controller, Inject, Param, Query, Req, Res } from "@nestjs/common";
import type { Response } from "express";
import { loadViewer } from "../auth/viewer";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import { type AuthenticatedRequest, actorOf } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { routes } from "../http/routes";
import { validate } from "../http/validate";
import { handleCommand, loadState } from "../pipeline/handle-command";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { receiveFiles } from "./multipart-upload";
import { projectActorOf } from "./record-access";
import { loadExperiment, mayEditExperiment, mayViewRecord } from "./record-streams";

@Controller()
export class AttachmentsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  /** Files stream into the blob store first (checked as they arrive); the record then gains them as attachment rows. */
  @Route(routes.uploadAttachments)
  async upload(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    const viewer = await loadViewer(this.runtime, request.session);
    const state = await loadExperiment(this.runtime, id, viewer);
    const { files: settings, other } = await loadState(
      this.runtime.ports.events,
      settingsStream(ORGANISATION_ID),
      organisationSettings,
    );
    const { fields, files } = await receiveFiles(request, this.runtime.ports.blobs, settings);
    // Stored blobs that end up unreferenced are harmless: content-addressed, reachable only through a record.
    const moduleId = fields.moduleId ?? "";
    const module = state.modules.find((m) => m.moduleId === moduleId);
    if (!module) throw new DomainError("module.notFound", "not-found");
    const mayEdit = mayViewRecord(state, viewer) && (await mayEditExperiment(this.runtime, state, projectActorOf(request)));
    if (!maySaveModule(state, module, request.session.member.id, mayEdit))
      throw new DomainError("experiment.readOnly", "forbidden");
    const reason = fields.reason?.trim().slice(0, 500) || undefined;
    const command = {
      type: "AddAttachments" as const,
      moduleId,
      files,
      memberId: request.session.member.id,
      now: new Date(),
      reason,
      reasonRequired: other.traceModification,
    };
    const result = await handleCommand(this.runtime.ports.events, experimentStream(id), experiment, () => command, {
      metadata: { actor: actorOf(request.session), ...(reason ? { reason } : {}) },
      retryOnConflict: true,
    });
    return ok({ moduleId, files, position: result.position });
  }

  /** Only a file attached to this record, so a blob address alone opens nothing. */
  @Route(routes.downloadAttachment)
  async download(
    @Param("id") id: string,
    @Param("sha256") sha256: string,
    @Query("download") download: string | undefined,
    @Req() request: AuthenticatedRequest,
    @Res() response: Response,
  ) {
    const state = await loadExperiment(this.runtime, id, await loadViewer(this.runtime, request.session));
    await this.send(response, state, sha256, download === "true");
  }

  @Route(routes.attachmentLink)
  async link(@Param("id") id: string, @Param("sha256") sha256: string, @Req() request: AuthenticatedRequest) {
    const state = await loadExperiment(this.runtime, id, await loadViewer(this.runtime, request.session));
    if (!attachedFile(state, sha256)) throw new DomainError("attachment.notFound", "not-found");
    const expires = Date.now() + LINK_LIFETIME_MS;
    const member = request.session.member.id;
    const sig = this.runtime.tokens.signText(linkText(sha256, id, member, expires));
    const url = `/api/files/${sha256}?${new URLSearchParams({ record: id, member, expires: String(expires), sig })}`;
    return ok({ url, expiresAt: new Date(expires).toISOString() });
  }

  /** Public route: the link's signature (made for one member, one record, one file) and its expiry authorise it. */
  @Route(routes.linkedFile)
  async linked(@Param("sha256") sha256: string, @Query() query: unknown, @Res() response: Response) {
    const { record, member, expires, sig, download } = validate(routes.linkedFile.query, query);
    if (expires < Date.now() || !this.runtime.tokens.verifyText(linkText(sha256, record, member, expires), sig))
      throw new DomainError("attachment.linkExpired", "forbidden");
    const state = await loadState(this.runtime.ports.events, experimentStream(record), experiment);
    await this.send(response, state, sha256, download === "true");
  }

  private async send(response: Response, state: ExperimentState, sha256: string, download: boolean) {
    const file = attachedFile(state, sha256);
    const content = file && (await this.runtime.ports.blobs.open(sha256));
    if (!file || !content) throw new DomainError("attachment.notFound", "not-found");
    const inline = !download && VIEWABLE.has(extensionOf(file.name));
    response.status(200);
    response.setHeader("content-type", file.mediaType || "application/octet-stream");
    response.setHeader("content-length", String(file.size));
    response.setHeader(
      "content-disposition",
      `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    );
    response.setHeader("x-content-type-options", "nosniff");
    content.pipe(response);
  }
}

const LINK_LIFETIME_MS = 10 * 60_000;
const linkText = (sha256: string, record: string, member: string, expires: number) =>
  `file|${sha256}|${record}|${member}|${expires}`;

function attachedFile(state: ExperimentState, sha256: string): AttachmentRow | undefined {
  return state.modules
    .filter((m) => m.type === "attachment")
    .flatMap((m) => m.content.rows as unknown as AttachmentRow[])
    .find((row) => row.sha256 === sha256);
}
