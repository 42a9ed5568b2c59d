import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import {
  ADMIN,
  type ConsoleUnderTest,
  consoleForSuite,
  describeInChromium,
  loginInBrowser,
  newPage,
  screenshot,
  settled,
} from "./harness";

/**
 * Issue 20, self-made material categories at /team/setting/material, in Chromium: a category and its
 * own columns made in Chinese, read and changed in English; one with lots in it is not deleted (spec §8).
 */
describeInChromium("self-made material categories in Chromium (spec /team/setting/material, issue 20)", () => {
  let app: ConsoleUnderTest;
  consoleForSuite((started) => {
    app = started;
  });
  let page: Page;
  const dialog = () => page.getByTestId("category-dialog");
  const column = (i: number) => dialog().getByTestId("category-column").nth(i);
  const fillColumn = async (i: number, key: string, zh: string, en: string, type: string) => {
    await column(i).getByTestId("column-key").fill(key);
    await column(i).getByTestId("column-label-zh").fill(zh);
    await column(i).getByTestId("column-label-en").fill(en);
    await column(i).getByTestId("column-type").locator("select").selectOption(type);
  };
  const row = (name: string) => page.locator(`[data-testid="category-row"][data-name="${name}"]`);

  beforeAll(async () => {
    await app.api("PUT", "/me/settings", app.adminToken, { language: "zh-CN" });
    page = await newPage(app, { height: 1100 });
    await page.goto(`${app.url}/team/setting/material`);
    await loginInBrowser(page, ADMIN.account, ADMIN.password);
  });

  it("在物料设置页新建类别：自定义列的 KEY 不合规时说明原因且不能保存；选项列需填写选项；可调整顺序", async () => {
    await page.getByTestId("material-categories-page").waitFor();
    expect(await page.getByTestId("page-title").textContent()).toBe("物料设置");
    await page.getByTestId("new-category").click();
    await dialog().getByTestId("category-name").fill("干燥溶剂");
    await dialog().getByTestId("add-column").click();
    await fillColumn(0, "Water-ppm", "含水量", "Water ppm", "number");
    await column(0).getByTestId("column-required").check();
    expect(await dialog().getByTestId("category-needs").textContent()).toBe("第 1 列的 KEY 须以小写字母开头，其后为字母或数字。");
    expect(await dialog().getByTestId("category-save").isDisabled()).toBe(true);
    await column(0).getByTestId("column-key").fill("waterPpm");
    await dialog().getByTestId("add-column").click();
    await fillColumn(1, "grade", "等级", "Grade", "choice");
    expect(await dialog().getByTestId("category-needs").textContent()).toBe("第 2 列为选项列，请填写选项。");
    await column(1).getByTestId("column-options").fill("HPLC\nAR");
    await dialog().getByTestId("category-needs").waitFor({ state: "detached" });
    await column(0).getByTestId("column-down").click();
    expect(await column(0).getByTestId("column-key").inputValue()).toBe("grade");
    await settled(page);
    await screenshot(page, "material-category-dialog-zh-CN");
    await dialog().getByTestId("category-save").click();
    await dialog().waitFor({ state: "detached" });
    await row("干燥溶剂").waitFor();
    expect(await row("干燥溶剂").getByTestId("category-columns-in-words").textContent()).toBe("等级、含水量（必填）");
    expect(await row("干燥溶剂").getByTestId("category-lots").textContent()).toBe("0");
  });

  it("名称已被其他类别使用时，对话框显示服务器的中文说明", async () => {
    await page.getByTestId("new-category").click();
    await dialog().getByTestId("category-name").fill("干燥溶剂");
    await dialog().getByTestId("category-save").click();
    expect(await dialog().getByTestId("category-problem").textContent()).toBe("已存在名为“干燥溶剂”的物料类别");
    await dialog().getByRole("button", { name: "取消" }).click();
    await dialog().waitFor({ state: "detached" });
  });

  it("in English: the columns read by their English names, and a change is saved", async () => {
    await app.api("PUT", "/me/settings", app.adminToken, { language: "en" });
    await page.reload();
    await page.getByTestId("material-categories-page").waitFor();
    expect(await page.getByTestId("page-title").textContent()).toBe("Material settings");
    expect(await row("干燥溶剂").getByTestId("category-columns-in-words").textContent()).toBe("Grade, Water ppm (required)");
    await row("干燥溶剂").getByTestId("category-edit").click();
    await column(0).getByTestId("column-remove").click();
    await dialog().getByTestId("category-save").click();
    await dialog().waitFor({ state: "detached" });
    await expect.poll(() => row("干燥溶剂").getByTestId("category-columns-in-words").textContent()).toBe("Water ppm (required)");
    await settled(page);
    await screenshot(page, "material-categories-en");
  });

  it("spec §8: a category with lots in it is not deleted, and the page says why", async () => {
    const res = await app.call("GET", "/api/material-categories", { token: app.adminToken });
    const { id } = ((await res.json()) as { rows: { id: string }[] }).rows[0]!;
    await app.service.runtime.ports.readStore.commit({
      checkpointKey: "test-material-lots",
      writes: [{ op: "upsert", collection: "materials", doc: { id: "lot-1", categoryId: id }, position: 1 }],
      checkpoint: 1,
    });
    await page.reload();
    await expect.poll(() => row("干燥溶剂").getByTestId("category-lots").textContent()).toBe("1");
    await row("干燥溶剂").getByTestId("category-delete").click();
    await page.getByTestId("category-delete-confirm").click();
    await page
      .getByTestId("toast")
      .filter({ hasText: 'The material category "干燥溶剂" has resource data (1 lots) and cannot be deleted' })
      .waitFor();
    expect(await row("干燥溶剂").count()).toBe(1);
  });
});
