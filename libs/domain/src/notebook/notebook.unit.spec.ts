import { describe, it } from "vitest";
import { specification } from "../decider/given-when-then";
import { notebook } from "./notebook";

const { given } = specification(notebook);
const data = { notebookId: "n1", number: "NB001", name: "合成记录本 2026", ownerId: "me", departmentId: "chem", projectId: null };

describe("notebook decider", () => {
  it("creates a record book once", () => {
    given([])
      .when({ type: "CreateNotebook", notebook: data })
      .then([{ type: "NotebookCreated", data }]);
    given([{ type: "NotebookCreated", data }])
      .when({ type: "CreateNotebook", notebook: data })
      .thenThrows("notebook.exists");
  });
  it("refuses a name over 100 characters", () => {
    given([])
      .when({ type: "CreateNotebook", notebook: { ...data, name: "本".repeat(101) } })
      .thenThrows("notebook.nameInvalid");
  });
});
