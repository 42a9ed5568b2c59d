import { describe, expect, it } from "vitest";
import { alignSideBySide } from "./side-by-side";
import { chosenPair, defaultPair, templateSide } from "./template-sides";

const versions = [{ version: 3 }, { version: 1 }, { version: 2 }];

describe("a template's versions compared with the records' side-by-side view", () => {
  it("compares the version before the latest with the latest by default, nothing with one version", () => {
    expect(defaultPair(versions)).toEqual({ from: 2, to: 3 });
    expect(defaultPair([{ version: 1 }])).toBeNull();
  });

  it("takes the pair from the address older first, and ignores versions that do not exist", () => {
    expect(chosenPair(versions, "3", "1")).toEqual({ from: 1, to: 3 });
    expect(chosenPair(versions, "1", "9")).toEqual({ from: 2, to: 3 });
    expect(chosenPair(versions, "2", "2")).toEqual({ from: 2, to: 3 });
  });

  it("shows a version's name and description as its own fields, by their labels", () => {
    const side = templateSide(
      {
        templateId: "t",
        version: 1,
        name: "PCR",
        description: "Basic",
        modules: [],
        changeSummary: "",
        savedBy: "",
        savedByName: "",
        savedAt: "",
      },
      { name: "Name", description: "Description" },
    );
    expect(side.header).toEqual([
      { key: "name", label: "Name", text: "PCR" },
      { key: "description", label: "Description", text: "Basic" },
    ]);
    expect(side.record.title).toBe("PCR");
  });

  it("lines up the name and description of two versions, the changed one marked", () => {
    const version = (n: number, name: string) => ({
      templateId: "t",
      version: n,
      name,
      description: "Basic",
      modules: [],
      changeSummary: "",
      savedBy: "",
      savedByName: "",
      savedAt: "",
    });
    const labels = { name: "Name", description: "Description" };
    const aligned = alignSideBySide(templateSide(version(1, "PCR"), labels), templateSide(version(2, "qPCR"), labels), {
      from: "1",
      to: "2",
      details: [{ action: 2, field: "name", rowId: null, oldValue: "PCR", newValue: "qPCR", words: { field: "Name" } as never }],
      modules: [],
    });
    expect(aligned.details.map((d) => [d.key, d.left, d.right, d.diff])).toEqual([
      ["name", "PCR", "qPCR", "changed"],
      ["description", "Basic", "Basic", "same"],
    ]);
  });
});
