import {
  type ReactionExportFormat,
  ReactionExportQuery,
  type ReadStructureResult,
  routes,
  StructureBody,
} from "@labledger/contracts";
import { DomainError, moduleAccess } from "@labledger/domain";
import type { StructureFormat } from "@labledger/ports";
import { Body, Controller, Inject, Param, Query, Req, Res } from "@nestjs/common";
import type { Response } from "express";
import { loadViewer } from "../auth/viewer";
import { downloadName, startDownload } from "../exports/report";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { loadExperiment, mayEditExperiment, mayViewRecord } from "../records/record-streams";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { readable } from "./server-figures";

/** Each export format: what the toolkit writes, the file's type and extension. */
const EXPORTS: Record<
  ReactionExportFormat,
  { format: StructureFormat | "svg"; mediaType: string; extension: "rxn" | "mol" | "sdf" | "smi" | "svg" }
> = {
  rxn: { format: "rxnfile", mediaType: "chemical/x-mdl-rxnfile", extension: "rxn" },
  mol: { format: "molfile", mediaType: "chemical/x-mdl-molfile", extension: "mol" },
  sdf: { format: "sdf", mediaType: "chemical/x-mdl-sdfile", extension: "sdf" },
  smiles: { format: "smiles", mediaType: "chemical/x-daylight-smiles", extension: "smi" },
  svg: { format: "svg", mediaType: "image/svg+xml", extension: "svg" },
};

/**
 * Chemistry on the server (spec §3 Equation): a drawing read into its components with Indigo's
 * figures, pictures for the record's views, and a record's reaction as a file (ExportRXN).
 */
@Controller()
export class ChemistryController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Route(routes.readStructure)
  async read(@Body() body: unknown) {
    const { structure } = validate(StructureBody, body);
    const read = await readable(() => this.runtime.ports.chemistry.read(structure));
    return ok({
      kind: read.kind,
      normalised: read.normalised,
      components: read.components.map(({ role, molfile, figures }) => ({ role, molfile, figures })),
    } satisfies ReadStructureResult);
  }

  @Route(routes.renderStructure)
  async render(@Body() body: unknown) {
    const { structure } = validate(StructureBody, body);
    return ok({ svg: await readable(() => this.runtime.ports.chemistry.renderSvg(structure)) });
  }

  @Route(routes.exportReaction)
  async export(
    @Param("id") id: string,
    @Param("moduleId") moduleId: string,
    @Query() query: unknown,
    @Req() request: AuthenticatedRequest,
    @Res() response: Response,
  ) {
    const { format } = validate(ReactionExportQuery, query);
    const viewer = await loadViewer(this.runtime, request.session);
    const state = await loadExperiment(this.runtime, id, viewer);
    const mayView = mayViewRecord(state, viewer);
    const recordReadOnly = !(mayView && (await mayEditExperiment(this.runtime, state, viewer)));
    const visible = moduleAccess(state, { memberId: request.session.member.id, mayViewRecord: mayView, recordReadOnly }).find(
      (access) => access.moduleId === moduleId && access.visible,
    );
    const module = visible && state.modules.find((m) => m.moduleId === moduleId && m.type === "equation");
    const drawing = module?.content.fields.molFile;
    if (typeof drawing !== "string" || drawing.trim() === "") throw new DomainError("reaction.notFound", "not-found");
    const { chemistry } = this.runtime.ports;
    const target = EXPORTS[format];
    const file = await readable(() =>
      target.format === "svg" ? chemistry.renderSvg(drawing) : chemistry.convert(drawing, target.format),
    );
    startDownload(
      response,
      downloadName(`${state.record!.number} ${module!.title}`, target.extension, "reaction"),
      target.mediaType,
    );
    response.end(file);
  }
}
