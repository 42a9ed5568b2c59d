import { routes } from "@labledger/contracts";
import {
  type AttachmentRow,
  DomainError,
  type ExperimentState,
  holdsFiles,
  organisationSettings,
  settingsStream,
} from "@labledger/domain";
import { Controller, Inject, Param, Query, Req, Res } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { Response } from "express";
import { loadViewer } from "../auth/viewer";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { loadState } from "../pipeline/handle-command";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { sendAttachment } from "./attachment-response";
import { AddAttachmentsCommand } from "./commands/add-attachments.command";
import { receiveUpload } from "./multipart-upload";
import { loadExperiment, loadRecordState } from "./record-streams";

@Controller()
export class AttachmentsController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  /**
   * Files are staged and checked (content, names, limits) before anything is kept; they are
   * committed to the blob store only once the record accepted them, and dropped on any refusal.
   */
  @Route(routes.uploadAttachments)
  async upload(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    // Before any byte is received: a record the member may not open is not found.
    await loadExperiment(this.runtime, id, await loadViewer(this.runtime, request.session));
    const { files: settings } = await loadState(this.runtime.ports.events, settingsStream(ORGANISATION_ID), organisationSettings);
    const upload = await receiveUpload(request, this.runtime.ports.blobs, settings);
    try {
      const { fields, files } = upload;
      const moduleId = fields.moduleId ?? "";
      const reason = fields.reason?.trim().slice(0, 500) || undefined;
      // As before this command path: an upload is not repeated by a client command id.
      const caller = { session: request.session };
      const command = new AddAttachmentsCommand(caller, id, moduleId, files, reason, upload.commit);
      const { position } = await this.commands.execute(command);
      return ok({ moduleId, files, position });
    } finally {
      await upload.discard();
    }
  }

  /** Only a file attached to this record, so a blob address alone opens nothing; `row` names which attachment. */
  @Route(routes.downloadAttachment)
  async download(
    @Param("id") id: string,
    @Param("sha256") sha256: string,
    @Query() query: unknown,
    @Req() request: AuthenticatedRequest,
    @Res() response: Response,
  ) {
    const { download, row } = validate(routes.downloadAttachment.query, query);
    const state = await loadExperiment(this.runtime, id, await loadViewer(this.runtime, request.session));
    await this.send(response, attachedFile(state, sha256, row), download === "true");
  }

  @Route(routes.attachmentLink)
  async link(
    @Param("id") id: string,
    @Param("sha256") sha256: string,
    @Query() query: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { row } = validate(routes.attachmentLink.query, query);
    const state = await loadExperiment(this.runtime, id, await loadViewer(this.runtime, request.session));
    if (!attachedFile(state, sha256, row)) throw new DomainError("attachment.notFound", "not-found");
    const expires = Date.now() + LINK_LIFETIME_MS;
    const member = request.session.member.id;
    const sig = this.runtime.tokens.signText(linkText({ sha256, record: id, member, expires, row }));
    const params = new URLSearchParams({ record: id, member, expires: String(expires), ...(row ? { row } : {}), sig });
    return ok({ url: `/api/files/${sha256}?${params}`, expiresAt: new Date(expires).toISOString() });
  }

  /** Public route: the link's signature (made for one member, one record, one file) and its expiry authorise it. */
  @Route(routes.linkedFile)
  async linked(@Param("sha256") sha256: string, @Query() query: unknown, @Res() response: Response) {
    const { record, member, expires, sig, download, row } = validate(routes.linkedFile.query, query);
    if (expires < Date.now() || !this.runtime.tokens.verifyText(linkText({ sha256, record, member, expires, row }), sig))
      throw new DomainError("attachment.linkExpired", "forbidden");
    const state = await loadRecordState(this.runtime, record);
    await this.send(response, attachedFile(state, sha256, row), download === "true");
  }

  private async send(response: Response, file: AttachmentRow | undefined, download: boolean) {
    if (!file) throw new DomainError("attachment.notFound", "not-found");
    await sendAttachment(response, file, download, () => this.runtime.ports.blobs.open(file.sha256));
  }
}

const LINK_LIFETIME_MS = 10 * 60_000;
/** What a link's signature covers; a link for one attachment row opens no other. */
const linkText = (link: { sha256: string; record: string; member: string; expires: number; row?: string | undefined }) =>
  JSON.stringify(["file", link.sha256, link.record, link.member, link.expires, link.row ?? null]);

/** The attachment asked for: by its row when named (the same content may be attached under two names), else the first with that content. */
function attachedFile(state: ExperimentState, sha256: string, row?: string): AttachmentRow | undefined {
  return state.modules
    .filter((m) => holdsFiles(m.type))
    .flatMap((m) => m.content.rows as unknown as AttachmentRow[])
    .find((r) => r.sha256 === sha256 && (row === undefined || r.rowId === row));
}
