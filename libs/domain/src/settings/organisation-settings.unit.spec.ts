import { describe, expect, it } from "vitest";
import { fold } from "../decider/decider";
import { specification } from "../decider/given-when-then";
import { DEFAULT_SETTINGS, organisationSettings } from "./organisation-settings";

const { given } = specification(organisationSettings);
const functionLab = { ...DEFAULT_SETTINGS.functionLab, enabled: true, helmMode: true };
const saved = { type: "OrganisationSettingsChanged" as const, data: { section: "functionLab" as const, values: functionLab } };

describe("organisation settings decider", () => {
  it("starts from the defaults", () => {
    expect(fold(organisationSettings, []).other.tempSaveTime).toBe(20);
  });
  it("records a changed section whole", () => {
    given([]).when({ type: "SaveSettings", section: "functionLab", values: functionLab }).then([saved]);
    expect(fold(organisationSettings, [saved]).functionLab.helmMode).toBe(true);
  });
  it("records nothing when the section is saved unchanged", () => {
    given([saved])
      .when({ type: "SaveSettings", section: "functionLab", values: { ...functionLab } })
      .then([]);
    given([]).when({ type: "SaveSettings", section: "other", values: DEFAULT_SETTINGS.other }).then([]);
  });
  it("refuses values outside a section's rules", () => {
    given([])
      .when({ type: "SaveSettings", section: "other", values: { ...DEFAULT_SETTINGS.other, tempSaveTime: 1 } })
      .thenThrows("settings.invalid");
  });
  it("opens the trace-modification setting, and never closes it again (spec §4)", () => {
    const opened = {
      type: "OrganisationSettingsChanged" as const,
      data: { section: "other" as const, values: { ...DEFAULT_SETTINGS.other, traceModification: true } },
    };
    given([]).when({ type: "SaveSettings", section: "other", values: opened.data.values }).then([opened]);
    given([opened])
      .when({ type: "SaveSettings", section: "other", values: { ...DEFAULT_SETTINGS.other, traceModification: false } })
      .thenThrows("settings.traceModificationCannotClose");
    given([opened])
      .when({ type: "SaveSettings", section: "other", values: { ...opened.data.values, tempSaveTime: 60 } })
      .then([{ ...opened, data: { ...opened.data, values: { ...opened.data.values, tempSaveTime: 60 } } }]);
  });
});
