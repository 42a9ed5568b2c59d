import "reflect-metadata";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { INestApplication } from "@nestjs/common";
import { NestFactory } from "@nestjs/core";
import express from "express";
import { ErrorsFilter } from "../http/errors.filter";
import { keepRawBody } from "../http/raw-body";
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
  app.setGlobalPrefix("api");
  app.useGlobalFilters(new ErrorsFilter());
  app.use("/api", express.json({ limit: "2mb", verify: keepRawBody }));
  const consoleDir = options.consoleDir;
  if (consoleDir && existsSync(join(consoleDir, "index.html"))) {
    app.use(express.static(consoleDir, { index: false, maxAge: "1h" }));
    app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
      if (req.method !== "GET" || req.path.startsWith("/api")) return next();
      res.sendFile(join(consoleDir, "index.html"));
    });
  }
  await app.init();
  return app;
}
