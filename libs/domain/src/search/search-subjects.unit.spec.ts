import { describe, expect, it } from "vitest";
import { type ExperimentEvent, experimentFold } from "../experiment/experiment";
import { diffContent, EMPTY_CONTENT, type ModuleContent } from "../experiment/module-content";
import { RECORD, RECORD_CREATED } from "../experiment/record.fixtures";
import { recordSubject } from "./search-subjects";

const SHA = "a".repeat(64);
const added = (moduleId: string, type: string, title: string, subType: string | null = null): ExperimentEvent => ({
  type: "ModuleAdded",
  data: { experimentId: "e1", moduleId, type, subType, title, required: false, columns: [], afterModuleId: null },
});
const saved = (moduleId: string, content: ModuleContent): ExperimentEvent => ({
  type: "ModuleSaved",
  data: { experimentId: "e1", moduleId, isAuto: false, changes: diffContent(EMPTY_CONTENT, content), cacheTime: 1 },
});
const fold = (events: ExperimentEvent[]) => events.reduce(experimentFold.evolve, experimentFold.initialState());

describe("what the search finds in a record", () => {
  it("given modules of several kinds, finds each module's typed text under its title, rich text as text, and the attached files", () => {
    const state = fold([
      RECORD_CREATED,
      added("m1", "editor", "实验步骤"),
      saved("m1", { fields: { html: "<p>按<b>合成路线</b>制备 &amp; 纯化</p>" }, rows: [] }),
      added("m2", "grid", "Materials", "labMaterial"),
      saved("m2", { fields: {}, rows: [{ rowId: "r1", name: "Ethanol", amount: 12.5, unit: "mL" }] }),
      added("m3", "attachment", "Files"),
      saved("m3", {
        fields: {},
        rows: [{ rowId: "f1", name: "report.pdf", sha256: SHA, size: 10, mediaType: "application/pdf" }],
      }),
      added("m4", "equation", "Reaction"),
      saved("m4", { fields: { molFile: "\n  Ketcher\nM  END", conditions: "reflux" }, rows: [] }),
      added("m5", "input", "Empty"),
    ]);
    const subject = recordSubject("e1", state)!;
    expect(subject).toMatchObject({ id: "record:e1", type: "record", subjectId: "e1", title: RECORD.title, code: RECORD.number });
    // In the record's order (each module was added at the top); the empty one says nothing, the structure file neither.
    expect(subject.texts).toEqual([
      { label: "Reaction", text: "reflux" },
      { label: "Files", text: "report.pdf" },
      { label: "Materials", text: "Ethanol 12.5 mL" },
      { label: "实验步骤", text: "按合成路线制备 & 纯化" },
    ]);
    expect(subject.files).toEqual([{ name: "report.pdf", sha256: SHA, mediaType: "application/pdf" }]);
  });

  it("given a record, narrows as the records list does: owner, department, project, task, book, participants, status", () => {
    const state = fold([
      RECORD_CREATED,
      {
        type: "ExperimentDetailsChanged",
        data: {
          experimentId: "e1",
          changes: [{ action: 2, field: "participants", rowId: null, oldValue: [], newValue: ["p-9"] }],
        },
      },
    ]);
    expect(recordSubject("e1", state)!.facets).toEqual({
      ownerId: "owner",
      departmentId: "chem",
      projectId: "p1",
      taskId: null,
      notebookId: "n1",
      viewerIds: ["p-9"],
      status: "draft",
    });
  });

  it("given no record yet, finds nothing", () => {
    expect(recordSubject("e1", fold([]))).toBeUndefined();
  });
});
