import { compareRecords, DomainError, type ExperimentState, experimentStream } from "@labledger/domain";
import type { RecordedEvent } from "@labledger/events";
import { verifyStream } from "@labledger/ports";
import { Controller, Inject, Param, Query, Req } from "@nestjs/common";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { CompareQuery, MomentQuery, routes } from "../http/routes";
import { validate } from "../http/validate";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { formatTime } from "./experiment-trace";
import { loadRecordPast } from "./record-past";
import { foldExperiment } from "./record-streams";
import { recordView } from "./record-view";
import { eventsUpTo, momentOf } from "./time-travel";

/**
 * A record's past (issue 6), always folded from its own stream, never from a read model:
 * time travel to any event or instant, its numbered versions (one per submission), two
 * versions compared, and the hash chain verified.
 */
@Controller()
export class HistoryController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Route(routes.experimentAt)
  async at(@Param("id") id: string, @Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const moment = momentOf(validate(MomentQuery, query));
    const { stored, mayView } = await this.history(id, request);
    const upTo = eventsUpTo(stored, moment);
    if (upTo.length === 0) throw new DomainError("history.notYetCreated", "not-found");
    return ok(this.standing(id, stored, upTo, request, mayView));
  }

  @Route(routes.experimentVersions)
  async versions(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    const { stored } = await this.history(id, request);
    const rows = submissions(stored).map((event) => ({
      version: (event.data as { version: number }).version,
      position: event.metadata.globalPosition,
      modifyTime: formatTime(event.metadata.time),
      userId: event.metadata.actor.userId,
      userName: event.metadata.actor.name,
      flowName: (event.data as { flowName: string }).flowName,
    }));
    return page(rows, rows.length);
  }

  @Route(routes.experimentVersion)
  async version(@Param("id") id: string, @Param("version") version: string, @Req() request: AuthenticatedRequest) {
    const { stored, mayView } = await this.history(id, request);
    return ok(this.standing(id, stored, upToVersion(stored, version), request, mayView));
  }

  /** Two versions side by side; `current` stands for the record now (a rejected record shows what changed since). */
  @Route(routes.compareVersions)
  async compare(@Param("id") id: string, @Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { from, to } = validate(CompareQuery, query);
    const { stored } = await this.history(id, request);
    const stateAt = (version: string): ExperimentState => foldExperiment(upToVersion(stored, version));
    return ok({ from, to, ...compareRecords(stateAt(from), stateAt(to)) });
  }

  /** The record's hash chain, checked now from its first event (what an auditor is shown beside the record). */
  @Route(routes.experimentVerification)
  async verification(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    await this.history(id, request);
    const report = await verifyStream(this.runtime.ports.events, experimentStream(id));
    const broken = report.broken;
    return ok({
      verified: broken === undefined,
      events: report.events,
      brokenAt: broken
        ? { streamPosition: broken.streamPosition, position: broken.globalPosition, problem: broken.problem }
        : null,
    });
  }

  private history(id: string, request: AuthenticatedRequest) {
    return loadRecordPast(this.runtime, id, request.session);
  }

  /** The record as it stood after the last of `upTo`, with that event and its neighbours, to step through. */
  private standing(id: string, stored: RecordedEvent[], upTo: RecordedEvent[], request: AuthenticatedRequest, mayView: boolean) {
    const last = upTo.at(-1)!;
    return {
      record: recordView(id, foldExperiment(upTo), { memberId: request.session.member.id, mayView, editable: false }),
      asOf: {
        streamPosition: last.metadata.streamPosition,
        position: last.metadata.globalPosition,
        modifyTime: formatTime(last.metadata.time),
        time: last.metadata.time,
        type: last.type,
        userId: last.metadata.actor.userId,
        userName: last.metadata.actor.name,
        reason: last.metadata.reason ?? null,
      },
      events: stored.length,
      previousPosition: upTo.at(-2)?.metadata.globalPosition ?? null,
      nextPosition: stored[upTo.length]?.metadata.globalPosition ?? null,
    };
  }
}

const submissions = (stored: readonly RecordedEvent[]) => stored.filter((e) => e.type === "ExperimentSubmitted");

/** The events up to a version's submission, or all of them for `current`. */
function upToVersion(stored: RecordedEvent[], version: string): RecordedEvent[] {
  if (version === "current") return stored;
  const submitted = submissions(stored).find((e) => String((e.data as { version: number }).version) === version);
  if (!submitted) throw new DomainError("history.versionNotFound", "not-found", { version });
  return eventsUpTo(stored, { position: submitted.metadata.globalPosition });
}
