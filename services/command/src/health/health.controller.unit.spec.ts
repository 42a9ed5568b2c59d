import "reflect-metadata";
import { describe, expect, it } from "vitest";
import type { Runtime } from "../runtime/runtime";
import { HealthController } from "./health.controller";

describe("the OpenAPI document route", () => {
  it("builds the document once and serves the same one after (it walked every schema per request)", () => {
    const controller = new HealthController({ version: "9.9.9" } as Runtime);
    const first = controller.openapi();
    expect(first.info.version).toBe("9.9.9");
    expect(controller.openapi()).toBe(first);
  });
});
