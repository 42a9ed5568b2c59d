import type { EventData } from "@labledger/events";
import type { ExperimentEvent } from "./experiment-state";

/** Test support: record e1, owned by `owner` of department `chem`, in book n1 of project p1. */
export const RECORD: EventData<"ExperimentCreated"> = {
  experimentId: "e1",
  number: "EXP241123001",
  notebookId: "n1",
  projectId: "p1",
  taskId: null,
  title: "Amide coupling",
  ownerId: "owner",
  departmentId: "chem",
  templateId: null,
  clonedFromId: null,
};

export const RECORD_CREATED: ExperimentEvent = { type: "ExperimentCreated", data: RECORD };

/** Test support: an optional single-line module "Yield" (m1), first in record e1. */
export const INPUT_ADDED: ExperimentEvent = {
  type: "ModuleAdded",
  data: {
    experimentId: "e1",
    moduleId: "m1",
    type: "input",
    subType: null,
    title: "Yield",
    required: false,
    columns: [],
    afterModuleId: null,
  },
};
