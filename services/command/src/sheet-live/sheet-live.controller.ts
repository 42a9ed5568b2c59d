import { LiveQuery, PresenceBody, routes } from "@labledger/contracts";
import { DomainError } from "@labledger/domain";
import { Body, Controller, Inject, Param, Query, Req, Res } from "@nestjs/common";
import type { Response } from "express";
import { loadViewer } from "../auth/viewer";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { loadExperiment, mayViewRecord } from "../records/record-streams";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { LiveStreams } from "./live-streams";
import { membersInModule, spreadsheetModule } from "./presence";

/** How far back (in log positions) a live stream resumes; further back, the client refetches the record. */
const MAX_CATCH_UP = 20_000;

/** Live co-editing of a spreadsheet module: who is in it (a heartbeat, not history) and its changes as they happen. */
@Controller()
export class SheetLiveController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(LiveStreams) private readonly streams: LiveStreams,
  ) {}

  @Route(routes.markPresence)
  async mark(
    @Param("id") id: string,
    @Param("moduleId") moduleId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { sheetId, cell } = validate(PresenceBody, body);
    await this.moduleReadBy(request, id, moduleId);
    const { member, record } = request.session;
    await this.runtime.ports.sessions.markPresent({
      recordId: id,
      moduleId,
      sessionId: record.sessionId,
      memberId: member.id,
      sheetId,
      cell: cell ?? null,
      at: Date.now(),
    });
    this.streams.presenceChanged(id, moduleId);
    return ok({ members: await membersInModule(this.runtime, id, moduleId, member.id) });
  }

  @Route(routes.leavePresence)
  async leave(@Param("id") id: string, @Param("moduleId") moduleId: string, @Req() request: AuthenticatedRequest) {
    await this.moduleReadBy(request, id, moduleId);
    await this.runtime.ports.sessions.markAbsent(id, moduleId, request.session.record.sessionId);
    this.streams.presenceChanged(id, moduleId);
    return ok({});
  }

  @Route(routes.sheetLive)
  async live(
    @Param("id") id: string,
    @Param("moduleId") moduleId: string,
    @Query() query: unknown,
    @Req() request: AuthenticatedRequest,
    @Res() response: Response,
  ) {
    const lastEventId = request.headers["last-event-id"];
    const { after } = validate(LiveQuery, {
      ...(query as object),
      ...((query as { after?: unknown }).after === undefined && typeof lastEventId === "string" ? { after: lastEventId } : {}),
    });
    const module = await this.moduleReadBy(request, id, moduleId);
    const head = await this.runtime.ports.events.headPosition();
    // Resuming reads the whole log after the position: from too far back a refetch is cheaper.
    const refetchFirst = after !== undefined && (after > head || head - after > MAX_CATCH_UP);
    const from = after === undefined || refetchFirst ? head : after;
    const { workbook } = module.content;
    const memberId = request.session.member.id;
    const { sessionId } = request.session.record;
    this.streams.start({ experimentId: id, moduleId, memberId, sessionId, after: from, workbook, refetchFirst }, response);
  }

  /**
   * The spreadsheet module of a record the caller may read (the record GET's access check), and
   * that is shown to them (a member granted another module of the record does not see this one).
   */
  private async moduleReadBy(request: AuthenticatedRequest, id: string, moduleId: string) {
    const viewer = await loadViewer(this.runtime, request.session);
    const state = await loadExperiment(this.runtime, id, viewer);
    const module = spreadsheetModule(state, moduleId);
    if (!mayViewRecord(state, viewer) && module.grants?.[viewer.memberId] === undefined)
      throw new DomainError("module.notFound", "not-found");
    return module;
  }
}
