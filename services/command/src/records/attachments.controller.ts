import {
  type AttachmentRow,
  DomainError,
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
import { handleCommand, loadState } from "../pipeline/handle-command";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { receiveFiles } from "./multipart-upload";
import { projectActorOf } from "./record-access";
import { canEditExperiment, loadExperiment, mayViewRecord } from "./record-streams";

@Controller()
export class AttachmentsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  /** Files stream into the blob store first (checked as they arrive); the record then gains them as attachment rows. */
  @Route(routes.uploadAttachments)
  async upload(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    const viewer = await loadViewer(this.runtime, request.session);
    const state = await loadExperiment(this.runtime, id, viewer);
    const { files: settings } = await loadState(this.runtime.ports.events, settingsStream(ORGANISATION_ID), organisationSettings);
    const { fields, files } = await receiveFiles(request, this.runtime.ports.blobs, settings);
    // Stored blobs that end up unreferenced are harmless: content-addressed, reachable only through a record.
    const moduleId = fields.moduleId ?? "";
    const module = state.modules.find((m) => m.moduleId === moduleId);
    if (!module) throw new DomainError("module.notFound", "not-found");
    const mayEdit = mayViewRecord(state, viewer) && canEditExperiment(state, projectActorOf(request));
    if (!maySaveModule(state, module, request.session.member.id, mayEdit))
      throw new DomainError("experiment.readOnly", "forbidden");
    const result = await handleCommand(
      this.runtime.ports.events,
      experimentStream(id),
      experiment,
      () => ({ type: "AddAttachments" as const, moduleId, files, memberId: request.session.member.id, now: new Date() }),
      { metadata: { actor: actorOf(request.session) }, retryOnConflict: true },
    );
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
    const file = state.modules
      .filter((m) => m.type === "attachment")
      .flatMap((m) => m.content.rows as unknown as AttachmentRow[])
      .find((row) => row.sha256 === sha256);
    const content = file && (await this.runtime.ports.blobs.open(sha256));
    if (!file || !content) throw new DomainError("attachment.notFound", "not-found");
    const inline = download !== "true" && VIEWABLE.has(extensionOf(file.name));
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
