import { describe, expect, it } from "vitest";
import { decideGate } from "./gating";

const admin = { isGroup: true, isOrganisationAdmin: true, isTrial: false };
const member = { isGroup: true, isOrganisationAdmin: false, isTrial: false };
const trial = { isGroup: false, isOrganisationAdmin: false, isTrial: true };
const trialInGroup = { isGroup: true, isOrganisationAdmin: false, isTrial: true };
const off = { projectMain: false };
const on = { projectMain: true };

describe("gating (spec §2, §6)", () => {
  it("team paths require isGroup, else /noTeam", () => {
    expect(decideGate("team", trial, off)).toBe("noTeam");
    expect(decideGate("team", trial, on)).toBe("noTeam");
    expect(decideGate("team", member, off)).toBe("allow");
  });

  it("the team area is open to administrators, non-trial organisations, or with the project-main setting", () => {
    expect(decideGate("team", admin, off)).toBe("allow");
    expect(decideGate("team", { ...trialInGroup, isOrganisationAdmin: true }, off)).toBe("allow");
    expect(decideGate("team", trialInGroup, off)).toBe("noAccess");
    expect(decideGate("team", trialInGroup, on)).toBe("allow");
  });

  it("sample centre, data mining and report edit need an administrator or a non-trial organisation (project-main does not help)", () => {
    for (const gate of ["sampleCenter", "datamining", "reportEdit"] as const) {
      expect(decideGate(gate, member, off)).toBe("allow");
      expect(decideGate(gate, admin, off)).toBe("allow");
      expect(decideGate(gate, trial, off)).toBe("noAccess");
      expect(decideGate(gate, trial, on)).toBe("noAccess");
    }
  });

  it("ungated pages are open to everyone", () => {
    expect(decideGate(undefined, trial, off)).toBe("allow");
  });
});
