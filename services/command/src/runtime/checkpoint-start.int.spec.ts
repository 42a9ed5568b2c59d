import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SqliteEventStore } from "@labledger/adapters/event-store/sqlite";
import { describe, expect, it } from "vitest";
import { startService } from "./start";

const base = () => ({ LABLEDGER_DATA: mkdtempSync(join(tmpdir(), "labledger-cpstart-")), PORT: "0", HOST: "127.0.0.1" });

describe("the checkpoint key at start", () => {
  it("is made on first start outside the data directory, with a warning in both languages, and signs the first checkpoint", async () => {
    const config = mkdtempSync(join(tmpdir(), "labledger-config-"));
    const lines: string[] = [];
    const env = { ...base(), XDG_CONFIG_HOME: config };
    const service = await startService(env, (l) => lines.push(l));
    try {
      const key = join(config, "labledger", "checkpoint-key.pem");
      expect(existsSync(key)).toBe(true);
      expect(existsSync(join(config, "labledger", "checkpoint-key.pub.pem"))).toBe(true);
      const log = lines.join("\n");
      expect(log).toContain(`已生成检查点签名密钥：${key}`);
      expect(log).toContain(`Made the checkpoint signing key at ${key}`);
      // The first start signed the log as it stood (the organisation and its administrator) before serving.
      const head = await service.runtime.ports.events.headPosition();
      expect(service.runtime.checkpoints.latestFacts()).toMatchObject({ position: head });
      expect(readFileSync(join(env.LABLEDGER_DATA, "checkpoints.jsonl"), "utf8")).toContain('"signature"');
    } finally {
      await service.stop();
    }
  });

  it("refuses to start with the key inside the data directory, saying why in both languages", async () => {
    const env = base();
    await expect(
      startService({ ...env, LABLEDGER_CHECKPOINT_KEY: join(env.LABLEDGER_DATA, "checkpoint-key.pem") }, () => {}),
    ).rejects.toThrow(
      /拒绝启动：检查点签名密钥 .* 位于数据目录 .* 之内。[\s\S]*Refusing to start: the checkpoint signing key .* is inside the data directory/,
    );
    expect(existsSync(join(env.LABLEDGER_DATA, "checkpoint-key.pem"))).toBe(false);
    // Refused before the first start wrote anything.
    const events = new SqliteEventStore(join(env.LABLEDGER_DATA, "events.sqlite"));
    expect(await events.headPosition()).toBe(0);
    await events.close();
  });
});
