import "reflect-metadata";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { INestApplication } from "@nestjs/common";
import { NestFactory } from "@nestjs/core";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { answerClientErrors } from "../http/client-errors";
import { ErrorsFilter } from "../http/errors.filter";
import { checkJsonBody } from "../http/json-body";
import { keepRawBody } from "../http/raw-body";
import { RememberSessionWrites } from "../http/remember-session-writes";
import { securityHeaders, staticCacheHeaders } from "../http/security-headers";
import { inRequestScope } from "../pipeline/session-writes";
import { AppModule } from "./app.module";
import type { Runtime } from "./runtime";

export interface HttpServerOptions {
  /** The built console (apps/console/dist): served at / with history-mode fallback. */
  readonly consoleDir?: string;
  readonly logger?: boolean;
}

export async function createHttpServer(runtime: Runtime, options: HttpServerOptions = {}): Promise<INestApplication> {
  const app = await NestFactory.create(AppModule.forRuntime(runtime), {
    logger: options.logger === false ? false : ["error", "warn"],
    bodyParser: false,
  });
  (app.getHttpAdapter().getInstance() as express.Express).disable("x-powered-by");
  answerClientErrors(app.getHttpServer());
  app.setGlobalPrefix("api");
  app.useGlobalFilters(new ErrorsFilter());
  app.use(securityHeaders);
  // The scope after the body is read: a stream's events would not carry it.
  app.use("/api", express.json({ limit: "2mb", verify: keepRawBody }), checkJsonBody, inRequestScope);
  app.useGlobalInterceptors(new RememberSessionWrites(runtime.sessionWrites));
  const consoleDir = options.consoleDir;
  if (consoleDir && existsSync(join(consoleDir, "index.html"))) {
    // The build wrote each text asset also as .br and .gz: sent as the browser accepts, never compressed per request.
    const assets = expressStaticGzip(consoleDir, {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: { index: false, setHeaders: staticCacheHeaders },
    });
    // Not for the API, nor for a path that does not decode (the API's own error answers those, in JSON).
    app.use((req: express.Request, res: express.Response, next: express.NextFunction) =>
      req.path.startsWith("/api") || !decodes(req.path) ? next() : assets(req, res, next),
    );
    app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
      if (req.method !== "GET" || req.path.startsWith("/api")) return next();
      // A build file that does not exist is missing, not a page: never answer it with index.html.
      if (req.path.startsWith("/assets/")) return res.status(404).type("text/plain").send("Not found");
      res.sendFile(join(consoleDir, "index.html"));
    });
  }
  await app.init();
  return app;
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
