import { applyDecorators, Delete, Get, HttpCode, Patch, Post, Put, UseGuards } from "@nestjs/common";
import { nestPath, type RouteDefinition } from "./routes";
import { SessionGuard } from "./session.guard";

const METHOD = { get: Get, post: Post, put: Put, patch: Patch, delete: Delete } as const;

/**
 * Binds a controller method to its row of the route table: path, status 200 for every
 * success, and the session check for every route that is not public.
 */
export const Route = (route: RouteDefinition) =>
  applyDecorators(
    METHOD[route.method](nestPath(route)),
    HttpCode(200),
    ...(route.access === "public" ? [] : [UseGuards(SessionGuard)]),
  );
