import { CreateDepartmentBody, routes } from "@labledger/contracts";
import { TRIAL_DEPARTMENT_ID } from "@labledger/domain";
import { Body, Controller, Inject, Query, Req } from "@nestjs/common";
import { CommandBus } from "@nestjs/cqrs";
import type { MemberDoc } from "../auth/member-facts";
import type { AuthenticatedRequest } from "../http/access.guard";
import { ok } from "../http/envelope";
import { listPage } from "../http/list-page";
import { Route } from "../http/route.decorator";
import { validate } from "../http/validate";
import { callerOf } from "../pipeline/caller";
import { RUNTIME, type Runtime } from "../runtime/runtime";
import { CreateDepartmentCommand } from "./create-department.command";

@Controller()
export class DepartmentsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @Route(routes.createDepartment)
  async create(@Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const input = validate(CreateDepartmentBody, body);
    return ok(await this.commands.execute(new CreateDepartmentCommand(callerOf(request), input.name, input.parentId)));
  }

  /** Each department with its headers (the members flagged head of it) and whether it is the trial organisation. */
  @Route(routes.listDepartments)
  async list(@Query() query: unknown) {
    const listed = await listPage(this.runtime.ports, { projection: "organisation", collection: "departments" }, query);
    const ids = listed.rows.map((d) => d.id);
    const { rows: headers } = await this.runtime.ports.readStore.find<MemberDoc>("members", {
      filter: { isDepartmentHeader: true, active: true, departmentId: { $in: ids } },
    });
    const rows = listed.rows.map((d) => ({
      ...d,
      isTrial: d.id === TRIAL_DEPARTMENT_ID,
      headers: headers.filter((h) => h.departmentId === d.id).map((h) => ({ id: h.id, realName: h.realName })),
    }));
    return { ...listed, rows };
  }
}
