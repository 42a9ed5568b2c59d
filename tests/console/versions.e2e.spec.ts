import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type ConsoleUnderTest, describeInChromium, loginInBrowser, newPage, screenshot, startConsole } from "./harness";

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

    const api = async (method: string, path: string, who: string, json?: unknown) =>
      app.json(await app.call(method, `/api${path}`, { token: token[who]!, ...(json === undefined ? {} : { json }) }));
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
    const decide = async (version: number, action: "approve" | "reject", comment: string) => {
      const decided = await api("POST", `/approvals/${recordId}:v${version}/${action}`, "li", { password: li.password, comment });
      if (typeof decided.position === "number") await app.caughtUp(decided.position);
    };
    const submit = async () => {
      const submitted = await api("POST", `/experiments/${recordId}/submit`, "op", {});
      if (typeof submitted.position === "number") await app.caughtUp(submitted.position);
      return submitted.version as number;
    };
    const waitForVersion = (p: Page, version: number) =>
      p.locator(`[data-testid="version-header"][data-version="${version}"]`).waitFor();
    const fieldValue = (p: Page) => p.getByTestId("moment-field-value").textContent();

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
      const book = await api("POST", "/notebooks", "op", { name: "Titrations" });
      recordId = (await api("POST", "/experiments", "op", { notebookId: book.id, title: "Burette calibration" })).id as string;
      moduleId = (await api("POST", `/experiments/${recordId}/modules`, "op", { type: "input", title: "Volume" }))
        .moduleId as string;
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
    }, 120_000);
    afterAll(async () => {
      await app?.stop();
    });

    it("opens from the record preview and shows version 1 as it was submitted, with the versions list", async () => {
      page = await newPage(app);
      await page.goto(`${app.url}/previewRecord/${recordId}`);
      await loginInBrowser(page, op.account, op.password);
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
      expect(await page.getByTestId("version-detail-roomTemperature").textContent()).toBe("21");
      expect(await page.getByTestId("rollback-open").count()).toBe(0);
      await screenshot(page, "versions-v1-zh-CN");
    });

    it("compares version 1 with version 2: the changed field and the record's title, old → new", async () => {
      await page.getByTestId("versions-compare-2").click();
      await page.waitForURL(`**/previewHisRecord/${recordId}/1?compare=2`);
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
      await screenshot(page, "versions-rolled-back-zh-CN");

      // Compared with the record now, version 1 is unchanged.
      await page.getByTestId("compare-current").click();
      const view = page.locator('[data-testid="compare-view"][data-from="1"][data-to="current"]');
      await view.getByTestId("compare-identical").waitFor();
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

    it("speaks English once the member chose it", async () => {
      await api("PUT", "/me/settings", "op", { language: "en" });
      const english = await newPage(app);
      await english.goto(`${app.url}/previewHisRecord/${recordId}/1?compare=2`);
      await loginInBrowser(english, op.account, op.password);
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
  },
);
