import { basename } from "node:path";
import type { Page, Request } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { STRUCTURE_CHANGE_DEBOUNCE_MS } from "../../apps/console/src/ui/structure-editor/change-debounce";
import {
  ADMIN,
  type ConsoleUnderTest,
  consoleForSuite,
  describeInChromium,
  framesRendered,
  loginInBrowser,
  newPage,
  patience,
  screenshot,
  settled,
} from "./harness";
import { ketcherFiles, readConsoleBuild } from "./ketcher-build";

type Json = Record<string, unknown>;
type Module = { moduleId: string; title: string; type: string; content: { fields: Json } };

/** Ketcher's chunks and Indigo's 11.8 MB WASM, compiled in a worker, on a busy machine. */
const KETCHER_READY = patience(60_000);
const KETCHER_TEST = patience(120_000);

/** Ethyl acetate from acetic acid and ethanol: two reactants, one product. */
const ESTERIFICATION = "CC(=O)O.OCC>>CC(=O)OCC";

/** An RXN V2000's reactant and product counts (the line after its three header lines) and its molfile blocks. */
function rxnParts(rxn: string) {
  const lines = rxn.split("\n");
  const counts = lines[4]!;
  return {
    header: lines[0]!.trim(),
    reactants: Number(counts.slice(0, 3)),
    products: Number(counts.slice(3, 6)),
    molfiles: lines.filter((line) => line.startsWith("$MOL")).length,
  };
}

/**
 * The reaction module's structure editor: Ketcher, loaded only with a reaction module, under our
 * own words (Import, loading, errors) in both languages; its drawing saved as RXN with the record.
 */
