import { describe, expect, it } from "vitest";
import { acting } from "../access/acting.fixtures";
import { fold } from "../decider/decider";
import { specification } from "../decider/given-when-then";
import { infoTableModuleColumns } from "../tables/info-table";
import { type ExperimentEvent, experiment } from "./experiment";
import { RECORD_CREATED } from "./record.fixtures";

const { given } = specification(experiment);
const owner = acting("owner");
const now = new Date("2026-11-27T10:00:00.000Z");
const definition = {
  columns: [
    { label: "Cell line", kind: "text" as const, options: [], unit: "", required: true },
    { label: "Medium", kind: "choice" as const, options: ["DMEM", "RPMI 1640"], unit: "", required: false },
  ],
};
const tableAdded: ExperimentEvent = {
  type: "ModuleAdded",
  data: {
    experimentId: "e1",
    moduleId: "m1",
    type: "grid",
    subType: "labInfoTable",
    title: "Culture",
    required: false,
    columns: infoTableModuleColumns(definition),
    afterModuleId: null,
  },
};
const saveRows = (rows: object[]) =>
  ({
    type: "SaveModule",
    moduleId: "m1",
    content: { fields: {}, rows },
    isAuto: false,
    lastCacheTime: 0,
    actor: owner,
    now,
  }) as never;

describe("a record's information table with a choice column (spec §1 information tables)", () => {
  it("takes the definition's options onto the record's column", () => {
    expect(infoTableModuleColumns(definition)[1]).toEqual({
      field: "Medium",
      required: false,
      className: "kind-choice",
      options: ["DMEM", "RPMI 1640"],
    });
  });

  it("keeps a row whose choice is one of the options, or still empty", () => {
    given([RECORD_CREATED, tableAdded])
      .when(saveRows([{ rowId: "r1", "Cell line": "HeLa", Medium: "DMEM" }]))
      .then([
        {
          type: "ModuleSaved",
          data: {
            experimentId: "e1",
            moduleId: "m1",
            isAuto: false,
            cacheTime: now.getTime(),
            changes: [
              {
                action: 1,
                field: null,
                rowId: "r1",
                oldValue: null,
                newValue: { rowId: "r1", "Cell line": "HeLa", Medium: "DMEM" },
              },
            ],
          },
        } as never,
      ]);
    given([RECORD_CREATED, tableAdded])
      .when(saveRows([{ rowId: "r2", "Cell line": "CHO", Medium: "" }]))
      .then([expect.objectContaining({ type: "ModuleSaved" }) as never]);
  });

  it("refuses a value that is not among the options, naming the column and the value", () => {
    given([RECORD_CREATED, tableAdded])
      .when(saveRows([{ rowId: "r1", "Cell line": "HeLa", Medium: "dmem" }]))
      .thenThrows("module.notAnOption");
    expect(() =>
      experiment.decide(saveRows([{ rowId: "r1", Medium: 5 }]), fold(experiment, [RECORD_CREATED, tableAdded])),
    ).toThrow(
      expect.objectContaining({ key: "module.notAnOption", params: expect.objectContaining({ column: "Medium", value: "5" }) }),
    );
  });
});
