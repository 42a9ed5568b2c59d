import { CompareQuery, MomentQuery, routes } from "@labledger/contracts";
import {
  compareRecords,
  DomainError,
  type ExperimentState,
  experimentStream,
  type FieldChange,
  factsOf,
  type Language,
  type NameBook,
  namesInChange,
  namesInHeader,
  readChange,
  recordHeaderInWords,
  wordsIn,
} from "@labledger/domain";
import { type CurrentEvent, type RecordedEvent, upcast } from "@labledger/events";
import { verifyStream } from "@labledger/ports";
import { Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { loadNames } from "../audit/history-names";
import { commentRows } from "../comments/comment-rows";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { negotiateLanguage } from "../i18n/translate";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { formatTime } from "./experiment-trace";
import { loadRecordPast } from "./record-past";
import { foldExperiment } from "./record-streams";
import { recordView } from "./record-view";
import { safeChangeWords } from "./safe-words";
import { withSafeHtmlFields } from "./sanitise-html";
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
    return ok(await this.standing(id, stored, upTo, request, mayView));
  }

  @Route(routes.experimentVersions)
  async versions(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    const { stored } = await this.history(id, request);
    const rows = submissions(stored).map((event) => ({
      version: event.data.version,
      position: event.metadata.globalPosition,
      modifyTime: formatTime(event.metadata.time),
      userId: event.metadata.actor.userId,
      userName: event.metadata.actor.name,
      flowName: event.data.flowName,
    }));
    return page(rows, rows.length);
  }

  @Route(routes.experimentVersion)
  async version(@Param("id") id: string, @Param("version") version: string, @Req() request: AuthenticatedRequest) {
    const { stored, mayView } = await this.history(id, request);
    return ok(await this.standing(id, stored, upToVersion(stored, version), request, mayView));
  }

  /**
   * Two versions side by side; `current` stands for the record now (a rejected record shows what
   * changed since). Each change comes with its words in the caller's language, read against the two versions.
   */
  @Route(routes.compareVersions)
  async compare(@Param("id") id: string, @Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { from, to } = validate(CompareQuery, query);
    const { stored } = await this.history(id, request);
    const stateAt = (version: string): ExperimentState => foldExperiment(upToVersion(stored, version));
    const [before, after] = [stateAt(from), stateAt(to)];
    const { details, modules } = compareRecords(before, after);
    const asChange = (moduleId: string | null, c: FieldChange) => ({ ...c, moduleId, fieldName: c.field });
    const names = await loadNames(this.runtime.ports.readStore, [...details.flatMap((c) => namesInChange(asChange(null, c)))]);
    const t = wordsIn(languageOf(request));
    const withWords = (moduleId: string | null) => (c: FieldChange) => {
      const change = asChange(moduleId, c);
      return { ...c, words: safeChangeWords(readChange(change, factsOf(change, before, after), names, t)) };
    };
    return ok({
      from,
      to,
      details: details.map(withWords(null)),
      modules: modules.map((m) => ({ ...m, changes: m.changes.map(withWords(m.moduleId)) })),
    });
  }

  /** The record's hash chain, checked now from its first event (what an auditor is shown beside the record). */
  @Route(routes.experimentVerification)
  async verification(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    const { stored } = await this.history(id, request);
    const report = await verifyStream(this.runtime.ports.events, experimentStream(id));
    const broken = report.broken;
    const checkpoint = this.runtime.checkpoints.coverage(stored);
    return ok({
      verified: broken === undefined && checkpoint.state !== "changed" && checkpoint.state !== "untrusted",
      checkpoint,
      events: report.events,
      brokenAt: broken
        ? { streamPosition: broken.streamPosition, position: broken.globalPosition, problem: broken.problem }
        : null,
    });
  }

  private history(id: string, request: AuthenticatedRequest) {
    return loadRecordPast(this.runtime, id, request.session);
  }

  /**
   * The record as it stood after the last of `upTo`, with that event and its neighbours, to step
   * through; its header (number, title, status, people, conditions, dates) in the caller's words.
   */
  private async standing(
    id: string,
    stored: RecordedEvent[],
    upTo: RecordedEvent[],
    request: AuthenticatedRequest,
    mayView: boolean,
  ) {
    const last = upTo.at(-1)!;
    const state = foldExperiment(upTo);
    const view = recordView(id, state, { memberId: request.session.member.id, mayView, editable: false });
    const names = await loadNames(this.runtime.ports.readStore, namesInHeader(state));
    // The comments as they stood then, in the threads the record's view shows (an auditor's: every thread); nothing to act on in the past.
    const shownModules = new Set(view.modules.map((m) => m.moduleId));
    const reader = {
      memberId: request.session.member.id,
      isOrganisationAdmin: request.session.member.isOrganisationAdmin,
      seesThread: (moduleId: string | null) => mayView || (moduleId !== null && shownModules.has(moduleId)),
      mayAct: false,
    };
    const { comments } = await commentRows(this.runtime, state, reader, languageOf(request));
    return {
      record: { ...view, modules: view.modules.map(withSafeRichText) },
      header: headerOf(state, names, upTo, languageOf(request)),
      comments,
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

/** The record's submissions, each with its version and flow (upcast to the catalogue's current version). */
const submissions = (stored: readonly RecordedEvent[]) =>
  stored.map(upcast).filter((e): e is Extract<CurrentEvent, { type: "ExperimentSubmitted" }> => e.type === "ExperimentSubmitted");

/** The events up to a version's submission, or all of them for `current`. */
function upToVersion(stored: RecordedEvent[], version: string): RecordedEvent[] {
  if (version === "current") return stored;
  const submitted = submissions(stored).find((e) => String(e.data.version) === version);
  if (!submitted) throw new DomainError("history.versionNotFound", "not-found", { version });
  return eventsUpTo(stored, { position: submitted.metadata.globalPosition });
}

const languageOf = (request: AuthenticatedRequest): Language => negotiateLanguage(request.headers["accept-language"]);

const headerOf = (state: ExperimentState, names: NameBook, upTo: readonly RecordedEvent[], language: Language) =>
  recordHeaderInWords(
    state,
    names,
    { createdAt: formatTime(upTo[0]!.metadata.time), updatedAt: formatTime(upTo.at(-1)!.metadata.time) },
    wordsIn(language),
  );

/** A module's HTML made safe to render as it stood (the console renders it as given). */
function withSafeRichText<M extends { type: string; content: { fields: Readonly<Record<string, unknown>> } }>(module: M): M {
  const fields = withSafeHtmlFields(module.type, module.content.fields);
  return fields === module.content.fields ? module : { ...module, content: { ...module.content, fields } };
}
