import type { Access } from "@labledger/domain";
import type { z } from "zod";

/**
 * One HTTP operation of the API. Each feature declares its own (src/<feature>.ts); `ROUTES`
 * (src/routes.ts) assembles them: controllers take their paths from it and the OpenAPI
 * document is generated from it, so the two cannot drift apart.
 * `access` is who may call it: every route must say, and the authorization matrix test
 * (tests/api/authorization-matrix.e2e.spec.ts) checks every route against it.
 */
export interface RouteDefinition {
  readonly operationId: string;
  readonly method: "get" | "post" | "put" | "patch" | "delete";
  /** Path under /api, OpenAPI style: /experiments/{id}. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly access: Access;
  /** Spec §6: one of the functions trial accounts have no right to. */
  readonly deniedToTrialAccounts?: boolean;
  /** Answered while the session's screen is locked (otherwise 423). */
  readonly allowsLockedSession?: boolean;
  /** Answered while the member must change an expired password (otherwise 403). */
  readonly allowsExpiredPassword?: boolean;
  readonly body?: z.ZodType;
  /** A multipart/form-data body instead: its text fields, and what its file parts may be (limits in words). */
  readonly multipart?: { readonly fields: z.ZodObject; readonly files: string };
  readonly query?: z.ZodObject;
  readonly response: z.ZodType;
  /** Refusals its own rules give beyond those its access, body and path imply (the OpenAPI document lists both). */
  readonly refuses?: readonly RefusalStatus[];
}

/** The statuses a refusal can have (services/command/src/http/problem.ts). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 423;
/** The Express/Nest form of an OpenAPI path: /experiments/{id} → /experiments/:id */
export const nestPath = (route: RouteDefinition) => route.path.replace(/\{(\w+)\}/g, ":$1");

/** What a route takes and answers, for clients that import types only (the console). */
export type BodyOf<R extends RouteDefinition> = R["body"] extends z.ZodType ? z.input<R["body"]> : never;
export type QueryOf<R extends RouteDefinition> = R["query"] extends z.ZodType ? z.input<R["query"]> : never;
export type ResponseOf<R extends RouteDefinition> = z.output<R["response"]>;
