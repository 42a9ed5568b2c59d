import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from "@nestjs/common";
import type { Request, Response } from "express";
import { negotiateLanguage, translate } from "../i18n/translate";
import { problemOf, RequestError } from "./problem";

/**
 * Every error leaves as `{code, key, message}` with an honest HTTP status; `message` is
 * in the caller's language. Unexpected errors are logged and never leak internals.
 */
@Catch()
export class ErrorsFilter implements ExceptionFilter {
  private readonly logger = new Logger("errors");

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const cause = error instanceof HttpException ? fromNest(error, request) : error;
    const problem = problemOf(cause);
    // A 5xx the service says on purpose (a read model behind, a server it needs away) is a warning
    // of one line; anything else is a fault, with its stack.
    if (cause instanceof RequestError && problem.status >= 500)
      this.logger.warn(`${request.method} ${request.originalUrl.split("?")[0]}: ${problem.status} ${problem.key}`);
    else if (problem.status >= 500) this.logger.error(cause instanceof Error ? (cause.stack ?? cause.message) : String(cause));
    const language = negotiateLanguage(request.headers["accept-language"]);
    response.status(problem.status).json({
      code: problem.status,
      key: problem.key,
      message: translate(language, problem.messageKey ?? problem.key, problem.params),
      ...(problem.details === undefined ? {} : { details: problem.details }),
    });
  }
}

function fromNest(error: HttpException, request: Request): unknown {
  const status = error.getStatus();
  if (status === 404)
    return new RequestError(404, "route.notFound", { method: request.method, path: request.originalUrl.split("?")[0]! });
  const cause = (error as { cause?: unknown }).cause;
  return cause ?? error;
}
