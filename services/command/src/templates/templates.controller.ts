import {
  CompareTemplateVersionsQuery,
  CreateTemplateBody,
  MyTemplatesQuery,
  PublishRequestsQuery,
  RequestTemplatePublishBody,
  routes,
  SaveAsTemplateBody,
  SaveTemplateVersionBody,
  TemplateCentreQuery,
  TemplateDraftBody,
  TemplatePublishDecisionBody,
  type TemplatePublishRequest,
  UnpublishTemplateBody,
} from "@labledger/contracts";
import { DomainError, mayReadTemplate, type TemplateDraft, templateCentreFilter } from "@labledger/domain";
import type { Doc, Filter } from "@labledger/ports";
import { Body, Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { z } from "zod";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { negotiateLanguage } from "../i18n/translate";
import { callerOf } from "../pipeline/caller";
import { readYourWrites } from "../pipeline/read-your-writes";
import { namesById } from "../read-models/names-by-id";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { ChangeTemplateCommand, CreateTemplateCommand, DecideTemplatePublishCommand } from "./commands/template.commands";
import { compareVersions } from "./template-compare";
import { detailFor, versionFor } from "./template-detail";
import { loadTemplate, readerOf } from "./template-facts";
import { rowsFor, type StoredTemplate } from "./template-rows";

const TEMPLATES = "templates";
type StoredRequest = Doc & {
  departmentId: string | null;
  decisions: TemplatePublishRequest["decisions"];
} & Omit<TemplatePublishRequest, "departmentName" | "decidedBy" | "departmentId" | "decisions">;

/**
 * Record templates (spec §4 Templates, /resource/myTemplate, /resource/templateVersion/{id},
 * /team/publish, /team/approvedPublish; issue 18): the template centre, my templates with the
 * recycle bin, drafts and versions, publishing through a signed review, collecting.
 */
@Controller()
export class TemplatesController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
  ) {}

  @Route(routes.listTemplateCentre)
  async centre(@Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { pageIndex, pageSize, keyword, scope, sort, position } = validate(TemplateCentreQuery, query);
    await readYourWrites(this.runtime.ports, TEMPLATES, position);
    const reader = await readerOf(this.runtime, request.session);
    const collectedIds =
      scope === "collected"
        ? (
            await this.runtime.ports.readStore.find<Doc & { templateId: string }>("template_collections", {
              filter: { memberId: reader.memberId },
              limit: 10_000,
            })
          ).rows.map((c) => c.templateId)
        : [];
    const found = await this.runtime.ports.readStore.find<StoredTemplate>(TEMPLATES, {
      filter: templateCentreFilter(reader, scope, collectedIds) as Filter,
      ...(keyword ? { text: keyword } : {}),
      sort:
        sort === "ranking"
          ? [
              ["useCount", -1],
              ["updatedAt", -1],
            ]
          : [["updatedAt", -1]],
      skip: (pageIndex - 1) * pageSize,
      limit: pageSize,
    });
    return page(await rowsFor(this.runtime.ports.readStore, found.rows, reader), found.total);
  }

  @Route(routes.listMyTemplates)
  async mine(@Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { pageIndex, pageSize, keyword, binned, position } = validate(MyTemplatesQuery, query);
    await readYourWrites(this.runtime.ports, TEMPLATES, position);
    const reader = await readerOf(this.runtime, request.session);
    const found = await this.runtime.ports.readStore.find<StoredTemplate>(TEMPLATES, {
      filter: { authorId: reader.memberId, binned: binned === "true" },
      ...(keyword ? { text: keyword } : {}),
      sort: [["updatedAt", -1]],
      skip: (pageIndex - 1) * pageSize,
      limit: pageSize,
    });
    return page(await rowsFor(this.runtime.ports.readStore, found.rows, reader), found.total);
  }

  @Route(routes.createTemplate)
  async create(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const draft = sentDraft(validate(CreateTemplateBody, body));
    return ok(await this.commandBus.execute(new CreateTemplateCommand(callerOf(request), draft)));
  }

  @Route(routes.saveExperimentAsTemplate)
  async saveRecordAsTemplate(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { name, description } = validate(SaveAsTemplateBody, body);
    const draft = { name, description, modules: [] };
    return ok(await this.commandBus.execute(new CreateTemplateCommand(callerOf(request), draft, id)));
  }

  @Route(routes.getTemplate)
  async get(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    const { state, events, reader } = await this.readable(id, request);
    await readYourWrites(this.runtime.ports, TEMPLATES, undefined);
    const stored = await this.runtime.ports.readStore.get<StoredTemplate>(TEMPLATES, id);
    return ok(await detailFor(this.runtime.ports.readStore, state, events, stored, reader));
  }

  @Route(routes.getTemplateVersion)
  async version(@Param("id") id: string, @Param("version") version: string, @Req() request: AuthenticatedRequest) {
    const { state, events, reader } = await this.readable(id, request);
    return ok(versionFor(state, events, reader, Number(version)));
  }

  @Route(routes.compareTemplateVersions)
  async compare(@Param("id") id: string, @Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { from, to } = validate(CompareTemplateVersionsQuery, query);
    const { state, events, reader } = await this.readable(id, request);
    const language = negotiateLanguage(request.headers["accept-language"]);
    const [before, after] = [versionFor(state, events, reader, from), versionFor(state, events, reader, to)];
    return ok(await compareVersions(this.runtime.ports.readStore, before, after, language));
  }

  @Route(routes.saveTemplateDraft)
  async saveDraft(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const draft = sentDraft(validate(TemplateDraftBody, body));
    const { position } = await this.change(id, request, { type: "draft", draft });
    return ok({ position });
  }

  @Route(routes.saveTemplateVersion)
  async saveVersion(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { changeSummary, draft } = validate(SaveTemplateVersionBody, body);
    const { position, version } = await this.change(id, request, {
      type: "version",
      changeSummary,
      draft: draft && sentDraft(draft),
    });
    return ok({ version: version!, position });
  }

  @Route(routes.requestTemplatePublish)
  async requestPublish(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { scope, version } = validate(RequestTemplatePublishBody, body);
    const { position, requestId } = await this.change(id, request, { type: "publish", scope, version });
    return ok({ requestId: requestId!, position });
  }

  @Route(routes.listTemplatePublishRequests)
  async publishRequests(@Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { pageIndex, pageSize, state, position } = validate(PublishRequestsQuery, query);
    await readYourWrites(this.runtime.ports, "approvals", position);
    const me = request.session.member.id;
    const found = await this.runtime.ports.readStore.find<StoredRequest>("approvals", {
      filter: state === "pending" ? { queue: "publish", state: "pending", reviewerIds: me } : { queue: "publish", decidedBy: me },
      sort: [["updatedAt", -1]],
      skip: (pageIndex - 1) * pageSize,
      limit: pageSize,
    });
    const departments = await namesById(
      this.runtime.ports.readStore,
      "departments",
      found.rows.map((r) => r.departmentId),
    );
    const rows = found.rows.map(({ decidedBy: _ids, ...row }) => ({
      ...row,
      departmentName: row.departmentId ? (departments.get(row.departmentId) ?? null) : null,
      decidedBy: row.decisions.at(-1)?.printedName ?? null,
    }));
    return page(rows, found.total);
  }

  @Route(routes.approveTemplatePublish)
  async approve(
    @Param("id") id: string,
    @Param("requestId") requestId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    return ok(await this.decide(id, requestId, true, body, request));
  }

  @Route(routes.rejectTemplatePublish)
  async reject(
    @Param("id") id: string,
    @Param("requestId") requestId: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    return ok(await this.decide(id, requestId, false, body, request));
  }

  @Route(routes.unpublishTemplate)
  async unpublish(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { reason } = validate(UnpublishTemplateBody, body);
    return ok({ position: (await this.change(id, request, { type: "unpublish", reason })).position });
  }

  @Route(routes.binTemplate)
  async bin(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return ok({ position: (await this.change(id, request, { type: "bin" })).position });
  }

  @Route(routes.restoreTemplate)
  async restore(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return ok({ position: (await this.change(id, request, { type: "restore" })).position });
  }

  @Route(routes.collectTemplate)
  async collect(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return ok({ position: (await this.change(id, request, { type: "collect" })).position });
  }

  @Route(routes.uncollectTemplate)
  async uncollect(@Param("id") id: string, @Req() request: AuthenticatedRequest) {
    return ok({ position: (await this.change(id, request, { type: "uncollect" })).position });
  }

  /** A template the member may open (its author, an administrator, a reviewer of its request, or a member it serves); another is not found. */
  private async readable(id: string, request: AuthenticatedRequest) {
    const { state, events } = await loadTemplate(this.runtime, id);
    const reader = await readerOf(this.runtime, request.session);
    if (!mayReadTemplate(state, reader)) throw new DomainError("template.notFound", "not-found");
    return { state, events, reader };
  }

  private change(id: string, request: AuthenticatedRequest, change: ChangeTemplateCommand["change"]) {
    return this.commandBus.execute(new ChangeTemplateCommand(callerOf(request), id, change));
  }

  private decide(id: string, requestId: string, granted: boolean, body: unknown, request: AuthenticatedRequest) {
    const { password, comment, meaning } = validate(TemplatePublishDecisionBody, body);
    return this.commandBus.execute(
      new DecideTemplatePublishCommand(callerOf(request), id, requestId, granted, { password, comment, meaning }),
    );
  }
}

/** A draft as its author sent it; a module's workbook is never taken from a request (the template keeps its own: withKeptWorkbooks). */
function sentDraft(draft: z.output<typeof TemplateDraftBody>): TemplateDraft {
  return {
    ...draft,
    modules: draft.modules.map(({ content: { workbook: _sent, ...content }, ...module }) => ({ ...module, content })),
  };
}
