import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  ADMIN_PASSWORD,
  type ConsoleUnderTest,
  describeInChromium,
  loginInBrowser,
  newPage,
  patience,
  signedAs,
  startConsole,
} from "./harness";

/** A one-page PDF, so the viewer frame has a real document to show. */
const PDF = Buffer.from(
  [
    "%PDF-1.4",
    "1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj",
    "2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj",
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj",
    "trailer<</Root 1 0 R>>",
    "%%EOF",
  ].join("\n"),
);
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * The console under its Content-Security-Policy: a walk through its main pages, the record
 * editor and the attachment viewer, failing on any violation the browser reports (the
 * `securitypolicyviolation` event in every frame, or a "Refused to …" console message).
 */
describeInChromium("the console under its Content-Security-Policy in Chromium", () => {
  let app: ConsoleUnderTest;
  let page: Page;
  let recordId: string;
  const violations: string[] = [];

  const api = (method: string, path: string, json?: unknown) => app.api(method, path, app.adminToken, json);
  const upload = async (moduleId: string, name: string, type: string, bytes: Buffer) => {
    const form = new FormData();
    form.append("moduleId", moduleId);
    form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
    const res = await fetch(`${app.url}/api/experiments/${recordId}/attachments`, {
      method: "POST",
      headers: signedAs({ token: app.adminToken, userId: app.userOf(app.adminToken) }),
      body: form,
    });
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    app = await startConsole();
    await app.releaseNotesSeen(app.adminToken);
    const book = await api("POST", "/notebooks", { name: "CSP book" });
    recordId = (await api("POST", "/experiments", { notebookId: book.id, title: "Under policy" })).id as string;
    const files = await api("POST", `/experiments/${recordId}/modules`, { type: "attachment", title: "Spectra" });
    await upload(files.moduleId as string, "nmr.pdf", "application/pdf", PDF);
    await upload(files.moduleId as string, "gel.png", "image/png", PNG);
    await api("POST", `/experiments/${recordId}/modules`, { type: "editor", title: "Notes" });
    await api("POST", `/experiments/${recordId}/modules`, { type: "equation", title: "Reaction" });
    page = await newPage(app);
    await page.exposeFunction("__cspViolation", (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { __cspViolation(text: string): void }).__cspViolation(
          `${e.violatedDirective} blocked ${e.blockedURI} in ${e.documentURI}`,
        ),
      );
    });
    page.on("console", (message) => {
      if (/Refused to|Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    page.on("pageerror", (error) => violations.push(`page error: ${error.message}`));
    // A worker (Ketcher's Indigo) runs under its own script's policy; its refusals show in its console.
    page.on("worker", (worker) =>
      worker.on("console", (message) => {
        if (/Refused to|Content Security Policy|wasm-unsafe-eval/i.test(message.text()))
          violations.push(`worker: ${message.text()}`);
      }),
    );
  }, patience(120_000));
  afterAll(async () => {
    await app?.stop();
  });

  it("logs in and walks the home page, the team pages, projects and records without a violation", async () => {
    await page.goto(`${app.url}/`);
    await loginInBrowser(page, "admin", ADMIN_PASSWORD);
    await page.getByTestId("main-header").waitFor();
    for (const [path, testId] of [
      ["/team/auditTrail", "audit-table"],
      ["/team/process", "flow-table"],
      ["/team/member", "department-tree"],
      ["/team/watermark", "watermark-preview"],
      ["/project", "create-project"],
      ["/record", "create-record"],
      [`/previewRecord/${recordId}`, "record-preview-page"],
    ] as const) {
      await page.goto(`${app.url}${path}`);
      await page.getByTestId(testId).first().waitFor();
      await page.waitForLoadState("networkidle");
    }
    expect(violations).toEqual([]);
  });

  it("opens the record editor and shows a picture and a PDF in the attachment viewer without a violation", async () => {
    await page.goto(`${app.url}/editRecord/${recordId}`);
    await page.getByTestId("record-editor").waitFor();
    const spectra = page.locator('[data-module-title="Spectra"]');
    await spectra.getByTestId("attachment-row").first().waitFor();
    await spectra.getByTestId("attachment-row").filter({ hasText: "gel.png" }).getByTestId("attachment-view").click();
    const picture = page.getByTestId("attachment-viewer").locator("img");
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await page.keyboard.press("Escape");
    await page.getByTestId("attachment-viewer").waitFor({ state: "hidden" });
    const served = page.waitForResponse((res) => res.url().includes("/api/files/"));
    await spectra.getByTestId("attachment-row").filter({ hasText: "nmr.pdf" }).getByTestId("attachment-view").click();
    // pdf.js draws the PDF onto canvases, its worker a same-origin asset: allowed by worker-src 'self'.
    await page.getByTestId("attachment-viewer").getByTestId("pdf-page").first().waitFor();
    expect((await served).status()).toBe(200);
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });

  it(
    "runs the reaction structure editor (Ketcher, Indigo's WASM in a worker) without a violation; only that worker may compile WebAssembly",
    async () => {
      const policies = new Map<string, string>();
      page.on("response", (res) => policies.set(new URL(res.url()).pathname, res.headers()["content-security-policy"] ?? ""));
      await page.goto(`${app.url}/editRecord/${recordId}`);
      const reaction = page.locator('[data-module-title="Reaction"]');
      // Ready once Indigo answered: its WASM was compiled in the worker under the worker's own policy.
      await reaction.locator('[data-testid="structure-editor"][data-ready="true"]').waitFor({ timeout: patience(60_000) });
      await page.waitForLoadState("networkidle");
      expect(violations).toEqual([]);
      const worker = [...policies.keys()].find((path) => /^\/assets\/indigoWorker-[\w-]+\.js$/.test(path));
      expect(worker).toBeDefined();
      expect(policies.get(worker!)).toMatch(/script-src 'self' 'wasm-unsafe-eval';/);
      // The page itself, and every other script, keep script-src 'self' alone.
      const documentPolicy = policies.get(`/editRecord/${recordId}`);
      expect(documentPolicy).toMatch(/script-src 'self';/);
      for (const [path, policy] of policies)
        if (path !== worker && policy !== "") expect(policy, path).not.toContain("wasm-unsafe-eval");
    },
    patience(120_000),
  );
});
