import { MethodFileQuery, routes } from "@labledger/contracts";
import { DomainError, organisationSettings, settingsStream } from "@labledger/domain";
import { Controller, Inject, Param, Query, Req, Res } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { Response } from "express";
import { ORGANISATION_ID } from "../bootstrap/first-start";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { loadState } from "../pipeline/handle-command";
import { readYourWrites } from "../pipeline/read-your-writes";
import { sendAttachment } from "../records/attachment-response";
import { receiveUpload } from "../records/multipart-upload";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { attachFiles, MethodCommandOf } from "./commands/method.commands";
import { draftFiles, METHOD_VERSIONS, METHODS, type StoredMethod, type StoredVersion } from "./method-reads";

/** A method's files, through the same upload checks, blob store and file answers as a record's attachments. */
@Controller()
export class MethodFilesController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  /** Staged and checked before anything is kept; committed to the blob store only once the method accepted them. */
  @Route(routes.uploadMethodFiles)
  async upload(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    // Before any byte is received: a method that does not exist is not found.
    await readYourWrites(this.runtime.ports, METHODS, undefined);
    if (!(await this.runtime.ports.readStore.get<StoredMethod>(METHODS, id)))
      throw new DomainError("method.notFound", "not-found");
    const { files: settings } = await loadState(this.runtime.ports.events, settingsStream(ORGANISATION_ID), organisationSettings);
    const upload = await receiveUpload(request, this.runtime.ports.blobs, settings);
    try {
      const caller = { session: request.session };
      // Kept only once the method took them (a refusal leaves nothing in the blob store); attaching is decided again on a conflict.
      const command = new MethodCommandOf(caller, id, attachFiles(id, upload.files), upload.commit);
      const { position } = await this.commands.execute(command);
      return ok({ files: upload.files, position });
    } finally {
      await upload.discard();
    }
  }

  @Route(routes.downloadMethodFile)
  async download(@Param("id") id: string, @Param("rowId") rowId: string, @Query() query: unknown, @Res() response: Response) {
    const { version, download } = validate(MethodFileQuery, query);
    await readYourWrites(this.runtime.ports, METHODS, undefined);
    const store = this.runtime.ports.readStore;
    const method = await store.get<StoredMethod>(METHODS, id);
    if (!method) throw new DomainError("method.notFound", "not-found");
    const files =
      version === undefined
        ? draftFiles(method)
        : ((await store.get<StoredVersion>(METHOD_VERSIONS, `${id}@${version}`))?.files ?? []);
    const file = files.find((f) => f.rowId === rowId);
    if (!file) throw new DomainError("method.fileNotFound", "not-found");
    await sendAttachment(response, file, download === "true", () => this.runtime.ports.blobs.open(file.sha256));
  }

  @Route(routes.removeMethodFile)
  async remove(@Param("id") id: string, @Param("rowId") rowId: string, @Req() request: AuthenticatedRequest) {
    const command = new MethodCommandOf({ session: request.session }, id, (_, actor) => ({
      type: "RemoveMethodFile",
      methodId: id,
      rowId,
      actor,
    }));
    const { position } = await this.commands.execute(command);
    return ok({ position });
  }
}
