import { describe, expect, it } from "vitest";
import { acting } from "../access/acting.fixtures";
import { fold } from "../decider/decider";
import { specification } from "../decider/given-when-then";
import { type ExperimentEvent, experiment } from "./experiment";

const { given } = specification(experiment);
const me = acting("me");
const record = {
  experimentId: "e1",
  number: "EXP240001",
  notebookId: "n1",
  projectId: "p1",
  taskId: null,
  title: "Suzuki coupling, batch 3",
  ownerId: "me",
  departmentId: "chem",
  templateId: null,
  clonedFromId: null,
};
const created: ExperimentEvent = { type: "ExperimentCreated", data: record };
const grid = {
  type: "grid" as const,
  subType: "labMaterial" as const,
  required: true,
  columns: [{ field: "name", required: true, className: "" }],
};
const added = (moduleId: string, afterModuleId: string | null = null): ExperimentEvent => ({
  type: "ModuleAdded",
  data: { experimentId: "e1", moduleId, title: `Module ${moduleId}`, afterModuleId, ...grid },
});
const now = new Date("2026-11-22T10:00:00.000Z");
const rows = [{ rowId: "r1", name: "Pd(PPh3)4", mass: 0.5 }];
const save = (over: Partial<{ lastCacheTime: number; memberId: string; at: Date }> = {}) =>
  ({
    type: "SaveModule",
    moduleId: "m1",
    content: { fields: {}, rows },
    isAuto: true,
    lastCacheTime: over.lastCacheTime ?? 0,
    actor: acting(over.memberId ?? "me"),
    now: over.at ?? now,
  }) as const;
const saved: ExperimentEvent = {
  type: "ModuleSaved",
  data: {
    experimentId: "e1",
    moduleId: "m1",
    isAuto: true,
    changes: [{ action: 1, field: null, rowId: "r1", oldValue: null, newValue: rows[0] }],
    cacheTime: now.getTime(),
  },
};

describe("experiment decider: record fields", () => {
  it("records changed fields with old and new values, and nothing when nothing changed", () => {
    given([created])
      .when({ type: "ChangeDetails", actor: me, details: { roomTemperature: 22.5, conclusion: "success" } })
      .then([
        {
          type: "ExperimentDetailsChanged",
          data: {
            experimentId: "e1",
            changes: [
              { action: 2, field: "roomTemperature", rowId: null, oldValue: null, newValue: 22.5 },
              { action: 2, field: "conclusion", rowId: null, oldValue: null, newValue: "success" },
            ],
          },
        },
      ]);
    given([created])
      .when({ type: "ChangeDetails", actor: me, details: { title: record.title } })
      .then([]);
  });
  it("refuses temperatures outside −60…60 ℃ and humidity outside 0…100 %, but takes N/A", () => {
    given([created])
      .when({ type: "ChangeDetails", actor: me, details: { roomTemperature: 61 } })
      .thenThrows("experiment.temperatureOutOfRange");
    given([created])
      .when({ type: "ChangeDetails", actor: me, details: { relativeHumidity: -1 } })
      .thenThrows("experiment.humidityOutOfRange");
    given([created])
      .when({ type: "ChangeDetails", actor: me, details: { title: " " } })
      .thenThrows("experiment.titleInvalid");
    const changed = experiment.decide(
      { type: "ChangeDetails", actor: me, details: { roomTemperature: "N/A" } },
      fold(experiment, [created]),
    );
    expect(fold(experiment, [created, ...changed]).details.roomTemperature).toBe("N/A");
  });
});

