import PDFDocument from "pdfkit";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { HTML_PAYLOAD, SVG_PAYLOAD } from "../api/hostile-multipart";
import { writeOldAttachment } from "../api/old-attachments";
import {
  ADMIN_PASSWORD,
  type ConsoleUnderTest,
  describeInChromium,
  loginInBrowser,
  newPage,
  patience,
  screenshot,
  startConsole,
} from "./harness";

type Row = { rowId: string; name: string; sha256: string };

/** A real one-page PDF, so the viewer has something to draw. */
const realPdf = () =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument({ size: "A5" });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.fontSize(24).text("1H NMR (400 MHz, CDCl3)");
    doc.end();
  });

describeInChromium("hostile attachments run no script in the console, whatever views them", () => {
  let app: ConsoleUnderTest;
  let member: { account: string; password: string };
  let memberToken: string;
  let recordId: string;
  let moduleId: string;
  /** Every request any page, frame or worker of the browser made to the hostile files' marker address. */
  const marks: string[] = [];

  const rows = async () =>
    ((await app.api("GET", `/experiments/${recordId}`, memberToken)) as { modules: Array<{ content: { rows: Row[] } }> })
      .modules[0]!.content.rows;
  /** What the hostile scripts would have left behind on a page of the console. */
  const traces = (page: Page) =>
    page.evaluate(() => ({
      pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
      title: document.title === "pwned",
      stored: localStorage.getItem("pwned"),
    }));
  const clean = { pwned: null, title: false, stored: null };
  /** In a tab left on a download (or a sandboxed file) storage cannot even be read: the window's own marks. */
  const tabTraces = (page: Page) =>
    page.evaluate(() => ({
      pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
      title: document.title === "pwned",
    }));
  const watch = async (page: Page) => {
    page.context().on("request", (request) => {
      if (request.url().includes("pwned-marker")) marks.push(request.url());
    });
    return page;
  };

  beforeAll(async () => {
    app = await startConsole();
    member = await app.createMember("mallory.chemist", "root");
    memberToken = await app.login(member.account, member.password);
    await app.releaseNotesSeen(memberToken);
    await app.releaseNotesSeen(app.adminToken);
    const record = await app.newRecord(memberToken, {
      book: "Spectra",
      title: "NMR of batch 7",
      modules: [{ type: "attachment", title: "Spectra" }],
    });
    recordId = record.id;
    moduleId = record.modules[0]!.moduleId;
  }, patience(120_000));
  afterAll(async () => {
    await app?.stop();
  });

  it("the editor's upload refuses HTML named NMR-1H.pdf and an SVG named .png, with the localised message", async () => {
    const page = await watch(await newPage(app));
    await page.goto(`${app.url}/editRecord/${recordId}`);
    await loginInBrowser(page, member.account, member.password);
    const input = page.locator(`[data-testid="upload-input-${moduleId}"]`);
    await input.setInputFiles({ name: "NMR-1H.pdf", mimeType: "text/html", buffer: HTML_PAYLOAD });
    await expect
      .poll(() => page.getByTestId("upload-problem").textContent())
      .toBe("文件“NMR-1H.pdf”的内容不是 .pdf 格式，未保存任何文件");
    await input.setInputFiles({ name: "gel.png", mimeType: "image/svg+xml", buffer: SVG_PAYLOAD });
    await expect
      .poll(() => page.getByTestId("upload-problem").textContent())
      .toBe("文件“gel.png”的内容不是 .png 格式，未保存任何文件");
    expect(await rows()).toEqual([]);
    expect(await traces(page)).toEqual(clean);
    await page.close();
  }, 30_000);

  it("files stored by an older version (HTML as NMR-1H.pdf text/html, SVG as gel.png image/svg+xml) run nothing in the record preview, the viewer, or a tab; a real PDF still shows", async () => {
    const to = { recordId, moduleId, memberId: app.userOf(memberToken) };
    const hostile = [
      await writeOldAttachment(app.service, to, { name: "NMR-1H.pdf", mediaType: "text/html", content: HTML_PAYLOAD }),
      await writeOldAttachment(app.service, to, { name: "gel.png", mediaType: "image/svg+xml", content: SVG_PAYLOAD }),
      await writeOldAttachment(app.service, to, { name: "spectrum.pdf", mediaType: "application/pdf", content: HTML_PAYLOAD }),
    ];
    const pdf = await writeOldAttachment(app.service, to, {
      name: "NMR-13C.pdf",
      mediaType: "application/pdf",
      content: await realPdf(),
    });

    // The administrator views the files, in the record preview and in the editor.
    const page = await watch(await newPage(app));
    await page.goto(`${app.url}/previewRecord/${recordId}`);
    await loginInBrowser(page, "admin", ADMIN_PASSWORD);
    for (const path of [`/previewRecord/${recordId}`, `/editRecord/${recordId}`]) {
      await page.goto(`${app.url}${path}`);
      const list = page.getByTestId(`attachments-${moduleId}`);
      await list.getByTestId("attachment-row").first().waitFor();
      const title = await page.title();
      for (const row of hostile) {
        await list.getByTestId("attachment-row").filter({ hasText: row.name }).getByTestId("attachment-view").click();
        // The viewer has finished with the file: it says it cannot show it.
        await page.getByTestId("attachment-viewer").getByRole("alert").waitFor();
        expect({ path, row: row.name, ...(await traces(page)) }).toEqual({ path, row: row.name, ...clean });
        expect(await page.title()).toBe(title);
        await page.keyboard.press("Escape");
        await page.getByTestId("attachment-viewer").waitFor({ state: "hidden" });
      }
      await list.getByTestId("attachment-row").filter({ hasText: pdf.name }).getByTestId("attachment-view").click();
      await page.getByTestId("pdf-page").first().waitFor();
      expect(await page.getByTestId("pdf-view").getAttribute("data-pages")).toBe("1");
      expect(await page.locator("iframe").count()).toBe(0);
      await screenshot(page, `hostile-attachments-pdf-viewer-${path.split("/")[1]}`);
      await page.keyboard.press("Escape");
    }

    // The signed links opened in a tab of the administrator's browser (its storage copied): a download, never a page.
    const adminToken = app.adminToken;
    const tabs = await app.browser.newContext({ storageState: await page.context().storageState() });
    for (const row of hostile) {
      const { url } = (await app.api(
        "GET",
        `/experiments/${recordId}/attachments/${row.sha256}/link?row=${row.rowId}`,
        adminToken,
      )) as {
        url: string;
      };
      for (const address of [url, `${url}&download=true`]) {
        const tab = await watch(await tabs.newPage());
        const download = tab.waitForEvent("download");
        await tab.goto(`${app.url}${address}`).catch(() => "a download aborts the navigation");
        expect((await download).suggestedFilename()).toBe(row.name);
        expect(await tabTraces(tab)).toEqual({ pwned: null, title: false });
        await tab.close();
      }
    }
    // A real PDF opens in the browser's viewer, in a sandbox of its own.
    const { url } = (await app.api(
      "GET",
      `/experiments/${recordId}/attachments/${pdf.sha256}/link?row=${pdf.rowId}`,
      adminToken,
    )) as {
      url: string;
    };
    const tab = await watch(await tabs.newPage());
    const headers = await (await tab.goto(`${app.url}${url}`))!.allHeaders();
    expect(headers).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": "inline; filename*=UTF-8''NMR-13C.pdf",
      "content-security-policy": "default-src 'none'; sandbox; frame-ancestors 'self'",
    });
    expect(await tabTraces(tab)).toEqual({ pwned: null, title: false });
    // The administrator's storage in that browser is as it was.
    await tab.goto(`${app.url}/login`);
    expect(await traces(tab)).toEqual(clean);
    await tabs.close();

    expect(await traces(page)).toEqual(clean);
    expect(marks).toEqual([]);
  }, 120_000);
});
