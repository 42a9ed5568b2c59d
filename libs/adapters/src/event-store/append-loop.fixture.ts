// A second process appending to a shared SQLite log (for sqlite-processes.int.spec.ts):
// `node --import tsx append-loop.fixture.ts <file> <stream> <count>`; prints the failures as JSON.
import { SqliteEventStore } from "./sqlite";

const [path, stream, count] = process.argv.slice(2) as [string, string, string];
const store = new SqliteEventStore(path, { readByOtherProcesses: true });
const failures: string[] = [];
for (let i = 0; i < Number(count); i++) {
  await store
    .append(stream, [{ type: "LoopTicked", version: 1, data: { i }, metadata: { actor: { userId: "u", name: "loop" } } }], {
      expectedRevision: "any",
    })
    .catch((error: Error) => failures.push(error.message));
}
await store.close();
console.log(JSON.stringify(failures));
