import { nestPath, type RouteDefinition } from "@labledger/contracts";
import { applyDecorators, Delete, Get, HttpCode, Patch, Post, Put, SetMetadata, UseGuards } from "@nestjs/common";
import { AccessGuard, ROUTE } from "./access.guard";

const METHOD = { get: Get, post: Post, put: Put, patch: Patch, delete: Delete } as const;

/**
 * Binds a controller method to its row of the route table: path, status 200 for every
 * success, and the access rule of the row, checked by the one access guard.
 */
export const Route = (route: RouteDefinition) =>
  applyDecorators(METHOD[route.method](nestPath(route)), HttpCode(200), SetMetadata(ROUTE, route), UseGuards(AccessGuard));
