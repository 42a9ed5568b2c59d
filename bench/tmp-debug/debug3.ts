import { startBenchService } from "../bench-service";
const rows = Number(process.env.ROWS ?? 2000);
const { service, call } = await startBenchService("dbg");
const project = await call("POST", "/projects", { name: "P" });
const book = await call("POST", "/notebooks", { name: "B", projectId: project.id });
const record = await call("POST", "/experiments", { notebookId: book.id, title: "S" });
const module = await call("POST", `/experiments/${record.id}/modules`, { type: "spreadSheet", title: "M" });
const on = `/experiments/${record.id}/modules/${module.moduleId}`;
const L = Array.from({ length: 20 }, (_, i) => String.fromCharCode(65 + i));
for (let first = 1; first <= rows; first += 500) {
  const edits = [];
  for (let r = first; r < first + 500; r++) for (const [c, l] of L.entries()) edits.push({ sheetId: "sheet1", cell: `${l}${r}`, seen: { value: null, formula: null, format: null }, input: l === "B" ? `=AVERAGE(C${r}:T${r})*2` : String(r * 100 + c) });
  await call("PUT", `${on}/cells`, { edits });
}
import { Session } from "node:inspector/promises";
import { writeFileSync } from "node:fs";

await new Promise((r) => setTimeout(r, 3000));
const session = new Session(); session.connect(); await session.post("Profiler.enable"); await session.post("Profiler.start");
let seen = 1502;
for (let i = 0; i < 15; i++) {
  const t = performance.now();
  await call("PUT", `${on}/cells`, { edits: [{ sheetId: "sheet1", cell: "C15", seen: { value: seen, formula: null, format: null }, input: String(seen + 1) }] });
  seen++;
  console.log("put", Math.round(performance.now() - t));
}
const { profile } = await session.post("Profiler.stop"); writeFileSync("/tmp/edit.cpuprofile", JSON.stringify(profile));
await service.stop();
