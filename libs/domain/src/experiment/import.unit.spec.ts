import { describe, expect, it } from "vitest";
import { acting } from "../access/acting.fixtures";
import { fold } from "../decider/decider";
import { type ExperimentEvent, experiment } from "./experiment";

const record = {
  experimentId: "e9",
  number: "261127001",
  notebookId: "n1",
  projectId: null,
  taskId: null,
  title: "Synthesis of Aspirin",
  ownerId: "me",
  departmentId: null,
  templateId: null,
  clonedFromId: null,
};
const source = {
  fileName: "export.eln",
  sha256: "c".repeat(64),
  application: "eLabFTW",
  fileCreatedAt: null,
  datasetId: "./aspirin/",
  authors: ["Toto Le Chimiste"],
  createdAt: "2024-01-02T03:04:05Z",
  modifiedAt: null,
  keywords: ["synthesis"],
};
type Added = { moduleId: string; type: string; subType: string | null; title: string; required: boolean; columns: object[] };
const text: Added = { moduleId: "m1", type: "editor", subType: null, title: "Text", required: false, columns: [] };
const links: Added = {
  moduleId: "m2",
  type: "grid",
  subType: "labReference",
  title: "Links",
  required: false,
  columns: [{ field: "title", required: true, className: "required" }],
};
const importing = (modules: Array<{ module: Added; content: { fields: object; rows: object[] } }>) =>
  experiment.decide(
    {
      type: "CreateExperiment",
      record,
      modules: modules as never,
      importedFrom: source,
      now: new Date(1_700_000_000_000),
      actor: acting("me"),
      book: { notebookId: "n1" },
      project: undefined,
    },
    experiment.initialState(),
  );

describe("a record imported from an .eln file", () => {
  it("is one event naming the file, and folds to the record with its modules and content", () => {
    const events = importing([
      { module: text, content: { fields: { html: "<p>Acetylation of salicylic acid</p>" }, rows: [] } },
      { module: links, content: { fields: {}, rows: [{ rowId: "r1", title: "Protocol", link: "https://example.org" }] } },
    ]);
    expect(events.map((e) => e.type)).toEqual(["ExperimentImported"]);
    expect(events[0]!.data).toMatchObject({ number: "261127001", source, cacheTime: 1_700_000_000_000 });
    const state = fold(experiment, events as ExperimentEvent[]);
    expect(state.record).toMatchObject({ title: "Synthesis of Aspirin", templateId: null, clonedFromId: null });
    expect(state.modules.map((m) => [m.title, m.cacheTime, m.content.rows.length])).toEqual([
      ["Text", 1_700_000_000_000, 0],
      ["Links", 1_700_000_000_000, 1],
    ]);
    expect(state.lifecycle.status).toBe("draft");
  });

  it("refuses a module of a kind LabLedger does not have, or content its kind does not allow", () => {
    const unknown = { ...text, type: "macro" };
    expect(() => importing([{ module: unknown, content: { fields: {}, rows: [] } }])).toThrow(
      expect.objectContaining({ key: "module.kindUnknown" }),
    );
    const date = { ...text, type: "date", title: "Day" };
    expect(() => importing([{ module: date, content: { fields: { value: "not a date" }, rows: [] } }])).toThrow(
      expect.objectContaining({ key: "module.valueInvalid" }),
    );
    const reaction = { ...text, type: "equation", title: "Reaction" };
    const twice = [
      { module: { ...reaction, moduleId: "a" }, content: { fields: {}, rows: [] } },
      { module: { ...reaction, moduleId: "b" }, content: { fields: {}, rows: [] } },
    ];
    expect(() => importing(twice)).toThrow(expect.objectContaining({ key: "module.onlyOne" }));
  });
});
