import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { main } from "@labledger/cli";
import { startService } from "@labledger/command";
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";

const run = async (...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join("\n"), err: err.join("\n") };
};

const PASSWORD = "Cli-Test-2026";

/** A data directory with a real history: first start, two logins and a wrong password (6 events). */
async function populatedDataDir(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "labledger-cli-"));
  const service = await startService(
    { LABLEDGER_DATA: dir, PORT: "0", HOST: "127.0.0.1", LABLEDGER_ADMIN_PASSWORD: PASSWORD },
    () => {},
  );
  for (const password of [PASSWORD, "wrong", PASSWORD]) {
    await fetch(`${service.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ account: "admin", password }),
    });
  }
  // Stopped once every worker has applied the last event (not after a pause).
  const head = await service.runtime.ports.events.headPosition();
  for (const runner of service.runtime.runners) await runner.waitFor(head);
  await service.stop();
  return dir;
}

const changeOneCharacter = (text: string, at: number) => text.slice(0, at) + (text[at] === "a" ? "b" : "a") + text.slice(at + 1);

describe("labledger CLI", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await populatedDataDir();
  });

  it("verify passes an untouched log", async () => {
    const result = await run("verify", "--data", dir);
    expect(result).toMatchObject({ code: 0 });
    expect(result.out).toMatch(/verified: 9 events in 3 streams/);
  });

  it("verify catches one changed character in any column of any stored event, and names where", async () => {
    const copy = mkdtempSync(join(tmpdir(), "labledger-tamper-"));
    writeFileSync(join(copy, "events.sqlite"), readFileSync(join(dir, "events.sqlite")));
    const db = new Database(join(copy, "events.sqlite"));
    // What someone altering the file would do first (opening the store puts the trigger back).
    const update = (column: string, value: string | number, at: string | number) => {
      db.exec("DROP TRIGGER IF EXISTS events_no_update");
      db.prepare(`UPDATE events SET ${column} = ? WHERE global_position = ?`).run(value, at);
    };
    const rows = db.prepare("SELECT * FROM events ORDER BY global_position").all() as Array<Record<string, string | number>>;
    let cases = 0;
    for (const row of rows) {
      for (const column of ["stream_id", "stream_position", "event_id", "type", "version", "data", "metadata", "hash"]) {
        const original = row[column]!;
        const variants =
          typeof original === "number"
            ? [original + 1000]
            : [0, Math.floor(original.length / 2), original.length - 1].map((at) => changeOneCharacter(original, at));
        for (const changed of variants) {
          update(column, changed, row.global_position!);
          const result = await run("verify", "--data", copy);
          expect({ column, changed, code: result.code }).toEqual({ column, changed, code: 1 });
          expect(result.err).toMatch(/^BROKEN: stream \S+ at position \d+ \(global position \d+\)/);
          update(column, original, row.global_position!);
          cases++;
        }
      }
      const result = await run("verify", "--data", copy);
      expect(result.code).toBe(0);
    }
    db.close();
    expect(cases).toBeGreaterThan(80);
  });

  it("names the first broken stream and position", async () => {
    const copy = mkdtempSync(join(tmpdir(), "labledger-tamper-"));
    writeFileSync(join(copy, "events.sqlite"), readFileSync(join(dir, "events.sqlite")));
    const db = new Database(join(copy, "events.sqlite"));
    db.exec("DROP TRIGGER events_no_update");
    db.prepare("UPDATE events SET data = replace(data, '管理员', '管埋员') WHERE type = 'MemberRegistered'").run();
    db.close();
    const result = await run("verify", "--data", copy);
    expect(result.err).toBe("BROKEN: stream member-admin at position 0 (global position 3): hash-mismatch");
  });

  it("the database itself refuses to update or delete a stored event", () => {
    const db = new Database(join(dir, "events.sqlite"));
    expect(() => db.prepare("UPDATE events SET type = 'x'").run()).toThrow(/append-only/);
    expect(() => db.prepare("DELETE FROM events").run()).toThrow(/append-only/);
    db.close();
  });

  it("export-log then import-log is an exact round trip, and a tampered file is refused", async () => {
    const exported = join(mkdtempSync(join(tmpdir(), "labledger-exp-")), "log.jsonl");
    expect((await run("export-log", "--data", dir, "--out", exported)).code).toBe(0);
    const target = mkdtempSync(join(tmpdir(), "labledger-imp-"));
    const imported = await run("import-log", "--data", target, exported);
    expect(imported).toMatchObject({ code: 0 });
    const again = `${exported}.again`;
    await run("export-log", "--data", target, "--out", again);
    expect(readFileSync(again, "utf8")).toBe(readFileSync(exported, "utf8"));
    expect((await run("verify", "--data", target)).code).toBe(0);
    expect((await run("import-log", "--data", target, exported)).err).toMatch(/not empty/);

    const tampered = `${exported}.tampered`;
    writeFileSync(tampered, readFileSync(exported, "utf8").replace("LabLedger", "LabLedgar"));
    const fresh = mkdtempSync(join(tmpdir(), "labledger-imp-"));
    const refused = await run("import-log", "--data", fresh, tampered);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/hash-mismatch/);
  });

  it("rebuild reproduces the live read models", async () => {
    const readModels = () => {
      const db = new Database(join(dir, "read-models.sqlite"), { readonly: true });
      const members = db.prepare("SELECT id, doc FROM rm_members ORDER BY id").all();
      const departments = db.prepare("SELECT id, doc FROM rm_departments ORDER BY id").all();
      db.close();
      return { members, departments };
    };
    const live = readModels();
    expect(JSON.parse((live.members[0] as { doc: string }).doc)).toMatchObject({ account: "admin", loginCount: 2 });
    const result = await run("rebuild", "--data", dir);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/rebuilt members: 4 events to position 9/);
    expect(readModels()).toEqual(live);
  });

  it("runs as the installed `labledger` binary with usage errors exiting 2", async () => {
    const bin = join(import.meta.dirname, "../../node_modules/.bin/labledger");
    const ok = await promisify(execFile)(bin, ["verify", "--data", dir]);
    expect(ok.stdout).toMatch(/verified/);
    await expect(promisify(execFile)(bin, ["frobnicate"])).rejects.toMatchObject({ code: 2 });
  });
});
