import { applyDecorators, Delete, Get, HttpCode, Patch, Post, Put } from "@nestjs/common";
import { nestPath, type RouteDefinition } from "./routes";

const METHOD = { get: Get, post: Post, put: Put, patch: Patch, delete: Delete } as const;

/** Binds a controller method to its row of the route table (status 200 for every success). */
export const Route = (route: RouteDefinition) => applyDecorators(METHOD[route.method](nestPath(route)), HttpCode(200));
