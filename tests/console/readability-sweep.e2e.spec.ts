import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ROUTES } from "../../apps/console/src/app/route-table";
import { approvalPages } from "../../apps/console/src/features/approvals/pages";
import { archivePages } from "../../apps/console/src/features/archive/pages";
import { auditPages } from "../../apps/console/src/features/audit/pages";
import { dataminingPages } from "../../apps/console/src/features/datamining/pages";
import { exportPages } from "../../apps/console/src/features/exports/pages";
import { homePages } from "../../apps/console/src/features/home/pages";
import { instrumentPages } from "../../apps/console/src/features/instruments/pages";
import { labelPages } from "../../apps/console/src/features/labels/pages";
import { materialCategoryPages } from "../../apps/console/src/features/material-categories/pages";
import { materialPages } from "../../apps/console/src/features/materials/pages";
import { methodPages } from "../../apps/console/src/features/methods/pages";
import { projectPages } from "../../apps/console/src/features/projects/pages";
import { recordPages } from "../../apps/console/src/features/records/pages";
import { searchPages } from "../../apps/console/src/features/search/pages";
import { sharingPages } from "../../apps/console/src/features/sharing/pages";
import { spreadsheetTemplatePages } from "../../apps/console/src/features/spreadsheet-templates/pages";
import { tablePages } from "../../apps/console/src/features/tables/pages";
import { teamPages } from "../../apps/console/src/features/team/pages";
import { templatePages } from "../../apps/console/src/features/templates/pages";
import { unreadable } from "../api/unreadable";
import { ADMIN, type ConsoleUnderTest, describeInChromium, patience, signedInPage, startConsole } from "./harness";
import { makeRealisticRecord, type Person } from "./realistic-record";

/**
 * The groups of the console's catalogues (shell and features): a dotted word that starts with
 * one ("messages.cycles.weekly") is a message key shown as it is — most often one missing from
 * the catalogue — and must never reach a page.
 */
const CONSOLE = join(import.meta.dirname, "../../apps/console/src");
const keysOf = (node: unknown, prefix = ""): string[] =>
  typeof node === "string"
    ? [prefix]
    : Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
const GROUPS = new Set(
  [
    join(CONSOLE, "i18n/en.json"),
    ...readdirSync(join(CONSOLE, "features")).map((f) => join(CONSOLE, "features", f, "i18n/en.json")),
  ].flatMap((file) => keysOf(JSON.parse(readFileSync(file, "utf8"))).map((key) => key.split(".")[0]!)),
);
const KEY_SHAPED = /\b[A-Za-z_]+(?:\.[A-Za-z0-9_-]+)+\b/g;

/** The built pages; those with ids in their path are opened on a realistic record. */
const BUILT = new Set(
  Object.keys({
    ...homePages,
    ...teamPages,
    ...projectPages,
    ...recordPages,
    ...auditPages,
    ...approvalPages,
    ...searchPages,
    ...dataminingPages,
    ...exportPages,
    ...archivePages,
    ...materialCategoryPages,
    ...materialPages,
    ...instrumentPages,
    ...labelPages,
    ...methodPages,
    ...sharingPages,
    ...templatePages,
    ...tablePages,
    ...spreadsheetTemplatePages,
  }),
);
/** Template pages open on a template (saved from the realistic record), not on the record's id. */
const ON_TEMPLATE = new Set(["previewTemplate", "resourceTemplateVersion", "resourceTemplateEdit"]);
/** Table definition pages open on a table of their kind (made in beforeAll), not on the record's id. */
const ON_TABLE: Record<string, string> = {
  infoTableEdit: "infoTable",
  multiTableEdit: "multiLevelTable",
  multiTableCopy: "multiLevelTable",
  processListEdit: "processTable",
  resourceDetailSpreadSheet: "spreadsheetTemplate",
  resourceDetailSpreadDesign: "spreadsheetDesign",
};
/** Opening these makes something (a new record, a clone): their own suites cover them. */
const NOT_OPENED: Record<string, string> = {
  newRecordPage: "creates a record when opened (records.e2e covers it)",
  cloneRecord: "creates a clone when opened (records.e2e covers it)",
};

