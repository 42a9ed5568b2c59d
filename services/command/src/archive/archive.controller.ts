import { ArchiveBody, ArchiveListQuery, type ArchiveRow, routes, UnarchiveBody } from "@labledger/contracts";
import type { Doc, Filter } from "@labledger/ports";
import { Body, Controller, Inject, Param, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok, page } from "../http/envelope";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { type Language, negotiateLanguage, translate } from "../i18n/translate";
import { callerOf } from "../pipeline/caller";
import { readYourWrites } from "../pipeline/read-your-writes";
import { memberName, namesById } from "../read-models/names-by-id";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { ArchiveRecordsCommand, UnarchiveRecordCommand } from "./commands/archive.commands";

const READ_MODEL = "experiments";

/**
 * Archive management (spec §2 /team/archiveManage): approved records archived by administrators
 * (read-only, retained, still readable and exportable), taken out with a signature. The list is
 * every record's: auditors read every record's history whatever their viewing levels.
 */
@Controller()
export class ArchiveController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.archiveList)
  async list(@Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const { pageIndex, pageSize, keyword, position, state } = validate(ArchiveListQuery, query);
    await readYourWrites(this.runtime.ports, READ_MODEL, position);
    const archived = state === "archived";
    const filter: Filter = archived ? { archived: true } : { status: "approved", archived: { $ne: true } };
    const found = await this.runtime.ports.readStore.find(READ_MODEL, {
      filter,
      ...(keyword ? { text: keyword } : {}),
      sort: [[archived ? "archivedAt" : "approvedAt", -1]],
      skip: (pageIndex - 1) * pageSize,
      limit: pageSize,
    });
    const owners = await namesById(
      this.runtime.ports.readStore,
      "members",
      found.rows.map((row) => row.ownerId),
      memberName,
    );
    const language = negotiateLanguage(request.headers["accept-language"]);
    return page(
      found.rows.map((row) => rowInWords(row, owners, language)),
      found.total,
    );
  }

  @Route(routes.archiveRecords)
  async archive(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { ids } = validate(ArchiveBody, body);
    return ok(await this.commands.execute(new ArchiveRecordsCommand(callerOf(request), ids)));
  }

  @Route(routes.unarchiveRecord)
  async unarchive(@Param("id") id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const { password, reason } = validate(UnarchiveBody, body);
    return ok(await this.commands.execute(new UnarchiveRecordCommand(callerOf(request), id, password, reason)));
  }
}

function rowInWords(row: Doc, owners: ReadonlyMap<string, string>, language: Language): ArchiveRow {
  const archived = row.archived === true;
  const when = (key: "archivedAt" | "archivedBy" | "retainUntil") =>
    archived && typeof row[key] === "string" ? { [key]: row[key] as string } : {};
  return {
    id: row.id as string,
    number: row.number as string,
    title: row.title as string,
    version: row.version as number,
    ownerName: owners.get(row.ownerId as string) ?? translate(language, "archive.unknownMember"),
    approvedAt: (row.approvedAt as string | undefined) ?? null,
    archived,
    statusText: translate(language, `archive.status.${archived ? "archived" : "approved"}`),
    ...when("archivedAt"),
    ...when("archivedBy"),
    ...when("retainUntil"),
  };
}
