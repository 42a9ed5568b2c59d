import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { autoSaveIntervalMs } from "../../apps/console/src/features/records/model/autosave";
import {
  type ConsoleUnderTest,
  chooseOption,
  describeInChromium,
  patience,
  screenshot,
  signedInPage,
  startConsole,
} from "./harness";

type Json = Record<string, unknown>;
type Module = { moduleId: string; title: string; type: string; lastCacheTime: number; content: { fields: Json; rows: Json[] } };

describeInChromium("the record editor in Chromium (spec §3–§5, §8)", () => {
  let app: ConsoleUnderTest;
  let owner: { account: string; password: string };
  let colleague: { account: string; password: string };
  let ownerToken: string;
  let colleagueToken: string;
  let bookId: string;
  let recordId: string;
  let ownerPage: Page;
  let cloneId: string;

  const record = async (id = recordId, token = ownerToken) =>
    (await app.api("GET", `/experiments/${id}`, token)) as Json & { modules: Module[] };
  const moduleNamed = async (title: string, id = recordId) => (await record(id)).modules.find((m) => m.title === title)!;
  const setTempSaveTime = async (seconds: number) => {
    const other = await app.api("GET", "/settings/other", app.adminToken);
    await app.api("PUT", "/settings/other", app.adminToken, { ...other, tempSaveTime: seconds });
  };
  const card = (page: Page, title: string) => page.locator(`[data-module-title="${title}"]`);

  /** Adds a module through the editor's dialog (type from the menu, title, options for choices). */
  const addModule = async (page: Page, kind: string, title: string, options?: string) => {
    await page.getByTestId("add-module").click();
    const dialog = page.getByTestId("add-module-dialog");
    await chooseOption(page, dialog.getByRole("combobox").first(), page.getByTestId(`kind-${kind}`));
    await page.getByTestId("add-module-title").fill(title);
    if (options) await page.getByTestId("add-module-options").fill(options);
    await page.getByTestId("submit-modal-submit").click();
    await card(page, title).waitFor();
    await dialog.waitFor({ state: "hidden" });
  };

  beforeAll(async () => {
    app = await startConsole();
    owner = await app.createMember("rec.owner", "root");
    colleague = await app.createMember("rec.colleague", "root");
    ownerToken = await app.login(owner.account, owner.password);
    colleagueToken = await app.login(colleague.account, colleague.password);
    for (const token of [ownerToken, colleagueToken]) await app.releaseNotesSeen(token);
    // Auto-save rarely while the manual save is tested; the test then sets it to its minimum.
    await setTempSaveTime(600);
    const project = await app.api("POST", "/projects", ownerToken, { name: "Suzuki coupling" });
    const colleagueId = (await app.api("GET", "/auth/me", colleagueToken)).id as string;
    const grant = await app.api("PUT", `/projects/${project.id}/members/${colleagueId}`, ownerToken, { access: "write" });
    await app.caughtUp(grant.position as number);
    bookId = (await app.api("POST", "/notebooks", ownerToken, { name: "合成记录本", projectId: project.id })).id as string;
  }, patience(120_000));
  afterAll(async () => {
    await app?.stop();
  });

  it("creates a record via /newRecord/0/{book}, adds modules, saves by hand and automatically; the values survive a reload and the trace has old → new", async () => {
    ownerPage = await signedInPage(app, owner, `/newRecord/0/${bookId}`, { clock: true });
    const page = ownerPage;
    await page.getByTestId("new-record-page").waitFor();
    await page.getByTestId("new-record-title").fill("Batch 7 coupling");
    await page.getByTestId("new-record-create").click();
    await page.waitForURL((url) => url.pathname.startsWith("/editRecord/"));
    recordId = new URL(page.url()).pathname.split("/").pop()!;
    await page.getByTestId("record-editor").waitFor();
    expect(await page.getByTestId("main-header").count()).toBe(0);
    expect((await record()).title).toBe("Batch 7 coupling");

    await addModule(page, "input", "Observation");
    await addModule(page, "inputNumber", "Yield");
    await addModule(page, "select", "Solvent", "THF, DMF");
    await addModule(page, "grid:labMaterial", "Materials");
    await addModule(page, "attachment", "Spectra");
    await addModule(page, "editor", "Procedure");
    expect((await record()).modules.map((m) => m.type)).toEqual([
      "input",
      "inputNumber",
      "select",
      "grid",
      "attachment",
      "editor",
    ]);

    await card(page, "Observation").locator("input").fill("white solid");
    await card(page, "Yield").locator("input").fill("87.5");
    await card(page, "Solvent").getByRole("combobox").click();
    await page.getByRole("option", { name: "DMF" }).click();
    await card(page, "Procedure")
      .getByTestId(/^editor-/)
      .click();
    await page.keyboard.type("Stir for 2 h at 80 °C");
    await page.getByTestId("unsaved-chip").waitFor();
    await page.getByTestId("record-save").click();
    await page.getByTestId("saved-chip").waitFor();
    expect((await moduleNamed("Observation")).content.fields.value).toBe("white solid");
    expect((await moduleNamed("Yield")).content.fields.value).toBe(87.5);
    expect((await moduleNamed("Solvent")).content.fields.value).toBe("DMF");
    expect((await moduleNamed("Procedure")).content.fields.html).toContain("Stir for 2 h");

    // Auto-save at its minimum (5 s): no click.
    await setTempSaveTime(5);
    await page.reload();
    await page.getByTestId("record-editor").waitFor();
    await card(page, "Observation").locator("input").fill("white crystalline solid");
    await page.clock.fastForward(autoSaveIntervalMs(5)); // the auto-save's turn comes
    await expect.poll(async () => (await moduleNamed("Observation")).content.fields.value).toBe("white crystalline solid");
    const trace = (await (await app.call("GET", `/api/experiments/${recordId}/trace`, { token: ownerToken })).json()) as {
      rows: Array<Json>;
    };
    const observation = trace.rows.filter((r) => r.title === "Observation" && r.fieldName === "value");
    expect(observation[0]).toMatchObject({
      action: 2,
      oldValue: "white solid",
      newValue: "white crystalline solid",
      isAuto: true,
    });
    expect(observation[1]).toMatchObject({ action: 1, oldValue: null, newValue: "white solid", isAuto: false });
    expect(observation[0]!.modifyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    await page.reload();
    await page.getByTestId("record-editor").waitFor();
    expect(await card(page, "Observation").locator("input").inputValue()).toBe("white crystalline solid");
    expect(await card(page, "Yield").locator("input").inputValue()).toBe("87.5");
    expect(
      await card(page, "Procedure")
        .getByTestId(/^editor-/)
        .textContent(),
    ).toContain("Stir for 2 h");
    await screenshot(page, "records-editor-saved");
  }, 90_000);

  it("a grid module's rows are saved and shown again after a reload; a blank required cell fails the completeness check", async () => {
    const page = ownerPage;
    const grid = card(page, "Materials");
    await grid.getByTestId(/^grid-add-row-/).click();
    await grid.getByTestId(/^grid-add-row-/).click();
    await grid.getByTestId("grid-cell-0-name").fill("Pd(PPh3)4");
    await grid.getByTestId("grid-cell-0-amount").fill("0.5 g");
    await grid.getByTestId("grid-cell-1-casNo").fill("7732-18-5");
    await page.getByTestId("record-save").click();
    await expect.poll(async () => (await moduleNamed("Materials")).content.rows.length).toBe(2);
    const rows = (await moduleNamed("Materials")).content.rows;
    expect(rows[0]).toMatchObject({ name: "Pd(PPh3)4", amount: "0.5 g" });
    await page.reload();
    await page.getByTestId("record-editor").waitFor();
    expect(await card(page, "Materials").getByTestId("grid-cell-0-name").inputValue()).toBe("Pd(PPh3)4");

    await page.getByTestId("record-check").click();
    const result = page.getByTestId("completeness-result");
    await result.waitFor();
    expect(await result.textContent()).toContain("内容不完整，请补充后再提交");
    expect(await card(page, "Materials").getAttribute("data-incomplete")).toBe("true");
    expect(await card(page, "Materials").getByTestId("grid-row-1").getAttribute("data-incomplete")).toBe("true");
    const completeness = await app.api("GET", `/experiments/${recordId}/completeness`, ownerToken);
    expect(completeness.complete).toBe(false);
    await screenshot(page, "records-completeness");
  }, 60_000);

  it("N/A clears room temperature and humidity after a confirmation", async () => {
    const page = ownerPage;
    await page.getByTestId("record-temperature").fill("22");
    await page.getByTestId("record-humidity").fill("45");
    await page.getByTestId("record-save").click();
    await expect.poll(async () => (await record()).roomTemperature).toBe(22);
    expect((await record()).relativeHumidity).toBe(45);
    await page.getByTestId("record-na").click();
    await page.getByTestId("na-confirm").waitFor();
    await screenshot(page, "records-na-confirm");
    await page.getByTestId("na-confirm-ok").click();
    await expect.poll(async () => (await record()).roomTemperature).toBe("N/A");
    expect((await record()).relativeHumidity).toBe("N/A");
    await expect.poll(() => page.getByTestId("record-temperature").inputValue()).toBe("N/A");
    expect(await page.getByTestId("record-humidity").inputValue()).toBe("N/A");
  }, 30_000);

  it("an attachment upload shows in the module; an empty file is refused with the localised message", async () => {
    const page = ownerPage;
    const spectra = card(page, "Spectra");
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    await spectra.locator("input[type=file]").setInputFiles({ name: "nmr.png", mimeType: "image/png", buffer: png });
    await spectra.getByTestId("attachment-row").filter({ hasText: "nmr.png" }).waitFor();
    const rows = (await moduleNamed("Spectra")).content.rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "nmr.png", size: png.length });
    await spectra.getByTestId("attachment-view").click();
    await page.getByTestId("attachment-viewer").locator("img").waitFor();
    await screenshot(page, "records-attachment-viewer");
    await page.keyboard.press("Escape");
    await spectra
      .locator("input[type=file]")
      .setInputFiles({ name: "blank.txt", mimeType: "text/plain", buffer: Buffer.alloc(0) });
    expect(await spectra.getByTestId("upload-problem").textContent()).toBe("上传文件不能为空");
    expect((await moduleNamed("Spectra")).content.rows).toHaveLength(1);
  }, 30_000);

  it("a second member opening the record gets the spec's warning and read-only; a stale save gets the 409 message and the input stays", async () => {
    const second = await signedInPage(app, colleague, `/editRecord/${recordId}`);
    await second.getByTestId("open-warning").waitFor();
    expect(await second.getByTestId("open-warning").textContent()).toContain("实验正在被编辑，以只读模式打开浏览");
    expect(await card(second, "Observation").getAttribute("data-editable")).toBe("false");
    expect(await card(second, "Observation").locator("input").isDisabled()).toBe(true);
    expect(await second.getByTestId("add-module").count()).toBe(0);
    expect(await second.getByTestId("record-save").isDisabled()).toBe(true);
    await screenshot(second, "records-read-only-second-member");
    await second.close();

    // While the owner has the record open, the colleague saves the same module through the API; then
    // the owner types and saves. The colleague's save comes first, while the owner's page has nothing
    // unsaved, so the page's auto-save has nothing to send that could overtake it.
    const page = ownerPage;
    await page.getByTestId("unsaved-chip").waitFor({ state: "detached" });
    const yieldModule = await moduleNamed("Yield");
    await app.api("PUT", `/experiments/${recordId}/modules/${yieldModule.moduleId}`, colleagueToken, {
      data: { fields: { value: 42 }, rows: [] },
      lastCacheTime: yieldModule.lastCacheTime,
    });
    await card(page, "Yield").locator("input").fill("91");
    await page.getByTestId("record-save").click();
    const conflict = card(page, "Yield").getByTestId("module-conflict");
    await conflict.waitFor();
    expect(await conflict.textContent()).toContain("在您打开后已被他人修改");
    expect(await card(page, "Yield").locator("input").inputValue()).toBe("91");
    expect((await moduleNamed("Yield")).content.fields.value).toBe(42);
    await screenshot(page, "records-stale-save-409");
    // Reloading takes the colleague's value.
    await conflict.getByTestId("module-reload").click();
    await expect.poll(() => card(page, "Yield").locator("input").inputValue()).toBe("42");
  }, 60_000);

  it("clone leads to a new record with the content copied; the preview shows it with the trace", async () => {
    const page = ownerPage;
    await page.goto(`${app.url}/cloneRecord/${recordId}/${bookId}`);
    await page.getByTestId("clone-record-page").waitFor();
    await page.getByTestId("clone-confirm").click();
    await page.waitForURL((url) => url.pathname.startsWith("/editRecord/") && !url.pathname.endsWith(recordId));
    cloneId = new URL(page.url()).pathname.split("/").pop()!;
    await page.getByTestId("record-editor").waitFor();
    const copy = await record(cloneId);
    expect(copy.clonedFromId).toBe(recordId);
    expect(copy.modules.find((m) => m.title === "Observation")!.content.fields.value).toBe("white crystalline solid");
    expect(copy.modules.find((m) => m.title === "Materials")!.content.rows[0]).toMatchObject({ name: "Pd(PPh3)4" });
    expect(await card(page, "Observation").locator("input").inputValue()).toBe("white crystalline solid");

    await page.goto(`${app.url}/previewRecord/${recordId}`);
    await page.getByTestId("trace-panel").waitFor();
    expect(await page.getByTestId("trace-row").count()).toBeGreaterThan(5);
    expect(await page.getByTestId("trace-panel").textContent()).toContain("white solid → white crystalline solid");
    await screenshot(page, "records-preview-trace");
  }, 45_000);

  it("renames, moves and deletes a module through its menu", async () => {
    const page = ownerPage;
    await page.goto(`${app.url}/editRecord/${cloneId}`);
    await page.getByTestId("record-editor").waitFor();
    await card(page, "Solvent").getByTestId("module-menu").click();
    await page.getByTestId("module-rename").click();
    await page.getByTestId("module-rename-title").fill("Reaction solvent");
    await page.getByTestId("submit-modal-submit").click();
    await card(page, "Reaction solvent").waitFor();
    await card(page, "Reaction solvent").getByTestId("module-menu").click();
    await page.getByTestId("module-up").click();
    await expect
      .poll(async () => (await record(cloneId)).modules.map((m) => m.title).slice(0, 3))
      .toEqual(["Observation", "Reaction solvent", "Yield"]);
    await card(page, "Observation").getByTestId("module-menu").click();
    await page.getByTestId("module-delete").click();
    await page.getByTestId("module-delete-confirm").click();
    await card(page, "Observation").waitFor({ state: "detached" });
    expect((await record(cloneId)).modules.map((m) => m.title)).not.toContain("Observation");
    expect(await page.locator("[data-module-title]").first().getAttribute("data-module-title")).toBe("Reaction solvent");
  }, 30_000);

  it("module authorisation: the owner grants one module; the second member edits only it, after its edit button", async () => {
    const created = await app.api("POST", "/experiments", ownerToken, { notebookId: bookId, title: "Shared work-up" });
    const id = created.id as string;
    for (const title of ["Shared notes", "Private notes"])
      await app.api("POST", `/experiments/${id}/modules`, ownerToken, { type: "input", title });
    const page = await signedInPage(app, owner, `/editRecord/${id}`);
    await card(page, "Shared notes").getByTestId("module-grant").click();
    await page.getByTestId("grant-dialog").getByRole("combobox").first().click();
    await page.getByRole("option", { name: /rec\.colleague/ }).click();
    await page.getByTestId("submit-modal-submit").click();
    await page.getByTestId("grant-dialog").waitFor({ state: "hidden" });
    const colleagueId = (await app.api("GET", "/auth/me", colleagueToken)).id as string;
    expect(((await moduleNamed("Shared notes", id)) as Module & { grants: Json }).grants).toEqual({ [colleagueId]: 1 });

    const second = await signedInPage(app, colleague, `/editRecord/${id}`);
    await second.getByTestId("open-warning").waitFor();
    expect(await card(second, "Private notes").getAttribute("data-editable")).toBe("false");
    expect(await card(second, "Private notes").getByTestId("module-edit-button").count()).toBe(0);
    const shared = card(second, "Shared notes");
    expect(await shared.getAttribute("data-editable")).toBe("false");
    await shared.getByTestId("module-edit-button").click();
    await expect.poll(() => shared.getAttribute("data-editable")).toBe("true");
    await shared.locator("input").fill("washed with brine");
    await screenshot(second, "records-module-authorisation");
    await second.getByTestId("record-save").click();
    await expect.poll(async () => (await moduleNamed("Shared notes", id)).content.fields.value).toBe("washed with brine");
    await second.close();
    await app.api("DELETE", `/experiments/${id}/open`, colleagueToken);

    // Leaving with unsaved input asks first; going offline warns to save promptly.
    await page.reload();
    await card(page, "Private notes").locator("input").fill("not yet saved");
    await page.getByTestId("record-preview").click();
    await page.getByTestId("leave-confirm").waitFor();
    await page.getByRole("button", { name: "留下" }).click();
    expect(new URL(page.url()).pathname).toBe(`/editRecord/${id}`);
    await page.context().setOffline(true);
    await page.getByTestId("offline-warning").waitFor();
    expect(await page.getByTestId("offline-warning").textContent()).toContain("请及时保存");
    await page.context().setOffline(false);
    await page.getByTestId("record-save").click();
    await expect.poll(async () => (await moduleNamed("Private notes", id)).content.fields.value).toBe("not yet saved");
    await page.close();
  }, 60_000);

  it("a 2,000-row material grid renders only the rows in view and scrolls to the last one", async () => {
    const created = await app.api("POST", "/experiments", ownerToken, { notebookId: bookId, title: "Large inventory" });
    const id = created.id as string;
    const { moduleId } = await app.api("POST", `/experiments/${id}/modules`, ownerToken, {
      type: "grid",
      subType: "labMaterial",
      title: "Inventory",
      columns: [
        { field: "name", required: true, className: "required" },
        { field: "amount", required: true, className: "required" },
      ],
    });
    const rows = Array.from({ length: 2000 }, (_, i) => ({ rowId: `row${i}`, name: `Reagent ${i + 1}`, amount: `${i} mg` }));
    await app.api("PUT", `/experiments/${id}/modules/${moduleId}`, ownerToken, { data: { rows }, lastCacheTime: 0 });
    const page = await signedInPage(app, owner, `/editRecord/${id}`);
    const grid = card(page, "Inventory");
    await grid.getByTestId("grid-row-0").waitFor();
    expect(await grid.locator("[data-testid^=grid-row-]").count()).toBeLessThan(40);
    await grid.getByTestId(/^grid-scroll-/).evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await grid.getByTestId("grid-row-1999").waitFor();
    expect(await grid.getByTestId("grid-cell-1999-name").inputValue()).toBe("Reagent 2000");
    await page.close();
  }, 45_000);

  it("in English: the editor, the read-only warning and a record that does not exist", async () => {
    await app.api("PUT", "/me/settings", colleagueToken, { language: "en" });
    await app.api("DELETE", `/experiments/${recordId}/open`, colleagueToken);
    // The owner's open-check must have reached the server before the colleague opens the record.
    const ownerOpened = ownerPage.waitForResponse(
      (r) => r.url().endsWith(`/api/experiments/${recordId}/open`) && r.request().method() === "POST",
    );
    await ownerPage.goto(`${app.url}/editRecord/${recordId}`);
    await ownerPage.getByTestId("record-editor").waitFor();
    await ownerOpened;
    expect(await ownerPage.getByTestId("open-warning").count()).toBe(0);
    const page = await signedInPage(app, colleague, `/editRecord/${recordId}`);
    await page.getByTestId("open-warning").waitFor();
    expect(await page.getByTestId("open-warning").textContent()).toContain(
      "Experiment is being edited, open browse in read-only mode",
    );
    expect(await page.getByTestId("record-save").textContent()).toBe("Save");
    await screenshot(page, "records-english");
    await page.goto(`${app.url}/editRecord/does-not-exist`);
    await page.getByTestId("record-error").waitFor();
    expect(await page.getByTestId("record-error").textContent()).toContain("does not exist");
    await page.close();
    await ownerPage.close();
  }, 45_000);
});
