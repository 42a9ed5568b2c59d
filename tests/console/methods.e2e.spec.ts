import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { ADMIN, type ConsoleUnderTest, consoleForSuite, describeInChromium, screenshot, settled, signedInPage } from "./harness";

/**
 * Issue 20, methods (SOPs) in Chromium: a chemist drafts a method, publishes version 1, edits the
 * draft and publishes version 2, then reads version 1 as it was — in Chinese, then in English with
 * a prepared material (recipe) it calls for.
 */
describeInChromium("methods (SOPs) in Chromium: draft, publish, a new version, the old one read (issue 20)", () => {
  let app: ConsoleUnderTest;
  consoleForSuite((started) => {
    app = started;
  });

  beforeAll(async () => {
    await app.api("PUT", "/me/settings", app.adminToken, { language: "zh-CN" });
  });

  const typeProcedure = async (page: Page, text: string) => {
    const editor = page.getByTestId("method-procedure");
    await editor.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(text);
  };
  const publish = async (page: Page, summary: string) => {
    await page.getByTestId("publish-method").click();
    const dialog = page.getByTestId("publish-dialog");
    await dialog.getByTestId("publish-summary").fill(summary);
    await dialog.getByTestId("publish-confirm").click();
    await dialog.waitFor({ state: "detached" });
  };

  it("中文：新建方法、发布第 1 版、修改草稿发布第 2 版，再查看第 1 版", async () => {
    const page = await signedInPage(app, ADMIN, "/resource/commonList/method");
    await page.getByTestId("methods-page").waitFor();
    expect(await page.getByTestId("page-title").textContent()).toBe("方法");
    await page.getByTestId("new-method").click();
    await page.getByTestId("new-method-page").waitFor();
    expect(await page.getByTestId("method-needs").textContent()).toBe("请填写方法名称。");
    await page.getByTestId("method-name").fill("阿司匹林 HPLC 纯度测定");
    await page.getByTestId("method-category").fill("分析");
    await page.getByTestId("method-purpose").fill("每批放行前的纯度");
    await typeProcedure(page, "称取 10 mg 溶于 10 mL 甲醇");
    await page.getByTestId("add-reference").click();
    await page.getByTestId("reference-citation").fill("中国药典 2020 年版");
    await page.getByTestId("reference-doi").fill("doi:abc");
    expect(await page.getByTestId("method-needs").textContent()).toContain("第 1 条参考文献的 DOI 应为 10.xxxx/… 格式");
    await page.getByTestId("reference-doi").fill("10.1000/xyz123");
    await page.getByTestId("create-method").click();

    await page.getByTestId("method-detail-page").waitFor();
    // The page comes before the method it reads: wait for its words, never read them at once.
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("SOP0001 阿司匹林 HPLC 纯度测定");
    await expect.poll(() => page.getByTestId("method-status").textContent()).toBe("草稿");
    await expect.poll(() => page.getByTestId("method-in-effect").textContent()).toBe("尚未发布任何版本");
    await publish(page, "首次发布");
    await page.locator('[data-testid="method-status"][data-status="effective"]').waitFor();
    expect(await page.getByTestId("method-status").textContent()).toBe("生效中");
    expect(await page.getByTestId("method-in-effect").textContent()).toMatch(/^第 1 版，自 \d{4}-\d{2}-\d{2} 起生效$/);
    expect(await page.getByTestId("method-procedure-view").textContent()).toContain("10 mg");
    expect(await page.getByTestId("publish-method").isDisabled()).toBe(true);

    await page.getByTestId("tab-draft").click();
    await page.getByTestId("method-draft").waitFor();
    await typeProcedure(page, "称取 20 mg 溶于 10 mL 甲醇");
    await page.getByTestId("save-draft").click();
    await page.getByTestId("method-draft-state").getByText("草稿有尚未发布的修改。").waitFor();
    await publish(page, "称样量改为 20 mg");
    await page
      .getByTestId("method-in-effect")
      .getByText(/^第 2 版/)
      .waitFor();

    await page.getByTestId("tab-versions").click();
    expect(await page.getByTestId("version-row").count()).toBe(2);
    await page.locator('[data-testid="version-row"][data-version="1"]').getByTestId("read-version").click();
    const shown = page.locator('[data-testid="shown-version"][data-version="1"]');
    await shown.waitFor();
    expect(await page.getByTestId("old-version-note").textContent()).toContain("当前生效的是第 2 版");
    expect(await shown.getByTestId("shown-change-summary").textContent()).toBe("首次发布");
    expect(await shown.getByTestId("method-procedure-view").textContent()).toContain("10 mg");
    expect(await shown.getByTestId("method-references").textContent()).toContain("中国药典 2020 年版");
    await settled(page);
    await screenshot(page, "method-old-version-zh-CN");

    await page.goto(`${app.url}/resource/commonList/method`);
    const row = page.getByTestId("method-row");
    await row.first().waitFor();
    expect(await row.getByTestId("method-status").textContent()).toBe("生效中");
    await page.close();
  });

  it("English: a prepared material with ratios, called for by a method, read in words", async () => {
    await app.api("PUT", "/me/settings", app.adminToken, { language: "en" });
    const page = await signedInPage(app, ADMIN, "/resource/commonList/preparedMaterialsList");
    await page.getByTestId("prepared-materials-page").waitFor();
    expect(await page.getByTestId("page-title").textContent()).toBe("Prepared materials");
    await page.getByTestId("new-recipe").click();
    const dialog = page.getByTestId("recipe-dialog");
    await dialog.getByTestId("recipe-name").fill("Mobile phase A");
    await dialog.getByTestId("add-component").click();
    const rows = dialog.getByTestId("component-row");
    for (const [i, [name, amount, unit, ratio]] of [
      ["Acetonitrile", "600", "mL", "60"],
      ["Water", "400", "mL", "50"],
    ].entries()) {
      const row = rows.nth(i);
      await row.getByTestId("component-name").fill(name!);
      await row.getByTestId("component-amount").fill(amount!);
      await row.getByTestId("component-unit").fill(unit!);
      await row.getByTestId("component-ratio").fill(ratio!);
    }
    expect(await dialog.getByTestId("recipe-needs").textContent()).toBe("The ratios add up to more than 100.");
    await rows.nth(1).getByTestId("component-ratio").fill("40");
    expect(await dialog.getByTestId("ratio-total").textContent()).toBe("Ratios add up to 100");
    await dialog.getByTestId("recipe-shelf-life").fill("30");
    await dialog.getByTestId("recipe-save").click();
    await dialog.waitFor({ state: "detached" });
    const recipe = page.getByTestId("recipe-row");
    await recipe.first().waitFor();
    expect(await recipe.getByTestId("recipe-components").textContent()).toBe("Acetonitrile 600 mL (60), Water 400 mL (40)");
    expect(await recipe.textContent()).toContain("30 days");

    await page.goto(`${app.url}/resource/commonList/method`);
    await page.getByTestId("method-link").first().click();
    await page.getByTestId("method-detail-page").waitFor();
    await expect.poll(() => page.getByTestId("method-status").textContent()).toBe("In effect");
    await expect
      .poll(() => page.getByTestId("method-in-effect").textContent())
      .toMatch(/^Version 2, in effect from \d{4}-\d{2}-\d{2}$/);
    await page.getByTestId("tab-draft").click();
    await page.getByTestId("method-prepared-materials").locator("input").click();
    await page.getByRole("option", { name: "PM0001 Mobile phase A" }).click();
    await page.getByTestId("save-draft").click();
    await page.getByTestId("method-draft-state").getByText("The draft has changes not yet published.").waitFor();
    await publish(page, "Mobile phase named");
    await page
      .getByTestId("method-in-effect")
      .getByText(/^Version 3/)
      .waitFor();
    await page.getByTestId("tab-version").click();
    expect(await page.getByTestId("shown-version-heading").textContent()).toMatch(/^Version 3, in effect from .+; published by /);
    expect(await page.getByTestId("method-content").textContent()).toContain("PM0001 Mobile phase A");
    await page.getByTestId("tab-citations").click();
    await page.getByText("No record you can open cites this method.").waitFor();
    const methodId = page.url().split("/").pop()!.split("?")[0]!;
    const record = await app.newRecord(app.adminToken, { book: "Release testing", title: "Batch 7 purity" });
    const cited = await app.api("POST", `/experiments/${record.id}/method-links`, app.adminToken, { methodId, version: 3 });
    // Cited in another session: the page reads it once the read models have it.
    await app.caughtUp(cited.position as number);
    await page.reload();
    await page.getByTestId("tab-citations").click();
    const citation = page.getByTestId("citation-row");
    await citation.waitFor();
    expect(await citation.getByRole("link").textContent()).toBe(`${record.number} Batch 7 purity`);
    expect(await citation.getByRole("link").getAttribute("href")).toBe(`/editRecord/${record.id}`);
    await settled(page);
    await screenshot(page, "method-en");
    await page.goto(`${app.url}/resource/detailReference`);
    const references = page.getByTestId("reference-list");
    await references.getByText("中国药典 2020 年版").waitFor();
    expect(await references.textContent()).toContain("SOP0001 阿司匹林 HPLC 纯度测定");
    await page.goto(`${app.url}/resource/detailFile`);
    await page.getByTestId("file-list").getByText("Nothing here yet.").waitFor();

    await page.close();
  });
});
