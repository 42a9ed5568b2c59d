import { describe, expect, it } from "vitest";
import type { SessionStore } from "./port";

const opened = (sessionId: string, memberId = "m1") => ({
  sessionId,
  memberId,
  account: `${memberId}-account`,
  createdAt: 1_000,
  lastSeenAt: 1_000,
  mustChangePassword: false,
});

/** The behaviour every session-store adapter must show. */
export function sessionStoreContract(name: string, create: () => Promise<SessionStore>): void {
  describe(`session store contract: ${name}`, () => {
    it("gives back an opened session as live and unlocked, and nothing for an unknown id", async () => {
      const store = await create();
      await store.open(opened("s1"));
      expect(await store.get("s1")).toEqual({ ...opened("s1"), locked: false, endedAt: null, endReason: null });
      expect(await store.get("unknown")).toBeUndefined();
      await store.close();
    });

    it("records activity, locking and a forced password change", async () => {
      const store = await create();
      await store.open(opened("s1"));
      await store.touch("s1", 5_000);
      await store.update("s1", { locked: true, mustChangePassword: true });
      expect(await store.get("s1")).toMatchObject({ lastSeenAt: 5_000, locked: true, mustChangePassword: true });
      await store.update("s1", { locked: false });
      expect(await store.get("s1")).toMatchObject({ locked: false, mustChangePassword: true });
      await store.close();
    });

    it("ends a session once: the second end reports false and the first reason stays", async () => {
      const store = await create();
      await store.open(opened("s1"));
      expect(await store.end("s1", 9_000, "logout")).toBe(true);
      expect(await store.end("s1", 9_500, "idle")).toBe(false);
      expect(await store.end("unknown", 9_500, "idle")).toBe(false);
      await store.touch("s1", 10_000);
      expect(await store.get("s1")).toMatchObject({ endedAt: 9_000, endReason: "logout", lastSeenAt: 1_000 });
      await store.close();
    });

    it("knows who has a record open since a time, by heartbeat, until they close it", async () => {
      const store = await create();
      await store.markOpen("e1", "s1", "m1", 1_000);
      await store.markOpen("e1", "s2", "m2", 2_000);
      await store.markOpen("e2", "s3", "m3", 2_000);
      await store.markOpen("e1", "s1", "m1", 3_000);
      expect((await store.openers("e1", 0)).sort((a, b) => a.at - b.at)).toEqual([
        { sessionId: "s2", memberId: "m2", at: 2_000 },
        { sessionId: "s1", memberId: "m1", at: 3_000 },
      ]);
      expect(await store.openers("e1", 2_500)).toEqual([{ sessionId: "s1", memberId: "m1", at: 3_000 }]);
      await store.markClosed("e1", "s1");
      expect(await store.openers("e1", 2_500)).toEqual([]);
      await store.close();
    });

    it("ends every live session of one member, except the one asked to keep", async () => {
      const store = await create();
      for (const s of ["a", "b", "c"]) await store.open(opened(s, "m1"));
      await store.open(opened("other", "m2"));
      await store.end("a", 2_000, "logout");
      expect((await store.endAllOf("m1", 3_000, "deactivated", "c")).sort()).toEqual(["b"]);
      expect(await store.get("a")).toMatchObject({ endReason: "logout" });
      expect(await store.get("b")).toMatchObject({ endReason: "deactivated", endedAt: 3_000 });
      expect(await store.get("c")).toMatchObject({ endedAt: null });
      expect(await store.get("other")).toMatchObject({ endedAt: null });
      await store.close();
    });
  });
}
