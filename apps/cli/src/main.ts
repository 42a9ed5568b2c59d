import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { SqliteEventStore } from "@labledger/adapters/event-store/sqlite";
import { openPorts } from "@labledger/adapters/open-ports";
import { verifyLog } from "@labledger/ports";
import { PROJECTIONS, rebuildProjection } from "@labledger/projections";
import { exportLog, readLogFile, verifyLogFile } from "./log-file";

const USAGE = `labledger — LabLedger administration

Usage:
  labledger verify      [--data DIR]             check every stream's hash chain; exit 1 at the first break
  labledger rebuild     [--data DIR]             rebuild every read model from the log (stop the server first)
  labledger export-log  [--data DIR] --out FILE  write the log as JSON lines
  labledger import-log  [--data DIR] FILE        load a JSON-lines log into an empty data directory

--data defaults to $LABLEDGER_DATA, else ./data. With KURRENTDB_URL / MONGODB_URL set,
verify and rebuild work on those servers instead.`;

type Io = { out: (line: string) => void; err: (line: string) => void };
const consoleIo: Io = { out: (l) => console.log(l), err: (l) => console.error(l) };

export async function main(argv: string[], io: Io = consoleIo): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { data: { type: "string" }, out: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  const [command, ...rest] = positionals;
  const dataDir = resolve(values.data ?? process.env.LABLEDGER_DATA ?? "data");
  const env = { ...process.env, LABLEDGER_DATA: dataDir };
  switch (values.help ? "help" : command) {
    case "verify": {
      const ports = await openPorts(env);
      try {
        const report = await verifyLog(ports.events);
        if (!report.broken) {
          io.out(`verified: ${report.events} events in ${report.streams} streams, every hash chain intact`);
          return 0;
        }
        const b = report.broken;
        io.err(
          `BROKEN: stream ${b.streamId} at position ${b.streamPosition} (global position ${b.globalPosition}): ${b.problem}`,
        );
        return 1;
      } finally {
        await ports.close();
      }
    }
    case "rebuild": {
      const ports = await openPorts(env);
      try {
        for (const projection of PROJECTIONS) {
          const started = performance.now();
          const result = await rebuildProjection(ports.events, ports.readStore, projection);
          io.out(
            `rebuilt ${projection.name}: ${result.events} events to position ${result.position} in ${Math.round(performance.now() - started)} ms`,
          );
        }
        return 0;
      } finally {
        await ports.close();
      }
    }
    case "export-log": {
      if (!values.out) return usage(io, "export-log needs --out FILE");
      const ports = await openPorts(env);
      try {
        io.out(`exported ${await exportLog(ports.events, resolve(values.out))} events to ${values.out}`);
        return 0;
      } finally {
        await ports.close();
      }
    }
    case "import-log": {
      const file = rest[0];
      if (!file) return usage(io, "import-log needs a FILE");
      const checked = await verifyLogFile(resolve(file));
      if (checked.broken) {
        io.err(`refused: ${file} is not an intact log (${JSON.stringify(checked.broken)}); nothing imported`);
        return 1;
      }
      const store = new SqliteEventStore(join(dataDir, "events.sqlite"));
      try {
        if ((await store.headPosition()) > 0) {
          io.err(`refused: the log in ${dataDir} is not empty; import into a new data directory`);
          return 1;
        }
        let batch = [];
        for await (const event of readLogFile(resolve(file))) {
          batch.push(event);
          if (batch.length === 1000) {
            await store.importRecorded(batch);
            batch = [];
          }
        }
        await store.importRecorded(batch);
        io.out(`imported ${checked.events} events into ${dataDir}; run "labledger rebuild" to build the read models`);
        return 0;
      } finally {
        await store.close();
      }
    }
    case "help":
      io.out(USAGE);
      return 0;
    default:
      return usage(io, command ? `unknown command: ${command}` : "no command given");
  }
}

function usage(io: Io, problem: string): number {
  io.err(`${problem}\n\n${USAGE}`);
  return 2;
}
