import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok, refused } from "../support/api-answers";
import { ADMIN_PASSWORD, startTestService } from "./harness";

const PASSWORD = "Formulas-2026-pass";
// Fischer esterification: acetic acid + ethanol → ethyl acetate.
const ESTERIFICATION = "CC(=O)O.OCC>>CC(=O)OCC";

interface Formula {
  id: string;
  name: string;
  description: string;
  molFile: string;
  scheme: string;
  conditions: Record<string, unknown>;
  ownerName: string;
  binned: boolean;
}

describe("common reaction formulas, a team resource (issue 16)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const token: Record<string, string> = {};
  let formulaId: string;
  const as = (who: string, method: string, path: string, json?: unknown, language = "en") =>
    api.call(method, `/api${path}`, { token: token[who]!, language, ...(json === undefined ? {} : { json }) });
  const listed = async (who: string, query = "") =>
    (await ok(await as(who, "GET", `/resources/reaction-formulas?pageSize=50${query}`))) as { rows: Formula[]; total: number };
  const definition = {
    name: "Fischer esterification",
    description: "Acid and alcohol under reflux",
    molFile: ESTERIFICATION,
    conditions: { time: 4, temperature: 78, gas: "N2" },
  };

  beforeAll(async () => {
    api = await startTestService();
    token.admin = await api.login("admin", ADMIN_PASSWORD);
    for (const account of ["chen", "li"]) {
      await ok(
        await api.call("POST", "/api/members", {
          token: token.admin,
          json: { account, realName: `${account} (printed)`, password: PASSWORD, departmentId: "root" },
        }),
      );
      token[account] = await api.login(account, PASSWORD);
    }
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("is created by a member from a drawn reaction, kept as sent, and listed with the reaction in gross formulas", async () => {
    formulaId = (await ok(await as("chen", "POST", "/resources/reaction-formulas", definition))).id;
    const formula = (await ok(await as("chen", "GET", `/resources/reaction-formulas/${formulaId}`))) as Formula;
    expect(formula).toMatchObject({
      ...definition,
      scheme: "C2H4O2 + C2H6O → C4H8O2",
      ownerName: "chen (printed)",
      binned: false,
    });
    const { rows } = await listed("chen");
    expect(rows.map((r) => [r.name, r.scheme, r.ownerName])).toEqual([
      ["Fischer esterification", "C2H4O2 + C2H6O → C4H8O2", "chen (printed)"],
    ]);
  });

  it("refuses a drawing the server cannot read: “The file format is incorrect!”, nothing saved", async () => {
    const answer = await refused(
      await as("chen", "POST", "/resources/reaction-formulas", { ...definition, name: "Scribble", molFile: "not a molecule ((" }),
      400,
    );
    expect(answer.key).toBe("reaction.structureUnreadable");
    expect(answer.message).toContain("The file format is incorrect!");
    expect((await listed("chen")).rows.map((r) => r.name)).toEqual(["Fischer esterification"]);
    expect((await listed("chen", "&binned=true")).total).toBe(0);
  });

  it("is seen by every member, found by a word of its name, but changed only by its owner or an administrator", async () => {
    expect((await listed("li", "&keyword=esterification")).rows.map((r) => r.id)).toEqual([formulaId]);
    expect((await listed("li", "&keyword=suzuki")).total).toBe(0);
    const path = `/resources/reaction-formulas/${formulaId}`;
    expect((await refused(await as("li", "PUT", path, { ...definition, name: "Mine now" }), 403)).key).toBe(
      "rubbishBin.notYours",
    );
    expect((await refused(await as("li", "POST", `${path}/bin`), 403)).key).toBe("rubbishBin.notYours");
    await ok(await as("admin", "PUT", path, { ...definition, description: "Reflux 4 h, Dean–Stark" }));
    expect(((await ok(await as("li", "GET", path))) as Formula).description).toBe("Reflux 4 h, Dean–Stark");
  });

  it("goes to the rubbish bin and back; one in the bin is restored before it is changed", async () => {
    const path = `/resources/reaction-formulas/${formulaId}`;
    await ok(await as("chen", "POST", `${path}/bin`));
    expect((await listed("chen")).total).toBe(0);
    expect((await listed("chen", "&binned=true")).rows.map((r) => r.name)).toEqual(["Fischer esterification"]);
    expect((await refused(await as("chen", "PUT", path, definition), 409)).key).toBe("rubbishBin.inRubbishBin");
    await ok(await as("chen", "POST", `${path}/restore`));
    expect((await listed("chen")).rows.map((r) => r.name)).toEqual(["Fischer esterification"]);
    expect((await refused(await as("chen", "POST", `${path}/restore`), 409)).key).toBe("rubbishBin.notInRubbishBin");
    expect((await refused(await as("chen", "GET", "/resources/reaction-formulas/nope"), 404)).key).toBe(
      "reactionFormula.notFound",
    );
  });

  it("keeps every change in the audit trail, said in words in both languages", async () => {
    const said = async (language: string) => {
      const trail = await ok(await as("admin", "GET", "/audit?category=admin&pageSize=50", undefined, language));
      return trail.rows
        .filter((r: { eventType: string }) => r.eventType.startsWith("ReactionFormula"))
        .map((r: { words: { subject: string; newValue: { text: string } } }) => `${r.words.subject}: ${r.words.newValue.text}`);
    };
    expect(await said("en")).toEqual(
      expect.arrayContaining([
        "Common reaction “Fischer esterification”: Common reaction “Fischer esterification”: C2H4O2 + C2H6O → C4H8O2; conditions: Time (h): 4; Temperature (℃): 78; Atmosphere: N2",
        "Common reaction “Fischer esterification”: Moved to the rubbish bin",
        "Common reaction “Fischer esterification”: Restored from the rubbish bin",
      ]),
    );
    const chinese = await said("zh-CN");
    expect(chinese).toHaveLength(4);
    expect(chinese).toEqual(
      expect.arrayContaining([
        "常用反应式“Fischer esterification”: 移入回收站",
        "常用反应式“Fischer esterification”: 从回收站恢复",
      ]),
    );
    for (const line of [...chinese, ...(await said("en"))]) expect(line).not.toContain(formulaId);
  });
});
