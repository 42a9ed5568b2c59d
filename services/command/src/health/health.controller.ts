import { routes } from "@labledger/contracts";
import { projectionsByProcess } from "@labledger/projections";
import { Controller, Inject } from "@nestjs/common";
import { ok } from "../http/envelope";
import { openApiDocument } from "../http/openapi";
import { Route } from "../http/route.decorator";
import { RUNTIME, type Runtime } from "../runtime/runtime";

@Controller()
export class HealthController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Route(routes.health)
  async health() {
    const [statuses, keptBy] = await Promise.all([
      Promise.all([...this.runtime.runners, ...this.runtime.restaters].map((r) => r.status())),
      projectionsByProcess(this.runtime.ports.readStore),
    ]);
    const projections = statuses.map((status) => ({ ...status, processes: keptBy.get(status.name) ?? [] }));
    const degraded = projections.some((p) => p.error !== undefined);
    return ok({
      status: degraded ? "degraded" : "ok",
      mode: this.runtime.ports.mode,
      position: await this.runtime.ports.events.headPosition(),
      projections,
    });
  }

  /** Built once: generating it walks every route's schemas, too much work to repeat for each anonymous request. */
  private document?: ReturnType<typeof openApiDocument>;

  @Route(routes.openapi)
  openapi() {
    this.document ??= openApiDocument(this.runtime.version);
    return this.document;
  }
}