describeInChromium("every built screen reads in words in both languages (no key, id, JSON or tag)", () => {
  let app: ConsoleUnderTest;
  let page: Page;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await startConsole();
    const person = async (account: string): Promise<Person> => {
      const created = await app.createMember(account, "root");
      const token = await app.login(created.account, created.password);
      await app.releaseNotesSeen(token);
      const me = await app.json(await app.call("GET", "/api/auth/me", { token }));
      return { token, id: me.id as string, password: created.password };
    };
    const owner = await person("sweep.owner");
    const reviewer = await person("sweep.reviewer");
    const record = await makeRealisticRecord(app, owner, reviewer, "酯化反应");
    ids.id = record.id;
    ids.version = "1";
    ids.overdue = "overdue";
    const lot = await app.json(
      await app.call("POST", "/api/materials", {
        token: owner.token,
        json: {
          name: "乙醇",
          quantity: 500,
          unit: "mL",
          details: { cas: "64-17-5", lotNumber: "B2411", warehouse: "A" },
          expiresOn: "2020-01-01",
        },
      }),
    );
    ids.material = lot.id as string;
    const project = await app.json(await app.call("POST", "/api/projects", { token: owner.token, json: { name: "催化剂筛选" } }));
    const task = await app.json(
      await app.call("POST", `/api/projects/${project.id}/tasks`, {
        token: owner.token,
        json: { name: "配体筛选", assigneeIds: [owner.id] },
      }),
    );
    ids.projectId = project.id as string;
    ids.taskId = task.id as string;
    // A template saved from the record: version 1 published to the team (the administrator signs it),
    // version 2 waiting in the administrator's publish queue; the template pages open on it.
    const call = async (token: string, method: string, path: string, json?: unknown) =>
      app.json(await app.call(method, `/api${path}`, { token, ...(json === undefined ? {} : { json }) }));
    await call(app.adminToken, "PUT", `/members/${owner.id}/roles`, { roleIds: ["member", "department-header"] });
    ids.template = (
      await call(owner.token, "POST", `/experiments/${record.id}/save-as-template`, {
        name: "酯化反应模板",
        description: "由记录另存",
      })
    ).id as string;
    const publish = (version: number) =>
      call(owner.token, "POST", `/templates/${ids.template}/publish`, { scope: "team", version });
    const first = await publish(1);
    await call(app.adminToken, "POST", `/templates/${ids.template}/publish-requests/${first.requestId}/approve`, {
      password: ADMIN.password,
      meaning: "approval",
      comment: "",
    });
    await call(owner.token, "POST", `/templates/${ids.template}/versions`, { changeSummary: "第二版" });
    await publish(2);
    ids.infoTable = (
      await call(owner.token, "POST", "/resources/info-tables", {
        name: "细胞培养信息",
        columns: [
          { label: "细胞系", required: true },
          { label: "等级", kind: "choice", options: ["A", "B"] },
        ],
      })
    ).id as string;
    ids.multiLevelTable = (
      await call(owner.token, "POST", "/resources/multi-level-tables", {
        name: "稳定性考察",
        levels: [
          { name: "批次", columns: [{ label: "批号", required: true }] },
          {
            name: "样品",
            columns: [
              { label: "含量", unit: "%" },
              { label: "备注", hidden: true },
            ],
          },
        ],
      })
    ).id as string;
    ids.processTable = (
      await call(owner.token, "POST", "/resources/process-tables", {
        name: "浓度计算",
        columns: [
          { label: "质量", unit: "g" },
          { label: "体积", unit: "mL" },
          { label: "浓度", expression: "质量 / 体积 * 1000" },
        ],
      })
    ).id as string;
    const sheet = {
      sheetId: "s1",
      name: "数据",
      frozenRows: 1,
      cells: [
        { cell: "A1", value: "质量", formula: null, format: null },
        { cell: "C1", value: 0, formula: "=B1*2", format: null },
      ],
    };
    for (const [key, kind, name] of [
      ["spreadsheetTemplate", "template", "收率表"],
      ["spreadsheetDesign", "design", "收率设计"],
    ] as const)
      ids[key] = (
        await call(owner.token, "POST", "/resources/spreadsheet-templates", {
          kind,
          name,
          workbook: { sheets: [sheet], charts: [] },
          designedCells: kind === "design" ? [{ sheetId: "s1", cell: "B1", required: true, label: "质量" }] : [],
        })
      ).id as string;
    await app.releaseNotesSeen(app.adminToken);
    page = await signedInPage(app, ADMIN, `/team`);
  });
  afterAll(async () => {
    await app?.stop();
  });

  const pathOf = (template: string, onTemplate = false, onTable?: string) =>
    template.replace(/:(\w+)/g, (_, name: string) => {
      if (onTemplate && name === "id") return ids.template!;
      if (onTable && name === "id") return ids[onTable]!;
      if (!(name in ids)) throw new Error(`no value for :${name} in ${template}: add one to the sweep`);
      return ids[name]!;
    });

  /** The page's text and hover hints, once its data has arrived. */
  async function whatAPersonReads(path: string): Promise<string[]> {
    await page.goto(`${app.url}${path}`);
    await page.waitForLoadState("networkidle");
    await expect.poll(() => page.locator('[role="progressbar"]').count()).toBe(0);
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a person reads
    const text = await page.locator("body").innerText();
    const hints = await page
      .locator("[title], [aria-label]")
      .evaluateAll((els) => els.flatMap((el) => [el.getAttribute("title") ?? "", el.getAttribute("aria-label") ?? ""]));
    return [...text.split("\n"), ...hints].filter((line) => line.trim() !== "");
  }

  for (const language of ["zh-CN", "en"] as const)
    it(`${language}: every built screen`, { timeout: patience(600_000) }, async () => {
      await app.json(await app.call("PUT", "/api/me/settings", { token: app.adminToken, json: { language } }));
      const screens = ROUTES.filter((r) => BUILT.has(r.name) && !(r.name in NOT_OPENED));
      expect(screens.length).toBeGreaterThan(25);
      const problems: string[] = [];
      for (const path of [
        ...screens.map((s) => pathOf(s.path, ON_TEMPLATE.has(s.name), ON_TABLE[s.name])),
        "/userCentre",
        "/globSearch?key=酯化",
        `/resource/detailMaterial?id=${ids.material}`,
      ]) {
        for (const line of await whatAPersonReads(path)) {
          const found = unreadable(line);
          if (found) problems.push(`${path}: ${found}`);
          for (const [shaped] of line.matchAll(KEY_SHAPED))
            if (GROUPS.has(shaped.split(".")[0]!)) problems.push(`${path}: the message key "${shaped}" in "${line}"`);
        }
      }
      expect(problems).toEqual([]);
    });
});