describeInChromium("the reaction structure editor (Ketcher) in Chromium", () => {
  let app: ConsoleUnderTest;
  consoleForSuite((started) => {
    app = started;
  });
  let ketcher: ReturnType<typeof ketcherFiles>;
  let plainId: string;
  let reactionId: string;
  let page: Page;
  /** Every request the page (and its workers) sent, and the answers' content types by file. */
  const requested: string[] = [];
  const contentTypes = new Map<string, string>();

  const fileOf = (url: string) => basename(new URL(url).pathname);
  const ketcherRequests = () => requested.map(fileOf).filter((file) => ketcher.all.has(file));
  const reactionModule = async () =>
    ((await app.api("GET", `/experiments/${reactionId}`, app.adminToken)) as { modules: Module[] }).modules.find(
      (m) => m.type === "equation",
    )!;
  const setLanguage = (language: "en" | "zh-CN") => app.api("PUT", "/me/settings", app.adminToken, { language });
  const card = () => page.locator('[data-module-title="Reaction"]');
  const editor = () => card().getByTestId("structure-editor");
  /** What the module's structure (its draft when edited) holds: empty, a molecule or a reaction. */
  const drawn = () => card().getByTestId("structure").getAttribute("data-drawn");
  const drawnAs = (kind: string) => card().locator(`[data-testid="structure"][data-drawn="${kind}"]`).waitFor();

  /** Holds the request for these files until the returned function releases it (a route turns the cache off, so it is asked for). */
  const hold = async (pattern: string) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let answered: Promise<void> = Promise.resolve();
    await page.route(pattern, (route) => {
      answered = released.then(() => route.continue());
      return answered;
    });
    return async () => {
      release();
      await answered;
      await page.unroute(pattern);
    };
  };

  /** Opens the reaction record's editor and waits until Ketcher and Indigo are ready. */
  const openReaction = async () => {
    await page.goto(`${app.url}/editRecord/${reactionId}`);
    await editor().and(page.locator('[data-ready="true"]')).waitFor({ timeout: KETCHER_READY });
  };

  /** Types a text into our Import dialog and submits it. */
  const importText = async (text: string) => {
    await card().getByTestId("structure-import").click();
    const dialog = page.getByTestId("structure-import-dialog");
    await dialog.waitFor();
    await dialog.getByTestId("structure-import-text").fill(text);
    await dialog.getByTestId("structure-import-submit").click();
    return dialog;
  };

  beforeAll(async () => {
    ketcher = ketcherFiles(readConsoleBuild());
    await setLanguage("en");
    plainId = (
      await app.newRecord(app.adminToken, {
        book: "Plain book",
        title: "No reaction",
        modules: [{ type: "input", title: "Observation" }],
      })
    ).id;
    reactionId = (
      await app.newRecord(app.adminToken, {
        book: "Reaction book",
        title: "Esterification",
        modules: [{ type: "equation", title: "Reaction" }],
      })
    ).id;
    page = await newPage(app, { clock: true, height: 1100 });
    page.context().on("request", (request: Request) => requested.push(request.url()));
    page
      .context()
      .on("response", (response) => contentTypes.set(fileOf(response.url()), response.headers()["content-type"] ?? ""));
    await page.goto(`${app.url}/editRecord/${plainId}`);
    await loginInBrowser(page, ADMIN.account, ADMIN.password);
  }, KETCHER_TEST);

  it(
    "a record without a reaction module never asks for Ketcher, its CSS, worker or WASM",
    async () => {
      await page.getByTestId("record-editor").waitFor();
      await page.locator('[data-module-title="Observation"]').waitFor();
      await settled(page);
      // The module registry (which holds the editor's lazy import) came; nothing of Ketcher did.
      expect(requested.some((url) => /\/assets\/registry-[\w-]+\.js$/.test(url))).toBe(true);
      expect(ketcherRequests()).toEqual([]);
    },
    KETCHER_TEST,
  );

  it(
    "a record with one shows our loading words while the chunk loads, then Ketcher with Indigo's WASM (served as application/wasm)",
    async () => {
      const releaseChunk = await hold("**/assets/KetcherDrawing-*.js");
      await page.goto(`${app.url}/editRecord/${reactionId}`);
      const loading = card().getByTestId("structure-editor-loading");
      await loading.waitFor();
      expect(await loading.textContent()).toBe("Loading the structure editor…");
      await releaseChunk();
      await editor().and(page.locator('[data-ready="true"]')).waitFor({ timeout: KETCHER_READY });
      const [wasm] = ketcher.wasm;
      expect(ketcherRequests()).toEqual(
        expect.arrayContaining([
          ...ketcher.parts.filter((p) => p.startsWith("Ketcher")),
          ...ketcher.css,
          ...ketcher.worker,
          wasm,
        ]),
      );
      expect(contentTypes.get(wasm!)).toBe("application/wasm");
      expect(await drawn()).toBe("empty");
    },
    KETCHER_TEST,
  );

  it(
    "imports the reaction SMILES through our dialog; saved, it is an RXN of 2 reactants and 1 product, shown again after a reload without an echo",
    async () => {
      const dialog = await importText(ESTERIFICATION);
      await dialog.waitFor({ state: "hidden" });
      await drawnAs("reaction");
      // Ketcher drew it: bonds on its canvas.
      await editor().locator('path[data-testid="bond"]').first().waitFor({ state: "attached" });
      await card().getByTestId("module-dirty").waitFor();
      // The server read the drawing: its components fill the reaction table (then the save holds both).
      await card().getByTestId("reaction-row-2").waitFor();
      await screenshot(page, "structure-editor-reaction");
      await page.getByTestId("record-save").click();
      await page.getByTestId("saved-chip").waitFor();

      const saved = (await reactionModule()).content.fields.molFile as string;
      expect(rxnParts(saved)).toEqual({ header: "$RXN", reactants: 2, products: 1, molfiles: 3 });

      await openReaction();
      expect(await drawn()).toBe("reaction");
      // Loading the saved structure into Ketcher hands nothing back: past the debounce, nothing is unsaved.
      await page.clock.fastForward(STRUCTURE_CHANGE_DEBOUNCE_MS * 2);
      await settled(page);
      expect(await card().getByTestId("module-dirty").count()).toBe(0);
      expect(await page.getByTestId("unsaved-chip").count()).toBe(0);
      expect((await reactionModule()).content.fields.molFile).toBe(saved);
    },
    KETCHER_TEST,
  );

  it(
    "a text Ketcher cannot read is refused in our words inside the dialog, and nothing changes",
    async () => {
      const before = (await reactionModule()).content.fields.molFile;
      const dialog = await importText("this is no structure ((");
      const error = dialog.getByTestId("structure-import-error");
      await error.waitFor();
      expect(await error.textContent()).toBe("This text could not be read as a structure. The drawing was not changed.");
      await screenshot(page, "structure-editor-import-refused");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      await page.clock.fastForward(STRUCTURE_CHANGE_DEBOUNCE_MS * 2);
      await settled(page);
      expect(await drawn()).toBe("reaction");
      expect(await card().getByTestId("module-dirty").count()).toBe(0);
      expect((await reactionModule()).content.fields.molFile).toBe(before);
    },
    KETCHER_TEST,
  );

  it(
    "in zh-CN our words around Ketcher are Chinese: loading, Import, the dialog and its refusal",
    async () => {
      await setLanguage("zh-CN");
      const releaseChunk = await hold("**/assets/KetcherDrawing-*.js");
      await page.goto(`${app.url}/editRecord/${reactionId}`);
      const loading = card().getByTestId("structure-editor-loading");
      await loading.waitFor();
      expect(await loading.textContent()).toBe("正在加载结构编辑器…");
      await releaseChunk();
      await editor().and(page.locator('[data-ready="true"]')).waitFor({ timeout: KETCHER_READY });
      expect(await card().getByTestId("structure-import").textContent()).toBe("导入");
      const dialog = await importText("这不是结构");
      await dialog.getByTestId("structure-import-error").waitFor();
      expect(await dialog.locator("h2").textContent()).toBe("导入结构");
      expect(await dialog.getByTestId("structure-import-error").textContent()).toBe("无法将此文本识别为结构，绘图未做更改。");
      await screenshot(page, "structure-editor-import-refused-zh-CN");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      await setLanguage("en");
    },
    KETCHER_TEST,
  );

  it(
    "read-only (the record's preview) shows the server's picture of the structure: no tools, no Import, nothing of Ketcher",
    async () => {
      requested.length = 0;
      await page.goto(`${app.url}/previewRecord/${reactionId}`);
      const picture = card().getByTestId("structure-picture");
      await drawnAs("reaction");
      // Indigo drew it on the server; the page shows it as an image (which runs no script).
      await card().locator('[data-testid="structure-picture"][data-state="drawn"] img').waitFor();
      expect(await picture.locator("img").getAttribute("src")).toMatch(/^blob:/);
      await settled(page);
      expect(await card().getByTestId("structure-import").count()).toBe(0);
      expect(await card().getByTestId("structure-editor").count()).toBe(0);
      expect(ketcherRequests()).toEqual([]);
      await screenshot(page, "structure-editor-read-only");
    },
    KETCHER_TEST,
  );

  it(
    "a chunk that does not load shows our error with a retry, and the retry loads the editor",
    async () => {
      await page.route("**/assets/KetcherDrawing-*.js", (route) => route.abort());
      await page.goto(`${app.url}/editRecord/${reactionId}`);
      const failed = card().getByTestId("structure-editor-failed");
      await failed.waitFor();
      expect(await failed.textContent()).toContain("The structure editor could not be loaded.");
      await page.unroute("**/assets/KetcherDrawing-*.js");
      await framesRendered(page);
      await failed.getByTestId("structure-editor-retry").click();
      await editor().and(page.locator('[data-ready="true"]')).waitFor({ timeout: KETCHER_READY });
      expect(await drawn()).toBe("reaction");
    },
    KETCHER_TEST,
  );
});
