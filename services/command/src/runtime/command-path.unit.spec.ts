import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { Command } from "@nestjs/cqrs";
import { describe, expect, it } from "vitest";
import { CallerCommand } from "../pipeline/caller";
import { AppModule } from "./app.module";
import type { Runtime } from "./runtime";

const SOURCE = join(import.meta.dirname, "..");
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));

/** The decider pipeline's entry points: only command handlers (and the pipeline's own steps) call them. */
const PIPELINE = /\b(handleCommand|onStream|onRecord|onProject|appendToMember)\b/;
const COMMAND_HANDLER_METADATA = "__commandHandler__";

describe("one command path (issue 14)", () => {
  it("no controller runs the decider pipeline itself: every command goes through the CommandBus", () => {
    const controllers = files(SOURCE).filter((f) => f.endsWith(".controller.ts"));
    expect(controllers.length).toBeGreaterThan(15);
    const offending = controllers.filter((f) => PIPELINE.test(readFileSync(f, "utf8"))).map((f) => relative(SOURCE, f));
    expect(offending).toEqual([]);
  });

  it("every command class has exactly one handler registered in the application module", async () => {
    const paths = files(SOURCE).filter((f) => /\.commands?\.ts$/.test(f));
    const modules: Record<string, unknown>[] = await Promise.all(paths.map((f) => import(pathToFileURL(f).href)));
    const commands = modules
      .flatMap((exports) => Object.values(exports))
      .filter((value): value is abstract new (...args: never[]) => Command<unknown> => typeof value === "function")
      .filter((value) => value.prototype instanceof Command && value !== CallerCommand);
    expect(commands.length).toBeGreaterThan(40);
    const providers = AppModule.forRuntime({} as Runtime).providers ?? [];
    const handled = providers.map((p) => Reflect.getMetadata(COMMAND_HANDLER_METADATA, p as object) as unknown).filter(Boolean);
    const unhandled = commands.filter((c) => handled.filter((h) => h === c).length !== 1).map((c) => c.name);
    expect(unhandled).toEqual([]);
  });
});
