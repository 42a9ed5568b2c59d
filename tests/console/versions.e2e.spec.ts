import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  type ConsoleUnderTest,
  describeInChromium,
  patience,
  screenshot,
  scrolledToRest,
  signedInPage,
  startConsole,
} from "./harness";
import { expectReadablePage, makeRealisticRecord } from "./realistic-record";
import { shows } from "./sheet-cells";

type Json = Record<string, unknown>;
type Account = { account: string; password: string };
type Module = { moduleId: string; lastCacheTime: number; content: { fields: Json } };

describeInChromium(
  "record versions: each submission as it was, compared, and rolled back (spec /previewHisRecord, issue 6)",
  () => {
    let app: ConsoleUnderTest;
    let op: Account;
    let li: Account;
    const token: Record<string, string> = {};
    const id: Record<string, string> = {};
    let recordId: string;
    let moduleId: string;
    let lastCacheTime = 0;
    let page: Page;

    const api = (method: string, path: string, who: string, json?: unknown) => app.api(method, path, token[who]!, json);
    const record = async () =>
      (await api("GET", `/experiments/${recordId}`, "op")) as Json & { status: string; version: number; modules: Module[] };
    const save = async (value: string, reason?: string) => {
      const saved = await api("PUT", `/experiments/${recordId}/modules/${moduleId}`, "op", {
        data: { fields: { value }, rows: [] },
        lastCacheTime,
        ...(reason ? { reason } : {}),
      });
      lastCacheTime = saved.lastCacheTime as number;
    };
    const decide = async (version: number, action: "approve" | "reject", comment: string, rid = recordId) => {
      const decided = await api("POST", `/approvals/${rid}:v${version}/${action}`, "li", { password: li.password, comment });
      if (typeof decided.position === "number") await app.caughtUp(decided.position);
    };
    const submit = async (rid = recordId) => {
      const submitted = await api("POST", `/experiments/${rid}/submit`, "op", {});
      if (typeof submitted.position === "number") await app.caughtUp(submitted.position);
      return submitted.version as number;
    };
    const waitForVersion = (p: Page, version: number) =>
      p.locator(`[data-testid="version-header"][data-version="${version}"]`).waitFor();
    const fieldValue = (p: Page) => p.getByTestId("moment-field-value").textContent();

    // A second record for the side-by-side comparison: version 2 changes a field, a grid cell and
    // the title, adds a grid row and a module, and removes a module; one module stays as it was.
    let log: string;
    const mod: Record<"volume" | "old" | "reagents" | "remark" | "sheet" | "temperature", string> = {
      sheet: "",
      volume: "",
      old: "",
      reagents: "",
      remark: "",
      temperature: "",
    };
    const NAOH = { rowId: "rNaOH", name: "NaOH", amount: "1 g" };
    const HCL = { rowId: "rHCl", name: "HCl", amount: "2 mL" };
    const addModule = async (rid: string, body: Json) => {
      const added = await api("POST", `/experiments/${rid}/modules`, "op", body);
      if (typeof added.position === "number") await app.caughtUp(added.position);
      return added.moduleId as string;
    };
    const saveModule = async (rid: string, module: string, data: { fields?: Json; rows?: Json[] }, reason?: string) => {
      const now = (await api("GET", `/experiments/${rid}`, "op")) as { modules: Module[] };
      const saved = await api("PUT", `/experiments/${rid}/modules/${module}`, "op", {
        data: { fields: data.fields ?? {}, rows: data.rows ?? [] },
        lastCacheTime: now.modules.find((m) => m.moduleId === module)!.lastCacheTime,
        ...(reason ? { reason } : {}),
      });
      if (typeof saved.position === "number") await app.caughtUp(saved.position);
    };
    const MATERIAL_COLUMNS = ["name", "casNo", "batchNo", "amount", "unit"].map((field) => ({
      field,
      required: field === "name" || field === "amount",
      className: "",
    }));
    const sideBySide = (p: Page, from: string, to: string) =>
      p.locator(`[data-testid="side-by-side"][data-from="${from}"][data-to="${to}"]`);
    const sbsModule = (p: Page, moduleId: string) => p.locator(`[data-testid="sbs-module"][data-module-id="${moduleId}"]`);
    const box = async (locator: ReturnType<Page["locator"]>) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error("not laid out");
      return found;
    };

    beforeAll(async () => {
      app = await startConsole();
      op = await app.createMember("ver.op", "root");
      li = await app.createMember("ver.li", "root");
      token.admin = app.adminToken;
      for (const [name, who] of [
        ["op", op],
        ["li", li],
      ] as const) {
        token[name] = await app.login(who.account, who.password);
        id[name] = (await api("GET", "/auth/me", name)).id as string;
        await app.releaseNotesSeen(token[name]!);
      }
      await api("POST", "/flows", "admin", {
        name: "Peer review",
        nodes: [{ name: "Review", reviewers: [{ kind: "members", memberIds: [id.li] }] }],
      });
      const created = await app.newRecord(token.op!, {
        book: "Titrations",
        title: "Burette calibration",
        modules: [{ type: "input", title: "Volume" }],
      });
      recordId = created.id;
      moduleId = created.modules[0]!.moduleId;
      lastCacheTime = (await record()).modules.find((m) => m.moduleId === moduleId)!.lastCacheTime;
      await save("12.3 mL");
      const patched = await api("PATCH", `/experiments/${recordId}`, "op", { participants: [id.li], roomTemperature: 21 });
      await app.caughtUp(patched.position as number);
      expect(await submit()).toBe(1);
      await decide(1, "reject", "Read the meniscus again");
      await save("12.5 mL", "Meniscus read again");
      const retitled = await api("PATCH", `/experiments/${recordId}`, "op", {
        title: "Burette calibration (B-12)",
        reason: "Burette number added",
      });
      await app.caughtUp(retitled.position as number);
      expect(await submit()).toBe(2);

      log = (await api("POST", "/experiments", "op", { notebookId: created.bookId, title: "Titration log" })).id as string;
      mod.volume = await addModule(log, { type: "input", title: "Titrant volume" });
      mod.old = await addModule(log, { type: "input", title: "Scratch notes" });
      mod.reagents = await addModule(log, { type: "grid", subType: "labMaterial", title: "Reagents", columns: MATERIAL_COLUMNS });
      mod.remark = await addModule(log, { type: "input", title: "Remark" });
      await saveModule(log, mod.volume, { fields: { value: "10.0 mL" } });
      await saveModule(log, mod.old, { fields: { value: "draft only" } });
      await saveModule(log, mod.reagents, { rows: [NAOH, HCL] });
      await saveModule(log, mod.remark, { fields: { value: "room light" } });
      mod.sheet = await addModule(log, { type: "spreadSheet", title: "Titration curve" });
      const cells = (edits: [string, string, unknown][], reason?: string) =>
        api("PUT", `/experiments/${log}/modules/${mod.sheet}/cells`, "op", {
          edits: edits.map(([cell, input, held]) => ({
            sheetId: "sheet1",
            cell,
            input,
            seen: { value: held, formula: null, format: null },
          })),
          ...(reason ? { reason } : {}),
        });
      await cells([
        ["A1", "mL", null],
        ["A2", "1", null],
        ["B2", "=A2*2", null],
      ]);
      const people = await api("PATCH", `/experiments/${log}`, "op", { participants: [id.li], roomTemperature: 22 });
      await app.caughtUp(people.position as number);
      expect(await submit(log)).toBe(1);
      await decide(1, "reject", "Repeat the titration", log);
      await saveModule(log, mod.volume, { fields: { value: "10.4 mL" } }, "Repeated");
      const recalculated = await cells([["A2", "10", 1]], "Repeated");
      await app.caughtUp(recalculated.position as number);
      await saveModule(
        log,
        mod.reagents,
        { rows: [{ ...NAOH, amount: "1.5 g" }, HCL, { rowId: "rKCl", name: "KCl", amount: "3 g" }] },
        "Repeated",
      );
      const removed = await api("DELETE", `/experiments/${log}/modules/${mod.old}`, "op", { reason: "Not needed" });
      if (typeof removed.position === "number") await app.caughtUp(removed.position);
      mod.temperature = await addModule(log, { type: "input", title: "Temperature", reason: "Log it" });
      await saveModule(log, mod.temperature, { fields: { value: "22 ℃" } }, "Log it");
      const retitled2 = await api("PATCH", `/experiments/${log}`, "op", { title: "Titration log (repeat)", reason: "Repeat" });
      await app.caughtUp(retitled2.position as number);
      expect(await submit(log)).toBe(2);
    }, patience(120_000));
    afterAll(async () => {
      await app?.stop();
    });

    it("opens from the record preview and shows version 1 as it was submitted, with the versions list", async () => {
      page = await signedInPage(app, op, `/previewRecord/${recordId}`);
      await page.getByTestId("preview-versions").click();
      await page.waitForURL(`**/previewHisRecord/${recordId}/2`);
      await waitForVersion(page, 2);
      expect(await fieldValue(page)).toBe("12.5 mL");

      const rows = page.getByTestId("versions-row");
      expect(await rows.count()).toBe(2);
      await rows.filter({ hasText: "第 1 版" }).click();
      await page.waitForURL(`**/previewHisRecord/${recordId}/1`);
      await waitForVersion(page, 1);
      expect(await fieldValue(page)).toBe("12.3 mL");
      expect(await page.getByTestId("version-record-title").textContent()).toContain("Burette calibration");
      expect(await page.getByTestId("version-record-title").textContent()).not.toContain("B-12");
      expect(await page.getByTestId("version-submitted-by").textContent()).toBe("提交人：ver.op 测试");
      expect(await page.getByTestId("version-flow").textContent()).toBe("审批流程：Peer review");
      expect(await page.locator('[data-testid="versions-row"][data-shown="true"]').getAttribute("data-version")).toBe("1");
      expect(await page.locator('[data-testid="versions-row"][data-version="2"]').getByTestId("versions-latest").count()).toBe(1);
      // Submitted: nothing can be rolled back now.
      expect(await page.getByTestId("rollback-unavailable").textContent()).toContain("当前状态为 已提交");
      // The record's own fields as submitted, participants by name.
      await page.getByTestId("version-detail-participants").getByText("ver.li 测试").waitFor();
      expect(await page.getByTestId("version-detail-roomTemperature").textContent()).toBe("21 ℃");
      expect(await page.getByTestId("rollback-open").count()).toBe(0);
      await screenshot(page, "versions-v1-zh-CN");
    });

    it("compares version 1 with version 2: the changed field and the record's title, old → new", async () => {
      await page.getByTestId("versions-compare-2").click();
      await page.waitForURL(`**/previewHisRecord/${recordId}/1?compare=2`);
      // Side by side by default; the merged list is the "changes only" layout.
      await sideBySide(page, "1", "2").waitFor();
      await page.getByTestId("compare-layout-changes").click();
      await page.waitForURL(`**/previewHisRecord/${recordId}/1?compare=2&layout=changes`);
      const view = page.locator('[data-testid="compare-view"][data-from="1"][data-to="2"]');
      await view.waitFor();
      const module = view.locator('[data-testid="compare-module"][data-status="changed"]');
      expect(await module.getByTestId("compare-module-title").textContent()).toBe("Volume");
      const change = module.locator('[data-testid="compare-change"][data-field="value"]');
      expect(await change.locator('[data-role="old"]').textContent()).toBe("12.3 mL");
      expect(await change.locator('[data-role="new"]').textContent()).toBe("12.5 mL");
      const title = view.getByTestId("compare-details").locator('[data-testid="compare-change"][data-field="title"]');
      expect(await title.getByTestId("compare-change-values").textContent()).toBe(
        "Burette calibration → Burette calibration (B-12)",
      );
      // The snapshot gives way to the comparison.
      expect(await page.getByTestId("moment-record").count()).toBe(0);
      await screenshot(page, "versions-compare-1-2-zh-CN");
    });

    it("compares version 2 with the record now, after it was rejected and changed again: added and removed modules too", async () => {
      await decide(2, "reject", "Use the certified burette");
      await save("13.0 mL", "Certified burette");
      const added = await api("POST", `/experiments/${recordId}/modules`, "op", {
        type: "input",
        title: "Temperature log",
        reason: "Log the temperature",
      });
      await app.caughtUp(added.position as number);

      await page.goto(`${app.url}/previewHisRecord/${recordId}/2`);
      await waitForVersion(page, 2);
      await page.getByTestId("compare-current").click();
      await sideBySide(page, "2", "current").waitFor();
      await page.getByTestId("compare-layout-changes").click();
      const view = page.locator('[data-testid="compare-view"][data-from="2"][data-to="current"]');
      await view.waitFor();
      const change = view.locator('[data-testid="compare-module"][data-status="changed"] [data-testid="compare-change"]');
      expect(await change.getByTestId("compare-change-values").textContent()).toBe("12.5 mL → 13.0 mL");
      expect(
        await view
          .locator('[data-testid="compare-module"][data-status="added"]')
          .getByTestId("compare-module-title")
          .textContent(),
      ).toBe("Temperature log");
      await screenshot(page, "versions-compare-2-current-zh-CN");
    });

    it("rolls back to version 1 with a required reason: the value is back and the trace keeps the reason", async () => {
      await page.goto(`${app.url}/previewHisRecord/${recordId}/1`);
      await waitForVersion(page, 1);
      await page.getByTestId("rollback-open").click();
      const dialog = page.getByTestId("rollback-dialog");
      await dialog.waitFor();
      await dialog.getByTestId("rollback-confirm").click();
      await dialog.getByText("必须填写原因").waitFor();
      await dialog.getByTestId("rollback-reason").fill("   ");
      await dialog.getByTestId("rollback-confirm").click();
      await dialog.getByText("必须填写原因").waitFor();
      expect((await record()).modules.find((m) => m.moduleId === moduleId)!.content.fields).toEqual({ value: "13.0 mL" });
      await screenshot(page, "versions-rollback-reason-required-zh-CN");

      await dialog.getByTestId("rollback-reason").fill("Back to the first reading");
      await dialog.getByTestId("rollback-confirm").click();
      await page.getByTestId("rollback-done").waitFor();
      await dialog.waitFor({ state: "hidden" });
      const after = await record();
      expect(after.modules.find((m) => m.moduleId === moduleId)!.content.fields).toEqual({ value: "12.3 mL" });
      expect(after.title).toBe("Burette calibration");
      expect(after.modules.map((m) => m.moduleId)).toEqual([moduleId]);
      await page
        .getByTestId("moment-trace-row")
        .filter({ hasText: "Back to the first reading" })
        .filter({ hasText: "12.3 mL" })
        .first()
        .waitFor();
      // Lifecycle changes read in words, not as their recorded JSON.
      const rollback = page.getByTestId("moment-trace-row").filter({ hasText: "回滚到第 1 版" });
      await rollback.first().waitFor();
      expect(await rollback.first().textContent()).not.toContain("toVersion");
      await page
        .getByTestId("moment-trace-row")
        .filter({ hasText: /驳回第 2 版第 1 级（签名含义：驳回）：Use the certified burette/ })
        .first()
        .waitFor();
      await screenshot(page, "versions-rolled-back-zh-CN");

      // Compared with the record now, version 1 is unchanged.
      await page.getByTestId("compare-current").click();
      const view = sideBySide(page, "1", "current");
      await view.getByTestId("compare-identical").waitFor();
      expect(await view.getByTestId("sbs-column-label").allTextContents()).toEqual(["第 1 版", "当前记录"]);
      expect(await view.locator('[data-changed="true"]').count()).toBe(0);
    });

    it("shows the server's refusal in its words: a signed module that differs cannot be rolled back", async () => {
      // The roll-back saved the module anew: edit it from what the record holds now.
      lastCacheTime = (await record()).modules.find((m) => m.moduleId === moduleId)!.lastCacheTime;
      await save("14.0 mL", "One more reading");
      const signed = await api("POST", `/experiments/${recordId}/modules/${moduleId}/signatures`, "op", {
        password: op.password,
        meaning: "authorship",
      });
      if (typeof signed.position === "number") await app.caughtUp(signed.position);
      await page.goto(`${app.url}/previewHisRecord/${recordId}/1`);
      await waitForVersion(page, 1);
      await page.getByTestId("rollback-open").click();
      const dialog = page.getByTestId("rollback-dialog");
      await dialog.getByTestId("rollback-reason").fill("Try again");
      await dialog.getByTestId("rollback-confirm").click();
      const refusal = await dialog.getByTestId("rollback-error").textContent();
      const server = (await (
        await app.call("POST", `/api/experiments/${recordId}/rollback`, {
          token: token.op!,
          language: "zh-CN",
          json: { version: 1, reason: "Try again" },
        })
      ).json()) as { key: string; message: string };
      expect(server.key).toBe("module.signed");
      expect(refusal).toBe(server.message);
      await screenshot(page, "versions-rollback-refused-zh-CN");
      expect((await record()).modules[0]!.content.fields).toEqual({ value: "14.0 mL" });
      await dialog.getByTestId("rollback-cancel").click();
    });

    it("compares two versions side by side: the older left, the newer right, modules aligned line by line", async () => {
      await page.goto(`${app.url}/previewHisRecord/${log}/1?compare=2`);
      const view = sideBySide(page, "1", "2");
      await view.waitFor();
      expect(await page.getByTestId("version-comparison").getAttribute("data-layout")).toBe("side");
      expect(await page.getByTestId("compare-layout-side").getAttribute("aria-pressed")).toBe("true");
      // Two columns, each headed by its version, who submitted it and when.
      const heads = view.getByTestId("sbs-column-head");
      expect(await heads.getByTestId("sbs-column-label").allTextContents()).toEqual(["第 1 版", "第 2 版"]);
      for (const detail of await heads.getByTestId("sbs-column-detail").allTextContents())
        expect(detail).toMatch(/^提交人：ver\.op 测试 · \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const [leftHead, rightHead] = [await box(heads.nth(0)), await box(heads.nth(1))];
      expect(leftHead.x + leftHead.width).toBeLessThan(rightHead.x);
      expect(leftHead.y).toBe(rightHead.y);

      // Modules in version 2's order, the removed one where it stood; the unchanged one collapsed.
      const modules = await view
        .getByTestId("sbs-module")
        .evaluateAll((els) => els.map((el) => [(el as HTMLElement).dataset.moduleId, (el as HTMLElement).dataset.status]));
      expect(modules).toEqual([
        [mod.volume, "changed"],
        [mod.old, "removed"],
        [mod.reagents, "changed"],
        [mod.sheet, "changed"],
        [mod.temperature, "added"],
      ]);
      // A spreadsheet side by side: each version's cells, read-only, as they stood.
      const curve = sbsModule(page, mod.sheet);
      await shows(curve.getByTestId("sbs-workbook-left"), "A2", "1");
      await shows(curve.getByTestId("sbs-workbook-left"), "B2", "2");
      await shows(curve.getByTestId("sbs-workbook-right"), "A2", "10");
      await shows(curve.getByTestId("sbs-workbook-right"), "B2", "20");
      expect(await view.getByTestId("sbs-unchanged-run").textContent()).toContain("1 个未变化的模块：Remark");
      expect(await view.getByTestId("sbs-toggle-unchanged").textContent()).toBe("展开 1 个未变化的模块");

      // The record's own fields first: only the title changed.
      const details = view.getByTestId("sbs-details");
      expect(
        await details
          .locator('[data-testid="sbs-detail"][data-changed="true"]')
          .evaluateAll((els) =>
            els.map((el) => `${(el as HTMLElement).dataset.side}:${(el as HTMLElement).dataset.key}:${el.textContent}`),
          ),
      ).toEqual(["left:title:标题Titration log", "right:title:标题Titration log (repeat)"]);
      expect(
        await details.locator('[data-testid="sbs-detail"][data-key="roomTemperature"]').first().getAttribute("data-changed"),
      ).toBeNull();

      // The changed field: red on the left, amber on the right, the old value on hover.
      const volume = sbsModule(page, mod.volume);
      const value = (side: string) => volume.locator(`[data-testid="sbs-field"][data-key="value"][data-side="${side}"]`);
      // The field by what it is (the module's kind), not its key "value".
      expect(await value("left").textContent()).toBe("单行文本10.0 mL");
      expect(await value("right").textContent()).toBe("单行文本10.4 mL");
      expect(await value("left").getAttribute("data-changed")).toBe("true");
      expect(await value("right").getAttribute("data-changed")).toBe("true");
      expect(await value("right").locator("[title]").getAttribute("title")).toBe("第 1 版中为：10.0 mL");
      const tint = (locator: ReturnType<Page["locator"]>) =>
        locator.evaluate((el) => getComputedStyle(el).backgroundImage + getComputedStyle(el).backgroundColor);
      expect(await tint(value("left"))).toContain("rgba(211, 47, 47");
      expect(await tint(value("right"))).toContain("rgba(237, 108, 2");

      // The grid: exactly the changed cell on both sides, the added row green on the right with a blank row on the left.
      const reagents = sbsModule(page, mod.reagents);
      expect(
        await reagents.locator('[data-testid="sbs-cell"][data-changed="true"]').evaluateAll((els) =>
          els.map((el) => {
            const row = el.closest('[data-testid="sbs-row"]') as HTMLElement;
            return `${row.dataset.side}:${row.dataset.rowId}:${(el as HTMLElement).dataset.column}:${el.textContent}`;
          }),
        ),
      ).toEqual(["left:rNaOH:amount:1 g", "right:rNaOH:amount:1.5 g"]);
      expect(await reagents.locator('[data-testid="sbs-cell"]').count()).toBeGreaterThan(10);
      expect(
        await reagents.getByTestId("sbs-row").evaluateAll((els) =>
          els.map((el) => {
            const d = (el as HTMLElement).dataset;
            return [d.side, d.rowId, d.diff, d.changed ?? "", d.placeholder ?? ""];
          }),
        ),
      ).toEqual([
        ["left", "rNaOH", "changed", "true", ""],
        ["right", "rNaOH", "changed", "true", ""],
        ["left", "rHCl", "same", "", ""],
        ["right", "rHCl", "same", "", ""],
        ["left", "rKCl", "added", "true", "true"],
        ["right", "rKCl", "added", "true", ""],
      ]);
      const kcl = (side: string) => reagents.locator(`[data-testid="sbs-row"][data-row-id="rKCl"][data-side="${side}"]`);
      expect((await box(kcl("left"))).y).toBe((await box(kcl("right"))).y);
      expect((await box(kcl("left"))).height).toBe((await box(kcl("right"))).height);
      expect(await tint(kcl("right"))).toContain("rgba(46, 125, 50");

      // The added module: a placeholder on the left level with the green card on the right.
      const added = sbsModule(page, mod.temperature);
      const addedHead = (side: string) => added.locator(`[data-testid="sbs-module-head"][data-side="${side}"]`);
      expect(await addedHead("left").getAttribute("data-placeholder")).toBe("true");
      expect(await addedHead("left").textContent()).toBe("此版本中没有该模块");
      expect(await addedHead("right").textContent()).toContain("Temperature");
      expect(await addedHead("right").evaluate((el) => getComputedStyle(el).borderLeftColor)).toBe("rgb(46, 125, 50)");
      const [placeholder, card] = [await box(addedHead("left")), await box(addedHead("right"))];
      expect(placeholder.y).toBe(card.y);
      expect(placeholder.height).toBe(card.height);
      expect(placeholder.x + placeholder.width).toBeLessThan(card.x);

      // The removed module: red and struck on the left, a placeholder on the right.
      const removed = sbsModule(page, mod.old);
      const removedHead = (side: string) => removed.locator(`[data-testid="sbs-module-head"][data-side="${side}"]`);
      expect(await removedHead("right").getAttribute("data-placeholder")).toBe("true");
      expect(
        await removedHead("left")
          .getByTestId("sbs-module-title")
          .evaluate((el) => getComputedStyle(el).textDecorationLine),
      ).toBe("line-through");
      expect((await box(removedHead("left"))).y).toBe((await box(removedHead("right"))).y);
      await screenshot(page, "versions-side-by-side-zh-CN");

      // The unchanged module on demand: nothing in it highlighted.
      await view.getByTestId("sbs-toggle-unchanged").click();
      const remark = sbsModule(page, mod.remark);
      await remark.waitFor({ state: "attached" });
      expect(await remark.getAttribute("data-status")).toBe("unchanged");
      expect(await remark.locator('[data-changed="true"]').count()).toBe(0);
      expect(await view.getByTestId("sbs-unchanged-run").count()).toBe(0);
    });

    it("keeps the chosen layout (changes only) in the address, across a reload", async () => {
      await page.getByTestId("compare-layout-changes").click();
      await page.waitForURL(`**/previewHisRecord/${log}/1?compare=2&layout=changes`);
      await page.locator('[data-testid="compare-view"][data-from="1"][data-to="2"]').waitFor();
      expect(await page.getByTestId("side-by-side").count()).toBe(0);
      await page.reload();
      await page.locator('[data-testid="compare-view"][data-from="1"][data-to="2"]').waitFor();
      expect(await page.getByTestId("compare-layout-changes").getAttribute("aria-pressed")).toBe("true");
      expect(await page.getByTestId("side-by-side").count()).toBe(0);
      // Another version to compare with keeps the layout too.
      await page.getByTestId("compare-current").click();
      await page.waitForURL(`**/previewHisRecord/${log}/1?compare=current&layout=changes`);
      // The page shows the comparison it was sent to before its layout is switched (the address changes first).
      await page.locator('[data-testid="compare-view"][data-from="1"][data-to="current"]').waitFor();
      await page.getByTestId("compare-layout-side").click();
      await page.waitForURL(`**/previewHisRecord/${log}/1?compare=current`);
      await sideBySide(page, "1", "current").waitFor();
    });

    it("shows version 2 with what changed since version 1 highlighted, and a link to the two side by side", async () => {
      await page.goto(`${app.url}/previewHisRecord/${log}/2`);
      await waitForVersion(page, 2);
      const hint = page.getByTestId("since-hint");
      await hint.waitFor();
      expect(await hint.textContent()).toContain("已高亮自第 1 版以来的变化：5 个模块、1 个记录字段。");
      const moduleOf = (moduleId: string) => page.locator(`[data-testid="moment-module"][data-module-id="${moduleId}"]`);
      const volume = moduleOf(mod.volume).getByTestId("moment-field-value");
      expect(await volume.getAttribute("data-changed")).toBe("true");
      expect(await volume.getAttribute("title")).toBe("第 1 版中为：10.0 mL");
      expect(await moduleOf(mod.remark).getByTestId("moment-field-value").getAttribute("data-changed")).toBeNull();
      const naoh = moduleOf(mod.reagents).locator('[data-row-id="rNaOH"]');
      expect(await naoh.locator('[data-column="amount"]').getAttribute("data-changed")).toBe("true");
      expect(await naoh.locator('[data-column="name"]').getAttribute("data-changed")).toBeNull();
      expect(await moduleOf(mod.reagents).locator('[data-row-id="rKCl"]').getAttribute("data-changed")).toBe("true");
      expect(await moduleOf(mod.reagents).locator('[data-row-id="rHCl"]').getAttribute("data-changed")).toBeNull();
      expect(await page.getByTestId("version-detail-title").getAttribute("data-changed")).toBe("true");
      expect(await page.getByTestId("version-detail-roomTemperature").getAttribute("data-changed")).toBeNull();
      await screenshot(page, "versions-v2-since-v1-zh-CN");
      await page.getByTestId("since-compare").click();
      await page.waitForURL(`**/previewHisRecord/${log}/2?compare=1`);
      await sideBySide(page, "1", "2").waitFor();
    });

    it("a rejected record highlights in its editor the field and the grid cell changed since the rejected version", async () => {
      await decide(2, "reject", "Check the HCl amount", log);
      await saveModule(log, mod.volume, { fields: { value: "10.6 mL" } }, "Third reading");
      await saveModule(
        log,
        mod.reagents,
        {
          rows: [
            { ...NAOH, amount: "1.5 g" },
            { ...HCL, amount: "2.5 mL" },
            { rowId: "rKCl", name: "KCl", amount: "3 g" },
          ],
        },
        "HCl re-measured",
      );
      await api("PATCH", `/experiments/${log}`, "op", { title: "Titration log (third)", reason: "Third attempt" });
      await page.goto(`${app.url}/editRecord/${log}`);
      await page.getByTestId("rejected-notice").waitFor();
      const card = (moduleId: string) => page.getByTestId(`module-${moduleId}`);
      await expect.poll(() => card(mod.volume).getAttribute("data-changed")).toBe("true");
      const field = card(mod.volume).locator('[data-changed-field="value"]');
      expect(await field.getAttribute("title")).toBe("第 2 版中为：10.4 mL");
      expect(await card(mod.volume).getByTestId(`field-${mod.volume}`).inputValue()).toBe("10.6 mL");
      const cell = (row: number, column: string) => card(mod.reagents).getByTestId(`grid-cell-${row}-${column}`);
      expect(await cell(1, "amount").getAttribute("data-changed")).toBe("true");
      expect(await cell(1, "amount").getAttribute("title")).toBe("第 2 版中为：2 mL");
      // Only that cell: the rest of its row, and the cells changed before version 2, are not highlighted.
      expect(await cell(1, "name").getAttribute("data-changed")).toBeNull();
      expect(await cell(0, "amount").getAttribute("data-changed")).toBeNull();
      expect(await card(mod.reagents).locator('[data-changed="true"]').count()).toBe(1);
      expect(await card(mod.remark).locator('[data-changed="true"]').count()).toBe(0);
      expect(await card(mod.remark).getAttribute("data-changed")).toBeNull();
      // The record's own fields too: the title changed, the participants did not.
      const header = page.getByTestId("record-header");
      const title = header.locator('[data-changed-field="title"]');
      await title.waitFor();
      expect(await title.getAttribute("title")).toBe("第 2 版中为：Titration log (repeat)");
      expect(await header.locator('[data-changed="true"]').count()).toBe(1);
      await screenshot(page, "versions-rejected-editor-highlights-zh-CN");
    });

    it("speaks English once the member chose it", async () => {
      await api("PUT", "/me/settings", "op", { language: "en" });
      const english = await signedInPage(app, op, `/previewHisRecord/${recordId}/1?compare=2&layout=changes`);
      await english.getByTestId("compare-view").waitFor();
      expect(await english.getByTestId("page-title").textContent()).toBe("Record version");
      expect(await english.getByTestId("compare-heading").textContent()).toBe("Changes from Version 1 to Version 2");
      expect(await english.getByTestId("version-submitted-by").textContent()).toBe("Submitted by ver.op 测试");
      expect(await english.getByTestId("compare-module-status").first().textContent()).toBe("Changed");
      await screenshot(english, "versions-compare-en");
      // A version that does not exist: the server's message, not a blank page.
      await english.goto(`${app.url}/previewHisRecord/${recordId}/9`);
      expect(await english.getByTestId("version-refused").textContent()).toBe("Version 9 of this record does not exist");
      await english.close();
    });

    it("shows the side-by-side comparison in English too", async () => {
      const english = await signedInPage(app, op, `/previewHisRecord/${log}/1?compare=2`);
      const view = sideBySide(english, "1", "2");
      await view.waitFor();
      expect(await english.getByTestId("compare-layout-side").textContent()).toBe("Side by side");
      expect(await english.getByTestId("compare-layout-changes").textContent()).toBe("Changes only");
      expect(await view.getByTestId("sbs-column-label").allTextContents()).toEqual(["Version 1", "Version 2"]);
      expect(await view.getByTestId("sbs-column-detail").first().textContent()).toMatch(/^Submitted by ver\.op 测试 · /);
      expect(await view.getByTestId("sbs-toggle-unchanged").textContent()).toBe("Show unchanged modules (1)");
      expect(
        await sbsModule(english, mod.temperature).locator('[data-testid="sbs-module-head"][data-side="left"]').textContent(),
      ).toBe("Not in this version");
      expect(
        await sbsModule(english, mod.volume)
          .locator('[data-testid="sbs-field"][data-side="right"] [title]')
          .getAttribute("title"),
      ).toBe("In Version 1: 10.0 mL");
      await screenshot(english, "versions-side-by-side-en");
      // Scrolled down a long comparison, the column headings stay in view.
      await sbsModule(english, mod.temperature)
        .locator('[data-testid="sbs-module-head"][data-side="right"]')
        .scrollIntoViewIfNeeded();
      await scrolledToRest(english, () => english.mouse.wheel(0, 400));
      const sticky = await box(view.getByTestId("sbs-column-head").first());
      expect(sticky.y).toBeGreaterThanOrEqual(0);
      expect(sticky.y).toBeLessThan(120);
      await english.screenshot({ path: "test-results/console/versions-side-by-side-scrolled-en.png" });
      // A narrow screen keeps the two columns level (it scrolls sideways rather than stack them).
      await english.setViewportSize({ width: 760, height: 900 });
      const added = sbsModule(english, mod.temperature);
      const [left, right] = [
        await box(added.locator('[data-testid="sbs-module-head"][data-side="left"]')),
        await box(added.locator('[data-testid="sbs-module-head"][data-side="right"]')),
      ];
      expect(left.y).toBe(right.y);
      expect(left.x + left.width).toBeLessThan(right.x);
      await screenshot(english, "versions-side-by-side-narrow-en");
      await english.close();
    });

    it("shows a realistic record's versions, side by side and as changes, in words in Chinese and English", async () => {
      await api("PUT", "/me/settings", "op", { language: "zh-CN" });
      const rich = await makeRealisticRecord(
        app,
        { token: token.op!, id: id.op!, password: op.password },
        { token: token.li!, id: id.li!, password: li.password },
        "Grignard 反应",
      );
      const zh = await signedInPage(app, op, `/previewHisRecord/${rich.id}/1`);
      await waitForVersion(zh, 1);
      await zh.getByTestId("moment-trace-row").first().waitFor();
      const version = await expectReadablePage(zh, "record-version-page", "version 1 (zh-CN)");
      expect(version).toContain("富文本");
      expect(await zh.getByTestId("version-detail-participants").textContent()).toBe("ver.li 测试");
      expect(await zh.getByTestId("version-detail-conclusion").textContent()).toBe("成功");
      expect(await zh.getByTestId("moment-column").allTextContents()).toEqual(["名称", "CAS 号", "批号", "用量", "单位"]);
      expect(await zh.locator('[data-testid="moment-field-html"] b').textContent()).toBe("注意：");

      await zh.goto(`${app.url}/previewHisRecord/${rich.id}/1?compare=2`);
      await sideBySide(zh, "1", "2").waitFor();
      const side = await expectReadablePage(zh, "side-by-side", "side by side (zh-CN)");
      expect(side).toContain("收率");
      expect(await sbsModule(zh, rich.modules.notes).locator('[data-side="right"] i').first().textContent()).toBe("补充");
      await screenshot(zh, "versions-readable-side-by-side-zh-CN");
      await zh.goto(`${app.url}/previewHisRecord/${rich.id}/1?compare=2&layout=changes`);
      await zh.getByTestId("compare-view").waitFor();
      const changes = await expectReadablePage(zh, "compare-view", "changes (zh-CN)");
      expect(changes).toContain("81 % → 86 %");
      await zh.close();

      await api("PUT", "/me/settings", "op", { language: "en" });
      const en = await signedInPage(app, op, `/previewHisRecord/${rich.id}/2?compare=1`);
      await sideBySide(en, "1", "2").waitFor();
      await expectReadablePage(en, "side-by-side", "side by side (en)");
      await en.goto(`${app.url}/previewHisRecord/${rich.id}/2`);
      await waitForVersion(en, 2);
      await en.getByTestId("moment-trace-row").first().waitFor();
      const english = await expectReadablePage(en, "record-version-page", "version 2 (en)");
      expect(english).toContain("Module “光谱” (Attachments) deleted");
      expect(await en.getByTestId("moment-column").allTextContents()).toEqual(["Name", "CAS No.", "Batch No.", "Amount", "Unit"]);
      await screenshot(en, "versions-readable-en");
      await en.close();
    });
  },
);