describe("experiment decider: modules", () => {
  it("adds modules after a given one and reorders them as a permutation only", () => {
    const state = fold(experiment, [created, added("m1"), added("m2", "m1"), added("m0")]);
    expect(state.modules.map((m) => m.moduleId)).toEqual(["m0", "m1", "m2"]);
    given([created, added("m1"), added("m2", "m1")])
      .when({ type: "ReorderModules", actor: me, order: ["m2", "m1"] })
      .then([{ type: "ModulesReordered", data: { experimentId: "e1", from: ["m1", "m2"], to: ["m2", "m1"] } }]);
    given([created, added("m1"), added("m2", "m1")])
      .when({ type: "ReorderModules", actor: me, order: ["m2", "m2"] })
      .thenThrows("module.orderInvalid");
  });
  it("saves a module as its changes, folds them into the content, and appends nothing for an unchanged save", () => {
    given([created, added("m1")])
      .when(save())
      .then([saved]);
    expect(fold(experiment, [created, added("m1"), saved]).modules[0]!.content.rows).toEqual(rows);
    given([created, added("m1"), saved])
      .when(save({ lastCacheTime: now.getTime() }))
      .then([]);
  });
  it("refuses a value the module's type cannot hold", () => {
    const email: ExperimentEvent = {
      type: "ModuleAdded",
      data: {
        experimentId: "e1",
        moduleId: "m1",
        title: "Contact",
        afterModuleId: null,
        type: "email",
        subType: null,
        required: false,
        columns: [],
      },
    };
    given([created, email])
      .when({ ...save(), content: { fields: { value: "not-an-email" }, rows: [] } })
      .thenThrows("module.valueInvalid");
  });
  it("refuses a save made on a stale copy — never an overwrite", () => {
    given([created, added("m1"), saved])
      .when(save({ lastCacheTime: 0 }))
      .thenThrows("module.changedSinceLoaded");
  });
  it("keeps a module taken for editing by one member from another's saves until the hold runs out", () => {
    const locked: ExperimentEvent = {
      type: "ModuleEditLocked",
      data: { experimentId: "e1", moduleId: "m1", memberId: "colleague", until: "2026-11-22T10:05:00.000Z" },
    };
    given([created, added("m1"), locked])
      .when(save())
      .thenThrows("module.inUse");
    given([created, added("m1"), locked])
      .when({ type: "EnableModuleEdit", moduleId: "m1", actor: me, now, holdMs: 300_000 })
      .thenThrows("module.inUse");
    given([created, added("m1"), locked])
      .when(save({ at: new Date("2026-11-22T10:05:01.000Z") }))
      .then([
        {
          ...saved,
          data: { ...(saved.data as object), cacheTime: new Date("2026-11-22T10:05:01.000Z").getTime() },
        } as ExperimentEvent,
      ]);
  });
  it("adds uploaded files as rows of an attachment module, and only of one", () => {
    const attachments: ExperimentEvent = {
      type: "ModuleAdded",
      data: {
        experimentId: "e1",
        moduleId: "a1",
        title: "Spectra",
        afterModuleId: null,
        type: "attachment",
        subType: null,
        required: false,
        columns: [],
      },
    };
    const file = { rowId: "f1", name: "nmr.pdf", size: 1024, sha256: "a".repeat(64), mediaType: "application/pdf" };
    given([created, attachments])
      .when({ type: "AddAttachments", moduleId: "a1", files: [file], actor: me, now })
      .then([
        {
          type: "ModuleSaved",
          data: {
            experimentId: "e1",
            moduleId: "a1",
            isAuto: false,
            changes: [{ action: 1, field: null, rowId: "f1", oldValue: null, newValue: file }],
            cacheTime: now.getTime(),
          },
        },
      ]);
    given([created, added("m1")])
      .when({ type: "AddAttachments", moduleId: "m1", files: [file], actor: me, now })
      .thenThrows("attachment.notAnAttachmentModule");
  });
  it("lets a save remove attached files but never add or change one (files enter only through the checked upload)", () => {
    const attachments: ExperimentEvent = {
      type: "ModuleAdded",
      data: {
        experimentId: "e1",
        moduleId: "a1",
        title: "Spectra",
        afterModuleId: null,
        type: "attachment",
        subType: null,
        required: false,
        columns: [],
      },
    };
    const file = { rowId: "f1", name: "nmr.pdf", size: 1024, sha256: "a".repeat(64), mediaType: "application/pdf" };
    const uploaded: ExperimentEvent = {
      type: "ModuleSaved",
      data: {
        experimentId: "e1",
        moduleId: "a1",
        isAuto: false,
        changes: [{ action: 1, field: null, rowId: "f1", oldValue: null, newValue: file }],
        cacheTime: 5,
      },
    };
    const saveRows = (rows: Array<{ rowId: string } & Record<string, unknown>>) =>
      ({
        type: "SaveModule",
        moduleId: "a1",
        content: { fields: {}, rows },
        isAuto: false,
        lastCacheTime: 5,
        actor: me,
        now,
      }) as const;
    const forged = { rowId: "f2", name: "x.html", size: 1, sha256: "b".repeat(64), mediaType: "text/html" };
    given([created, attachments, uploaded])
      .when(saveRows([file, forged]))
      .thenThrows("attachment.addedByUploadOnly");
    given([created, attachments, uploaded])
      .when(saveRows([{ ...file, mediaType: "text/html" }]))
      .thenThrows("attachment.addedByUploadOnly");
    given([created, attachments, uploaded])
      .when(saveRows([]))
      .then([
        {
          type: "ModuleSaved",
          data: {
            experimentId: "e1",
            moduleId: "a1",
            isAuto: false,
            changes: [{ action: 3, field: null, rowId: "f1", oldValue: file, newValue: null }],
            cacheTime: now.getTime(),
          },
        },
      ]);
  });
  it("renames, deletes, and refuses unknown modules", () => {
    given([created, added("m1")])
      .when({ type: "RenameModule", actor: me, moduleId: "m1", title: "Materials" })
      .then([{ type: "ModuleRenamed", data: { experimentId: "e1", moduleId: "m1", from: "Module m1", to: "Materials" } }]);
    given([created, added("m1")])
      .when({ type: "DeleteModule", actor: me, moduleId: "m1" })
      .then([{ type: "ModuleDeleted", data: { experimentId: "e1", moduleId: "m1" } }]);
    given([created]).when({ type: "DeleteModule", actor: me, moduleId: "m9" }).thenThrows("module.notFound");
    given([]).when({ type: "DeleteModule", actor: me, moduleId: "m1" }).thenThrows("experiment.notFound");
  });
});
