import { chromium } from "playwright-core";
import { startBenchService } from "../bench-service";
import { CHROMIUM, CHROMIUM_ARGS, loggedInPage } from "../browser-session";

const { service, call, token, signingKey, userId } = await startBenchService("dbg");
const project = await call("POST", "/projects", { name: "P" });
const book = await call("POST", "/notebooks", { name: "B", projectId: project.id });
const record = await call("POST", "/experiments", { notebookId: book.id, title: "S" });
const module = await call("POST", `/experiments/${record.id}/modules`, { type: "spreadSheet", title: "M" });
const on = `/experiments/${record.id}/modules/${module.moduleId}`;
const L = Array.from({ length: 20 }, (_, i) => String.fromCharCode(65 + i));
for (let first = 1; first <= 2000; first += 500) {
  const edits = [];
  for (let r = first; r < first + 500; r++)
    for (const [c, l] of L.entries())
      edits.push({
        sheetId: "sheet1",
        cell: `${l}${r}`,
        seen: { value: null, formula: null, format: null },
        input: l === "T" ? `=AVERAGE(A${r}:S${r})*2` : String(r * 100 + c),
      });
  const t = performance.now();
  await call("PUT", `${on}/cells`, { edits });
  console.log("put", performance.now() - t);
}
let t = performance.now();
const rec = await call("GET", `/experiments/${record.id}`);
console.log("get", performance.now() - t, JSON.stringify(rec).length);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const page = await loggedInPage(browser, { token, signingKey, userId, url: service.url });
page.on("console", (m) => console.log("console:", m.text().slice(0, 300)));
t = performance.now();
await page.goto(`${service.url}/editRecord/${record.id}`);
await page.waitForTimeout(15000);
console.log("after 15s", performance.now() - t);
await page.screenshot({ path: "/work/dbg.png" });
console.log(await page.locator(".sheet-grid .ag-row").count(), await page.locator('.ag-row[row-id="2"]').count());
console.log(
  (
    await page
      .locator(".sheet-grid")
      .first()
      .innerText()
      .catch(() => "none")
  ).slice(0, 300),
);
await browser.close();
await service.stop();
