import type { NextFunction, Request, Response } from "express";
import { RequestError } from "./problem";

/**
 * How deep a request body may nest. Real bodies need fewer than ten levels; events and read
 * models wrap a body in a few more, and MongoDB refuses documents nested past 100. Deeper
 * bodies would overflow the stack of the recursive code behind (hashing, diffing).
 */
export const MAX_BODY_DEPTH = 32;

/** A UTF-16 surrogate without its pair: text no UTF-8 store can keep as it was sent. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A key that plain JavaScript objects cannot hold as data: assigning it replaces the object's prototype. */
const RESERVED_KEY = "__proto__";

export type JsonBodyProblem = "request.tooDeep" | "request.textInvalid" | "request.reservedKey";

/** What is wrong with a parsed JSON body as a whole, walked without recursion; undefined when nothing is. */
export function jsonBodyProblem(body: unknown): JsonBodyProblem | undefined {
  const pending: Array<readonly [unknown, number]> = [[body, 1]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (typeof value === "string") {
      if (LONE_SURROGATE.test(value)) return "request.textInvalid";
    } else if (value !== null && typeof value === "object") {
      if (depth > MAX_BODY_DEPTH) return "request.tooDeep";
      for (const [key, item] of Object.entries(value)) {
        if (key === RESERVED_KEY) return "request.reservedKey";
        if (LONE_SURROGATE.test(key)) return "request.textInvalid";
        pending.push([item, depth + 1]);
      }
    }
  }
  return undefined;
}

/** After the JSON parser: a body nested too deep, holding broken text or a `__proto__` key is refused before any route sees it. */
export function checkJsonBody(request: Request, _response: Response, next: NextFunction): void {
  const problem = jsonBodyProblem(request.body);
  next(problem ? new RequestError(400, problem, { max: MAX_BODY_DEPTH, key: RESERVED_KEY }) : undefined);
}
