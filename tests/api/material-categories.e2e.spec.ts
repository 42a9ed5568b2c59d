import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok, refused } from "../support/api-answers";
import { ADMIN_PASSWORD, startTestService } from "./harness";

const PASSWORD = "Categories-2026-pass";

interface Category {
  id: string;
  name: string;
  description: string;
  columns: { key: string; label: { "zh-CN": string; en: string }; type: string; required: boolean; options: string[] }[];
  lotCount: number;
  updatedBy: string;
}

const column = (key: string, type: string, more: Record<string, unknown> = {}) => ({
  key,
  label: { "zh-CN": `${key}列`, en: `${key} column` },
  type,
  required: false,
  options: [],
  ...more,
});
const solvents = {
  name: "Dry solvents",
  description: "Kept over sieves",
  columns: [column("waterPpm", "number", { required: true }), column("grade", "choice", { options: ["HPLC", "AR"] })],
};

describe("self-made material categories (spec /team/setting/material, issue 20)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const token: Record<string, string> = {};
  let categoryId: string;
  const as = (who: string, method: string, path: string, json?: unknown, language = "en") =>
    api.call(method, `/api${path}`, { token: token[who]!, language, ...(json === undefined ? {} : { json }) });
  const listed = async (who = "chen") =>
    (await ok(await as(who, "GET", "/material-categories?pageSize=50"))) as { rows: Category[]; total: number };

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

  it("spec §3/§6: MaintainMaterialTypes is always allowed, so a plain member creates a category with its own columns", async () => {
    categoryId = (await ok(await as("chen", "POST", "/material-categories", solvents))).id;
    const category = (await ok(await as("li", "GET", `/material-categories/${categoryId}`))) as Category;
    expect(category).toMatchObject({ ...solvents, lotCount: 0, updatedBy: "chen (printed)" });
    expect((await listed("li")).rows.map((r) => r.name)).toEqual(["Dry solvents"]);
  });

  it("spec §6: whoever maintains categories manages all of them, not only their own", async () => {
    const changed = { ...solvents, columns: [...solvents.columns, column("driedOn", "date")] };
    await ok(await as("li", "PUT", `/material-categories/${categoryId}`, changed));
    const category = (await ok(await as("chen", "GET", `/material-categories/${categoryId}`))) as Category;
    expect(category.columns.map((c) => c.key)).toEqual(["waterPpm", "grade", "driedOn"]);
    expect(category.updatedBy).toBe("li (printed)");
    await ok(await as("li", "PUT", `/material-categories/${categoryId}`, solvents));
  });

  it("refuses a name another category has, whatever its case, in the caller's language", async () => {
    const en = await refused(await as("li", "POST", "/material-categories", { ...solvents, name: "DRY SOLVENTS " }), 409);
    expect(en.message).toBe('A material category named "DRY SOLVENTS" already exists');
    const zh = await refused(await as("li", "POST", "/material-categories", { ...solvents, name: "dry solvents" }, "zh-CN"), 409);
    expect(zh.message).toBe("已存在名为“dry solvents”的物料类别");
    expect((await listed()).total).toBe(1);
  });

  it("refuses bad column keys with a localised 400 naming the column, and changes nothing", async () => {
    const bad = (columns: unknown[]) => ({ ...solvents, name: "Acids", columns });
    const cases: [unknown[], string, string][] = [
      [
        [column("Water-ppm", "number")],
        'The key "Water-ppm" of column 1 must start with a lower-case letter, followed by up to 39 letters or digits',
        "第 1 列的 KEY“Water-ppm”须以小写字母开头，其后最多 39 个字母或数字",
      ],
      [
        [column("grade", "text"), column("grade", "number")],
        'The key "grade" is used by more than one column',
        "KEY“grade”被多个列使用",
      ],
      [[column("", "text")], "Column 1 has no key", "第 1 列未填写 KEY"],
      [
        [column("grade", "choice")],
        'Column 1 ("grade") is a choice: give it at least one option',
        "第 1 列（“grade”）为选项列，请至少填写一个选项",
      ],
    ];
    for (const [columns, en, zh] of cases) {
      expect((await refused(await as("chen", "POST", "/material-categories", bad(columns)), 400)).message).toBe(en);
      expect((await refused(await as("chen", "POST", "/material-categories", bad(columns), "zh-CN"), 400)).message).toBe(zh);
    }
    await refused(await as("chen", "PUT", `/material-categories/${categoryId}`, bad([column("1st", "text")])), 400);
    expect((await listed()).rows).toMatchObject([{ name: "Dry solvents", columns: solvents.columns }]);
  });

  it("answers 404 for a category that does not exist", async () => {
    const missing = "01900000-0000-7000-8000-000000000000";
    expect((await refused(await as("chen", "GET", `/material-categories/${missing}`), 404)).message).toBe(
      "The material category does not exist",
    );
    await refused(await as("chen", "PUT", `/material-categories/${missing}`, solvents), 404);
    await refused(await as("chen", "DELETE", `/material-categories/${missing}`), 404);
  });

  it("spec §8: a material category that has resource data cannot be deleted; once empty it can", async () => {
    const { readStore } = api.service.runtime.ports;
    const lot = (categoryIdOfLot: string | null, position: number) =>
      readStore.commit({
        checkpointKey: "test-material-lots",
        writes: [
          {
            op: "upsert",
            collection: "materials",
            doc: { id: "lot-1", barcode: "B-001", categoryId: categoryIdOfLot },
            position,
          },
        ],
        checkpoint: position,
      });
    await lot(categoryId, 1);
    expect(((await ok(await as("chen", "GET", `/material-categories/${categoryId}`))) as Category).lotCount).toBe(1);
    const zh = await refused(await as("chen", "DELETE", `/material-categories/${categoryId}`, undefined, "zh-CN"), 409);
    expect(zh.message).toBe("物料类别“Dry solvents”下有资源数据（1 个批次），不能删除");
    expect((await listed()).total).toBe(1);

    await lot(null, 2);
    const { position } = await ok(await as("chen", "DELETE", `/material-categories/${categoryId}`));
    await api.caughtUp(position);
    expect((await listed()).total).toBe(0);
  });
});
