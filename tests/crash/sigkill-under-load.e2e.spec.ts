import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { patience, until } from "../support/patience";
import { seededRandom } from "../support/seeded-random";
import { expectEveryAcknowledgedWrite } from "./acknowledged";
import { ApiClient } from "./api-client";
import { embeddedEnvironment } from "./embedded-env";
import { liveAndRebuilt } from "./read-models";
import { freePortIn, ServerProcess } from "./server-process";
import { newLedger, runWriter } from "./writers";

/** The installed `labledger` binary, run on the embedded stores whatever servers the suite has. */
function labledger(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const bin = join(import.meta.dirname, "../../node_modules/.bin/labledger");
  return new Promise((done) =>
    execFile(bin, argv, { env: embeddedEnvironment({}) }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    ),
  );
}

const SEED = Number(process.env.LABLEDGER_CRASH_SEED) || Math.floor(Math.random() * 2 ** 31);
const KILLS = 21;
const WRITERS = 6;
const PASSWORD = "Crash-Test-2026";

describe(`SIGKILL under load (seed ${SEED}; LABLEDGER_CRASH_SEED=${SEED} repeats it)`, () => {
  const random = seededRandom(SEED);
  const dataDir = mkdtempSync(join(tmpdir(), "labledger-crash-"));
  // The signing key and the witness live outside the data directory, as an operator would keep them.
  const outside = mkdtempSync(join(tmpdir(), "labledger-crash-operator-"));
  let server: ServerProcess | undefined;
  const ledger = newLedger();
  const failure = (what: string) =>
    `${what} (seed ${SEED}, data ${dataDir}); the service said:\n${server?.output.slice(-30).join("") ?? ""}`;

  afterAll(async () => {
    await server?.kill();
  });

  it(
    `keeps every acknowledged write through ${KILLS} kills, with intact chains and checkpoints and read models equal to a rebuild`,
    async () => {
      const port = await freePortIn(18_500, 18_599, random);
      const service = new ServerProcess(
        {
          LABLEDGER_DATA: dataDir,
          PORT: String(port),
          HOST: "127.0.0.1",
          LABLEDGER_ADMIN_PASSWORD: PASSWORD,
          LABLEDGER_SECRET: "a-crash-test-secret-of-enough-length-2026",
          LABLEDGER_CHECKPOINT_KEY: join(outside, "checkpoint-key.pem"),
          LABLEDGER_WITNESS: join(outside, "witness"),
          LABLEDGER_CHECKPOINT_EVERY: "10",
          // Records are snapshotted often, so kills also land between a snapshot and the events after it.
          LABLEDGER_SNAPSHOT_EVERY: "5",
        },
        port,
      );
      server = service;
      await service.start();
      let stopped = false;
      const writers = Array.from({ length: WRITERS }, (_, n) =>
        runWriter({
          name: `writer ${n + 1}`,
          client: new ApiClient(service.url, "admin", PASSWORD),
          ledger,
          random: seededRandom(SEED + n + 1),
          serverUp: () => service.whenUp(),
          stopped: () => stopped,
        }),
      );
      const killMoments: number[] = [];
      /** Requests in flight when the kills came: writes cut off with their answer unsent. */
      let interrupted = 0;
      for (let kill = 1; kill <= KILLS; kill++) {
        // Now and then right after the start (projections and checkpoints still catching up),
        // otherwise after a random number of further acknowledged writes, with requests in flight.
        const more = random() < 0.15 ? 0 : 1 + Math.floor(random() * 16);
        const target = ledger.acks + more;
        await until(
          `${more} more acknowledged writes before kill ${kill}`,
          () => ledger.acks >= target || ledger.unexpected.length > 0,
          { timeout: 60_000 },
        ).catch((error: Error) => {
          throw new Error(failure(error.message));
        });
        // A lost write shows here first (a record book or module gone): stop at once, saying what.
        expect(ledger.unexpected, failure(`answers no crash explains, before kill ${kill}`)).toEqual([]);
        killMoments.push(ledger.acks);
        interrupted += ledger.inFlight;
        await service.kill();
        await service.start();
      }
      stopped = true;
      await Promise.all(writers);
      expect(ledger.unexpected, failure("answers no crash explains")).toEqual([]);
      expect(ledger.records.size).toBeGreaterThan(WRITERS);
      expect(interrupted, "requests the kills cut off").toBeGreaterThan(KILLS);

      // Settled: every read model has applied the whole log.
      let health = await service.health();
      await until(
        "every read model to catch up with the log",
        async () => {
          health = await service.health();
          const head = health?.position;
          return health?.projections.every((p) => p.lag === 0 && p.position === head) ?? false;
        },
        { timeout: 60_000, interval: 100 },
      ).catch((error: Error) => {
        throw new Error(failure(`${error.message}: ${JSON.stringify(health)}`));
      });
      expect(health?.status, failure(JSON.stringify(health))).toBe("ok");

      // Every acknowledged write is there, read back through the API.
      const reader = new ApiClient(service.url, "admin", PASSWORD);
      expect(await reader.login()).toBe(true);
      await expectEveryAcknowledgedWrite(reader, ledger, failure);

      expect(await service.stop(), failure("the orderly stop")).toBe(0);

      // Every chain and every signed checkpoint holds, against the public key and the witness.
      const publicKey = join(outside, "checkpoint-key.pub.pem");
      const verified = await labledger([
        "verify",
        "--data",
        dataDir,
        "--public-key",
        publicKey,
        "--witness",
        join(outside, "witness"),
      ]);
      const said = verified.stdout.trim();
      expect({ code: verified.code, err: verified.stderr }, failure(`labledger verify said:\n${said}`)).toEqual({
        code: 0,
        err: "",
      });
      const events = Number(said.match(/verified: (\d+) events in \d+ streams, every hash chain intact/)?.[1]);
      const checkpoints = said.match(
        /checkpoints: (\d+) signed with key [0-9a-f]+, matching the witness .*; the log matches them up to global position (\d+)/,
      );
      expect(checkpoints, failure(said)).not.toBeNull();
      expect(Number(checkpoints![1]), failure(said)).toBeGreaterThan(events / 10 - 1);
      // The orderly stop checkpointed the tail: every event of the log is covered.
      expect(Number(checkpoints![2]), failure(said)).toBe(events);

      // Every read model equals a rebuild of it from the log.
      const { live, rebuilt } = await liveAndRebuilt(dataDir);
      expect(live.members?.length).toBeGreaterThan(0);
      expect(live, failure("the read models against a rebuild")).toEqual(rebuilt);

      console.log(
        `crash test (seed ${SEED}): ${KILLS} kills after ${killMoments.join(", ")} acknowledged writes, cutting off ${interrupted} requests; ` +
          `${ledger.acks} acknowledged: ${ledger.projects.size} projects, ${ledger.notebooks.size} record books, ` +
          `${ledger.records.size} records, ${ledger.modules.size} modules; ` +
          `starts took ${service.startTimes.map((ms) => Math.round(ms / 100) / 10).join(", ")} s; ${said.replace(/\n/g, "; ")}`,
      );
    },
    patience(480_000),
  );
});
