import { ExperimentCreated, NotebookCreated, ProjectCreated, TaskCreated } from "@labledger/events";
import { describe, expect, it } from "vitest";
import { NAME_LIMITS, nameProblem } from "./names";

describe("spec §5 name lengths: notebook 100, task 200, project 200, title 300", () => {
  it("has the spec's limits", () => {
    expect(NAME_LIMITS).toEqual({ project: 200, task: 200, notebook: 100, title: 300 });
  });

  it("are the limits the server's event schemas check", () => {
    expect({
      project: ProjectCreated.schema.shape.name.maxLength,
      task: TaskCreated.schema.shape.name.maxLength,
      notebook: NotebookCreated.schema.shape.name.maxLength,
      title: ExperimentCreated.schema.shape.title.maxLength,
    }).toEqual(NAME_LIMITS);
  });

  it("accepts a name of exactly the limit and refuses one more character", () => {
    expect(nameProblem("notebook", "本".repeat(100))).toBeNull();
    expect(nameProblem("notebook", "本".repeat(101))).toBe("tooLong");
    expect(nameProblem("project", "p".repeat(200))).toBeNull();
    expect(nameProblem("project", "p".repeat(201))).toBe("tooLong");
    expect(nameProblem("task", "t".repeat(201))).toBe("tooLong");
  });

  it("refuses a blank name and ignores surrounding spaces", () => {
    expect(nameProblem("task", "   ")).toBe("required");
    expect(nameProblem("notebook", ` ${"a".repeat(100)} `)).toBeNull();
  });
});
