import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { readPdf } from "../api/pdf-text";
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

const LOT = {
  id: "mat-1",
  barcode: "MAT-20260001",
  name: "乙酸乙酯",
  unit: "mL",
  quantity: 500,
  expiresOn: "2027-03-31",
  details: { lotNumber: "L-12" },
};

/**
 * Issue 20, labels in Chromium, in Chinese and in English: a template designed from the palette
 * (text, barcode, QR code), placed in mm and by dragging, saved; then printed to a PDF download;
 * a scanned barcode opens the material.
 */
describeInChromium("label templates and printing in Chromium (issue 20)", () => {
  let app: ConsoleUnderTest;
  consoleForSuite((started) => {
    app = started;
  });
  let page: Page;

  beforeAll(async () => {
    await app.service.runtime.ports.readStore.commit({
      checkpointKey: "labels-console-test",
      writes: [{ op: "upsert", collection: "materials", doc: LOT, position: 1 }],
      checkpoint: 1,
    });
    await app.api("PUT", "/me/settings", app.adminToken, { language: "zh-CN" });
    page = await newPage(app, { height: 1200 });
    await page.goto(`${app.url}/resource/commonList/tagDesignTemplate`);
    await loginInBrowser(page, ADMIN.account, ADMIN.password);
  });

  const design = async (name: string) => {
    await page.getByTestId("label-templates-page").waitFor();
    await page.getByTestId("new-label-template").click();
    const designer = page.getByTestId("label-designer");
    await designer.getByTestId("designer-name").fill(name);
    await designer.getByTestId("add-text").click();
    await designer.getByTestId("add-barcode").click();
    await designer.getByTestId("component-y").fill("7");
    await designer.getByTestId("add-qrcode").click();
    await designer.getByTestId("component-x").fill("34");
    await designer.getByTestId("component-y").fill("7");
    return designer;
  };

  it("设计标签：添加文本、条形码与二维码，按毫米和拖动放置，保存；未保存离开时确认", async () => {
    expect(await page.getByTestId("page-title").textContent()).toBe("标签模板设计");
    const designer = await design("试剂瓶标签");
    // Dragging the barcode 5 mm right (8 px to the mm) moves it from 1 to 6 mm.
    await designer.getByTestId("designer-components").getByText("条形码 · barcode1").click();
    const box = (await designer.getByTestId("label-component-1").boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 20);
    await page.mouse.down();
    await page.mouse.move(box.x + 40, box.y + 20, { steps: 4 });
    await page.mouse.move(box.x + 60, box.y + 20, { steps: 4 });
    await page.mouse.up();
    expect(await designer.getByTestId("component-x").inputValue()).toBe("6");
    expect(await designer.getAttribute("data-unsaved")).toBe("true");
    await screenshot(page, "labels-designer");
    await designer.getByTestId("designer-save").click();
    await page.locator('[data-testid="label-designer"][data-unsaved="false"]').waitFor();
    await designer.getByTestId("designer-name").fill("试剂瓶标签 改");
    // Leaving by the menu asks too; staying keeps the change.
    await page.getByText("打印标签", { exact: true }).click();
    await page.getByTestId("designer-exit-confirm").waitFor();
    await page.getByTestId("designer-stay").click();
    expect(await designer.getByTestId("designer-name").inputValue()).toBe("试剂瓶标签 改");
    expect(new URL(page.url()).pathname).toBe("/resource/commonList/tagDesignTemplate");
    await designer.getByTestId("designer-back").click();
    expect(await page.getByTestId("designer-exit-confirm").textContent()).toContain("标签模板尚未保存");
    await page.getByTestId("designer-leave").click();
    await page.getByTestId("label-template-list").waitFor();
    await settled(page);
    expect(await page.getByTestId("label-template-row").allTextContents()).toEqual([expect.stringContaining("试剂瓶标签")]);
    expect(await page.getByTestId("label-template-row").first().textContent()).toContain("物料");
  });

  it("refuses a hostile label icon (a program named .png) before it is sent", async () => {
    await page.getByTestId("new-label-template").click();
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00 This program cannot be run in DOS mode."), Buffer.alloc(2048)]);
    await page.getByTestId("add-image-file").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: exe });
    await page.getByText("标签图标须为 png、jpg 或 svg 图片").waitFor();
    expect(await page.getByTestId("designer-components").textContent()).toBe("");
    await page.getByTestId("designer-back").click();
    await page.getByTestId("label-template-list").waitFor();
  });

  it("打印标签：选择模板，条码已由物料页带入，预览后下载 PDF", async () => {
    // The inventory's "print a label" opens this page with the lot's barcode filled in.
    await page.goto(`${app.url}/resource/commonList/tagSelectTemplate?ids=MAT-20260001`);
    await page.getByTestId("print-labels-page").waitFor();
    await page.getByTestId("print-preview").waitFor();
    expect(await page.getByTestId("print-items").inputValue()).toBe("MAT-20260001");
    await page.getByTestId("print-copies").fill("2");
    expect(await page.getByTestId("print-count").textContent()).toBe("标签：2 张，页数：2");
    await screenshot(page, "labels-print");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("print-labels").click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const { pages } = await readPdf(bytes);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain("乙酸乙酯");
  });

  it("扫描条码打开物料；不存在的条码提示“物料条码不存在”", async () => {
    await page.getByTestId("label-scan").fill("NOPE-1");
    await page.getByTestId("label-scan").press("Enter");
    await page.getByText("物料条码不存在").waitFor();
    await page.getByTestId("label-scan").fill("MAT-20260001");
    await page.getByTestId("label-scan").press("Enter");
    await page.waitForURL((url) => url.pathname === "/resource/detailMaterial" && url.searchParams.get("id") === "mat-1");
  });

  it("in English: designs a template and prints it as a PDF", async () => {
    await app.api("PUT", "/me/settings", app.adminToken, { language: "en" });
    await page.goto(`${app.url}/resource/commonList/tagDesignTemplate`);
    await page.getByTestId("label-templates-page").waitFor();
    expect(await page.getByTestId("page-title").textContent()).toBe("Label template designer");
    const designer = await design("Bottle label");
    await designer.getByTestId("designer-save").click();
    await page.locator('[data-testid="label-designer"][data-unsaved="false"]').waitFor();
    await designer.getByTestId("designer-back").click();
    await page.goto(`${app.url}/resource/commonList/tagSelectTemplate`);
    await page.getByTestId("print-template").locator("select").selectOption({ label: "Bottle label (Material)" });
    await page.getByTestId("print-items").fill("mat-1");
    expect(await page.getByTestId("print-count").textContent()).toBe("Labels: 1, pages: 1");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("print-labels").click()]);
    expect(download.suggestedFilename()).toMatch(/^Bottle label-\d{8}\.pdf$/);
  });
});
