import type { KeyObject } from "node:crypto";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { readPublicKey } from "@labledger/adapters/checkpoint/signing-key";
import { SqliteEventStore } from "@labledger/adapters/event-store/sqlite";
import { openPorts } from "@labledger/adapters/open-ports";
import type { TimestampAuthority } from "@labledger/ports";
import { PROJECTIONS, rebuildProjections } from "@labledger/projections";
import { exportLog, readLogFile, verifyLogFile } from "./log-file";
import { verifyWithCheckpoints } from "./verify";

const USAGE = `labledger — LabLedger administration

Usage:
  labledger verify      [--data DIR] [--public-key FILE] [--witness DIR]
                                                 check every stream's hash chain and the log against its
                                                 signed checkpoints; name every break and exit 1
  labledger rebuild     [--data DIR]             rebuild every read model from the log (stop the server first)
  labledger export-log  [--data DIR] --out FILE  write the log as JSON lines
  labledger import-log  [--data DIR] FILE        load a JSON-lines log into an empty data directory

--data defaults to $LABLEDGER_DATA, else ./data. With KURRENTDB_URL / MONGODB_URL set,
verify and rebuild work on those servers instead. --public-key defaults to
$LABLEDGER_CHECKPOINT_PUBLIC_KEY (the .pub.pem beside the signing key), --witness to $LABLEDGER_WITNESS.`;

type Io = { out: (line: string) => void; err: (line: string) => void };
const consoleIo: Io = { out: (l) => console.log(l), err: (l) => console.error(l) };

/** What the CLI is given besides its arguments: the timestamp authority's adapter, where one is configured. */
export interface CliServices {
  readonly timestamps?: TimestampAuthority;
}

export async function main(argv: string[], io: Io = consoleIo, services: CliServices = {}): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      data: { type: "string" },
      out: { type: "string" },
      "public-key": { type: "string" },
      witness: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command, ...rest] = positionals;
  const dataDir = resolve(values.data ?? process.env.LABLEDGER_DATA ?? "data");
  const env = { ...process.env, LABLEDGER_DATA: dataDir };
  switch (values.help ? "help" : command) {
    case "verify": {
      const publicKeyFile = values["public-key"] ?? process.env.LABLEDGER_CHECKPOINT_PUBLIC_KEY;
      const witness = values.witness ?? process.env.LABLEDGER_WITNESS;
      let publicKey: KeyObject | undefined;
      try {
        publicKey = publicKeyFile ? readPublicKey(resolve(publicKeyFile)) : undefined;
      } catch (error) {
        return usage(io, `cannot read an Ed25519 public key from ${publicKeyFile}: ${(error as Error).message}`);
      }
      const ports = await openPorts(env);
      try {
        const result = await verifyWithCheckpoints(ports.events, {
          dataDir,
          ...(publicKey ? { publicKey } : {}),
          ...timestampsOf(services.timestamps ?? ports.timestamps),
          ...(witness ? { witnessDir: resolve(witness) } : {}),
        });
        for (const line of result.out) io.out(line);
        for (const line of result.err) io.err(line);
        return result.ok ? 0 : 1;
      } finally {
        await ports.close();
      }
    }
    case "rebuild": {
      const ports = await openPorts(env);
      try {
        // One pass over the log for every read model; the time shown is each one's own share.
        const results = await rebuildProjections(ports.events, ports.readStore, PROJECTIONS);
        for (const [i, projection] of PROJECTIONS.entries()) {
          const result = results[i]!;
          io.out(
            `rebuilt ${projection.name}: ${result.events} events to position ${result.position} in ${Math.round(result.seconds * 1000)} ms`,
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

function timestampsOf(timestamps: TimestampAuthority | undefined): { timestamps?: TimestampAuthority } {
  return timestamps ? { timestamps } : {};
}
