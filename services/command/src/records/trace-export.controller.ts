import { routes, TraceExportQuery } from "@labledger/contracts";
import { DomainError, experimentStream, wordsIn } from "@labledger/domain";
import { verifyStream } from "@labledger/ports";
import { Controller, Inject, Param, Query, Req, Res } from "@nestjs/common";
import type { Response } from "express";
import { exportFileName, sendPdfReport, startDownload } from "../exports/report";
import type { AuthenticatedRequest } from "../http/access.guard";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { negotiateLanguage, translate } from "../i18n/translate";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { checkpointWords } from "./checkpoint-words";
import { traceOf } from "./experiment-trace";
import { loadRecordPast } from "./record-past";
import { traceCsv, tracePdfCells, tracePdfColumns } from "./trace-export";

/** A PDF is for reading: a longer trace is exported as CSV. */
export const TRACE_PDF_MAX = 10_000;

/** One record's whole trace as a file, for an auditor to keep (spec Audit/Experiment/TraceExportFile). */
@Controller()
export class TraceExportController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Route(routes.experimentTraceExport)
  async export(
    @Param("id") id: string,
    @Query() query: unknown,
    @Req() request: AuthenticatedRequest,
    @Res() response: Response,
  ) {
    const { format } = validate(TraceExportQuery, query);
    const { state, stored } = await loadRecordPast(this.runtime, id, request.session);
    const { events, readStore } = this.runtime.ports;
    const language = negotiateLanguage(request.headers["accept-language"]);
    const { rows, total } = await traceOf(this.runtime.ports, id, language);
    if (format === "pdf" && total > TRACE_PDF_MAX)
      throw new DomainError("history.tracePdfTooLarge", "invalid", { total, max: TRACE_PDF_MAX });
    const number = state.record?.number ?? id;
    const stem = `trace-${number}`;
    if (format === "csv") {
      startDownload(response, exportFileName(stem, "csv"), "text/csv; charset=utf-8");
      response.end(traceCsv(rows, language));
      return;
    }
    const chain = await verifyStream(events, experimentStream(id));
    await sendPdfReport(response, request, readStore, language, {
      fileName: exportFileName(stem, "pdf"),
      title: translate(language, "history.tracePdf.title", { number }),
      facts: [
        [translate(language, "history.tracePdf.record"), `${number} ${state.details.title}`],
        [
          translate(language, "history.tracePdf.status"),
          translate(language, "history.tracePdf.statusVersion", {
            status: wordsIn(language)(`changeWords.status.${state.lifecycle.status}`),
            version: state.lifecycle.version,
          }),
        ],
        [
          translate(language, "history.tracePdf.chain"),
          chain.broken
            ? translate(language, "history.tracePdf.chainBroken", {
                position: chain.broken.globalPosition,
                problem: translate(language, `history.chainProblem.${chain.broken.problem}`),
              })
            : translate(language, "history.tracePdf.chainVerified", { events: chain.events }),
        ],
        [translate(language, "checkpoint.label"), checkpointWords(language, this.runtime.checkpoints.coverage(stored))],
        [translate(language, "audit.pdf.entries"), String(total)],
      ],
      columns: tracePdfColumns(language),
      emptyText: translate(language, "history.tracePdf.empty"),
      rows: rows.map((row) => tracePdfCells(row, language)),
    });
  }
}
