import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { Bare } from "./shared/schemas";

export const ProjectionStatus = z.object({
  name: z.string(),
  position: z.number(),
  lag: z.number(),
  error: z.string().optional(),
  processes: z
    .array(z.string())
    .describe(
      "The processes that keep this read model, as `role host:pid` (distributed: chosen with LABLEDGER_PROJECTIONS); empty: no process keeps it",
    ),
});

export const healthRoutes = {
  health: {
    operationId: "getHealth",
    method: "get",
    path: "/health",
    summary: "Liveness, runtime mode and the log's head position",
    tag: "system",
    access: "public",
    response: z.object({
      status: z.enum(["ok", "degraded"]),
      mode: z.enum(["embedded", "distributed"]),
      position: z.number().describe("Global position of the newest event"),
      projections: z.array(ProjectionStatus),
    }),
  },
  openapi: {
    operationId: "getOpenApi",
    method: "get",
    path: "/openapi.json",
    summary: "This document",
    tag: "system",
    access: "public",
    response: Bare(z.looseObject({ openapi: z.literal("3.1.0") })),
  },
} as const satisfies Record<string, RouteDefinition>;

export type ProjectionStatus = z.infer<typeof ProjectionStatus>;
