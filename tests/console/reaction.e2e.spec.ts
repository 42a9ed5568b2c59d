import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import {
  ADMIN,
  type ConsoleUnderTest,
  consoleForSuite,
  describeInChromium,
  loginInBrowser,
  newPage,
  patience,
  screenshot,
  settled,
} from "./harness";

type Json = Record<string, unknown>;
type Module = { moduleId: string; type: string; lastCacheTime: number; content: { fields: Json; rows: Json[] } };

const KETCHER_READY = patience(60_000);
const KETCHER_TEST = patience(150_000);
/** Fischer esterification; amounts worked by hand in libs/domain/src/reaction/stoichiometry.unit.spec.ts. */
const ESTERIFICATION = "CC(=O)O.OCC>>CC(=O)OCC";
const PROPYL = "CC(=O)O.OCCC>>CC(=O)OCCC";

/**
 * Issue 16's "done when", in Chromium: a chemist imports a reaction into Ketcher, the table fills
 * with the server's figures, one typed amount fills the rest and the yield shows; the record is
 * found by a substructure; a later version's compare draws both structures.
 */
describeInChromium("the reaction module in Chromium: drawn, computed, found, compared (issue 16)", () => {
  let app: ConsoleUnderTest;
  consoleForSuite((started) => {
    app = started;
  });
  let page: Page;
  let recordId: string;
  let reviewer: { account: string; password: string };
  let reviewerToken: string;
  const card = () => page.locator('[data-module-title="Esterification"]');
  const row = (i: number) => card().getByTestId(`reaction-row-${i}`);
  const cell = (i: number, field: string) => card().getByTestId(`reaction-${i}-${field}`);
  const setLanguage = (language: "en" | "zh-CN") => app.api("PUT", "/me/settings", app.adminToken, { language });
  const reaction = async () =>
    ((await app.api("GET", `/experiments/${recordId}`, app.adminToken)) as { modules: Module[] }).modules.find(
      (m) => m.type === "equation",
    )!;
  const type = async (i: number, field: string, value: string) => {
    await cell(i, field).fill(value);
  };

  beforeAll(async () => {
    await setLanguage("en");
    reviewer = await app.createMember("rx.li", "root");
    reviewerToken = await app.login(reviewer.account, reviewer.password);
    const li = (await app.api("GET", "/auth/me", reviewerToken)).id as string;
    await app.api("POST", "/flows", app.adminToken, {
      name: "Chemistry review",
      nodes: [{ name: "Review", reviewers: [{ kind: "members", memberIds: [li] }] }],
    });
    recordId = (
      await app.newRecord(app.adminToken, {
        book: "Esters",
        title: "Ethyl acetate, batch 1",
        modules: [{ type: "equation", title: "Esterification" }],
      })
    ).id;
    page = await newPage(app, { height: 1200 });
    await page.goto(`${app.url}/editRecord/${recordId}`);
    await loginInBrowser(page, ADMIN.account, ADMIN.password);
  }, KETCHER_TEST);

  it(
    "in English: the imported reaction fills the table with the server's figures; typing the reference mass fills the rest; the yield shows",
    async () => {
      await card().getByTestId("structure-editor").and(page.locator('[data-ready="true"]')).waitFor({ timeout: KETCHER_READY });
      await card().getByTestId("structure-import").click();
      const dialog = page.getByTestId("structure-import-dialog");
      await dialog.getByTestId("structure-import-text").fill(ESTERIFICATION);
      await dialog.getByTestId("structure-import-submit").click();
      await row(2).waitFor();
      // Indigo's figures, from the server: formulas with subscripts, weights to two decimals.
      expect(await cell(0, "formula").textContent()).toBe("C2H4O2");
      expect(await cell(0, "molecularWeight").textContent()).toBe("60.05");
      expect(await cell(1, "formula").textContent()).toBe("C2H6O");
      expect(await cell(2, "formula").textContent()).toBe("C4H8O2");
      expect(await row(2).getAttribute("data-source")).toBe("cwdataSource");

      await type(0, "name", "acetic acid");
      await type(1, "name", "ethanol");
      await type(2, "name", "ethyl acetate");
      await type(1, "cnum", "2");
      await type(1, "density", "0.789");
      await type(0, "mass", "6");
      await expect.poll(async () => Number(await cell(1, "mass").inputValue())).toBeCloseTo(9.20583, 3);
      expect(Number(await cell(1, "liquidVolume").inputValue())).toBeCloseTo(11.6677, 2);
      expect(Number(await cell(0, "moles").inputValue())).toBeCloseTo(99.9134, 2);
      expect(Number(await cell(2, "theoreticalMass").textContent())).toBeCloseTo(8.803, 2);
      await type(2, "actualMass", "7");
      await expect.poll(() => cell(2, "yield").textContent()).toBe("79.5");
      // A unit changed converts the amount exactly.
      await card().getByTestId("reaction-0-mass-unit").selectOption("mg");
      await expect.poll(() => cell(0, "mass").inputValue()).toBe("6000");
      await card().getByTestId("reaction-condition-temperature").fill("78");
      await settled(page);
      await screenshot(page, "reaction-table-en");
      await page.getByTestId("record-save").click();
      await page.getByTestId("saved-chip").waitFor();

      const saved = await reaction();
      expect(saved.content.rows.map((r) => [r.name, r.formula, r.source])).toEqual([
        ["acetic acid", "C2 H4 O2", "yldataSource"],
        ["ethanol", "C2 H6 O", "yldataSource"],
        ["ethyl acetate", "C4 H8 O2", "cwdataSource"],
      ]);
      expect(saved.content.rows[0]).toMatchObject({ mass: 6000, massUnit: "mg" });
      expect(saved.content.fields.temperature).toBe(78);
    },
    KETCHER_TEST,
  );

  it(
    "finds the record by a substructure typed in the header's search box, the matching molecule marked; the structure query dialog searches again",
    async () => {
      // A SMILES typed in the header's search box is offered as a structure.
      await page.goto(`${app.url}/`);
      await page.getByTestId("global-search").fill("CC(=O)OC");
      await page.getByTestId("global-search").press("Enter");
      await page.getByTestId("search-as-structure-go").click();
      await page.waitForURL((url) => url.searchParams.get("structure") === "CC(=O)OC");
      const dialog = page.getByTestId("structure-query-dialog");
      const hit = page.getByTestId("search-hit");
      await hit.first().waitFor();
      expect(await hit.count()).toBe(1);
      expect(await hit.textContent()).toContain("Ethyl acetate, batch 1");
      expect(await hit.locator("mark").allTextContents()).toEqual(["ethyl acetate"]);
      await screenshot(page, "reaction-structure-search-en");
      // Nothing holds a benzene ring.
      await page.getByTestId("structure-search-edit").click();
      await dialog.getByTestId("structure-query-text").fill("c1ccccc1");
      await dialog.getByTestId("structure-query-submit").click();
      await page.getByTestId("search-empty").waitFor();
    },
    KETCHER_TEST,
  );

  it(
    "in zh-CN: a later version's compare draws both structures (Indigo's pictures) and marks the changed rows",
    async () => {
      await setLanguage("zh-CN");
      const submitted = await app.api("POST", `/experiments/${recordId}/submit`, app.adminToken, {});
      await app.caughtUp(submitted.position as number);
      const rejected = await app.api("POST", `/approvals/${recordId}:v1/reject`, reviewerToken, {
        password: reviewer.password,
        comment: "Use propanol",
      });
      await app.caughtUp(rejected.position as number);
      // The chemist redraws it with propanol (through the API as the console would save it).
      const read = (await app.api("POST", "/chemistry/read", app.adminToken, { structure: PROPYL })) as {
        normalised: string;
        components: Array<{ molfile: string }>;
      };
      const before = await reaction();
      const rows: Json[] = before.content.rows.map((r, i) => ({ ...r, structure: read.components[i]!.molfile }));
      rows[1] = { ...rows[1]!, name: "1-propanol" };
      rows[2] = { ...rows[2]!, name: "propyl acetate" };
      const saved = await app.api("PUT", `/experiments/${recordId}/modules/${before.moduleId}`, app.adminToken, {
        data: { fields: { ...before.content.fields, molFile: read.normalised }, rows },
        lastCacheTime: before.lastCacheTime,
        reason: "Propanol as the reviewer asked",
      });
      await app.caughtUp(saved.position as number);

      await page.goto(`${app.url}/previewHisRecord/${recordId}/1`);
      await page.locator('[data-testid="version-header"][data-version="1"]').waitFor();
      await page.getByTestId("compare-current").click();
      const view = page.locator('[data-testid="side-by-side"][data-from="1"][data-to="current"]');
      await view.waitFor();
      for (const side of ["left", "right"])
        await view.locator(`[data-testid="sbs-structure-${side}"][data-state="drawn"] img`).waitFor();
      const changedRows = view.locator('[data-testid="sbs-row"][data-changed="true"]');
      expect(await changedRows.count()).toBeGreaterThan(0);
      const text = await view.textContent();
      expect(text).toContain("类别");
      expect(text).toContain("反应物");
      expect(text).toContain("propyl acetate");
      expect(text).not.toContain("V2000");
      await settled(page);
      await screenshot(page, "reaction-compare-zh-CN");
      await setLanguage("en");
    },
    KETCHER_TEST,
  );

  it(
    "the reaction product settings (/team/reactionProduct) set the table's decimals and a new row's units",
    async () => {
      await page.goto(`${app.url}/team/reactionProduct`);
      const form = page.getByTestId("reaction-product-form");
      await form.waitFor();
      await page.getByTestId("reaction-product-massUnit").locator("select").selectOption("mg");
      await page.getByTestId("reaction-product-amountDecimals").locator("input").fill("2");
      await page.getByTestId("reaction-product-yieldDecimals").locator("input").fill("0");
      await page.getByTestId("reaction-product-form-save").click();
      await expect.poll(async () => (await app.api("GET", "/settings/reaction", app.adminToken)).amountDecimals).toBe(2);
      await screenshot(page, "reaction-product-settings-en");

      await page.goto(`${app.url}/editRecord/${recordId}`);
      await row(2).waitFor();
      // Stored as computed (8.80297 g, 79.5186 %), shown to the organisation's decimals.
      // The settings are read beside the record: the table shows them once they come.
      await expect.poll(() => cell(2, "theoreticalMass").textContent()).toBe("8.8");
      expect(await cell(2, "yield").textContent()).toBe("80");
      await card()
        .getByTestId(/^reaction-add-row-/)
        .click();
      await row(3).waitFor();
      expect(await card().getByTestId("reaction-3-mass-unit").inputValue()).toBe("mg");
      // The audit trail says the change in words.
      const audit = await (
        await app.call("GET", "/api/audit?pageIndex=1&pageSize=5", { token: app.adminToken, language: "en" })
      ).text();
      expect(audit).toContain("Reaction products");
      expect(audit).toContain("Decimal places of amounts");
    },
    KETCHER_TEST,
  );
});
