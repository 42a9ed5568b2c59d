import { describe, expect, it } from "vitest";
import type { SessionStore } from "./port";

const opened = (sessionId: string, memberId = "m1") => ({
  sessionId,
  memberId,
  account: `${memberId}-account`,
  createdAt: 1_000,
  lastSeenAt: 1_000,
  mustChangePassword: false,
  signingKey: `key-of-${sessionId}`,
});

/** The behaviour every session-store adapter must show. */
export function sessionStoreContract(name: string, create: () => Promise<SessionStore>): void {
  describe(`session store contract: ${name}`, () => {
    it("gives back an opened session as live and unlocked, and nothing for an unknown id", async () => {
      const store = await create();
      await store.open(opened("s1"));
      expect(await store.get("s1")).toEqual({
        ...opened("s1"),
        locked: false,
        legacyTimestamp: null,
        endedAt: null,
        endReason: null,
      });
      expect(await store.get("unknown")).toBeUndefined();
      await store.close();
    });

    it("records activity, locking, a forced password change and the newest legacy timestamp", async () => {
      const store = await create();
      await store.open(opened("s1"));
      await store.open({ ...opened("s0"), signingKey: null });
      await store.touch("s1", 5_000);
      await store.update("s1", { locked: true, mustChangePassword: true, legacyTimestamp: 1_795_362_793_231 });
      expect(await store.get("s1")).toMatchObject({
        lastSeenAt: 5_000,
        locked: true,
        mustChangePassword: true,
        legacyTimestamp: 1_795_362_793_231,
      });
      await store.update("s1", { locked: false });
      expect(await store.get("s1")).toMatchObject({
        locked: false,
        mustChangePassword: true,
        legacyTimestamp: 1_795_362_793_231,
      });
      expect(await store.get("s0")).toMatchObject({ signingKey: null, legacyTimestamp: null });
      await store.close();
    });

    it("lets a nonce be claimed once per session: a replay is refused until the claim expires", async () => {
      const store = await create();
      expect(await store.claimNonce("s1", "n-1", "request-a", 5_000, 1_000)).toBe(true);
      expect(await store.claimNonce("s1", "n-1", "request-b", 5_000, 1_500)).toBe(false);
      expect(await store.claimNonce("s1", "n-1", "request-c", 9_000, 4_999)).toBe(false);
      // The same nonce in another session is another nonce.
      expect(await store.claimNonce("s2", "n-1", "request-d", 5_000, 1_500)).toBe(true);
      // Expired claims are forgotten (the request's timestamp is stale by then anyway).
      expect(await store.claimNonce("s1", "n-1", "request-e", 9_000, 5_001)).toBe(true);
      expect(await store.claimNonce("s1", "n-1", "request-a", 9_000, 5_002)).toBe(false);
      await store.close();
    });

    it("gives a nonce to its first claimant: the same claimant may claim it again", async () => {
      const store = await create();
      expect(await store.claimNonce("s1", "legacy:SIGN", "1795362793231", 50_000, 1_000)).toBe(true);
      expect(await store.claimNonce("s1", "legacy:SIGN", "1795362793231", 50_000, 2_000)).toBe(true);
      expect(await store.claimNonce("s1", "legacy:SIGN", "1795362739231", 50_000, 3_000)).toBe(false);
      const claims = await Promise.all(
        ["x", "y", "z", "w"].map((claimant) => store.claimNonce("s1", "raced", claimant, 50_000, 4_000)),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
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

    it("knows who is in which spreadsheet module, sheet and cell, by heartbeat, until they leave", async () => {
      const store = await create();
      const at = (sessionId: string, memberId: string, moduleId: string, sheetId: string, cell: string | null, time: number) =>
        store.markPresent({ recordId: "e1", moduleId, sessionId, memberId, sheetId, cell, at: time });
      await at("s1", "m1", "mod1", "sheet1", "B2", 1_000);
      await at("s2", "m2", "mod1", "sheet2", null, 2_000);
      await at("s3", "m3", "mod2", "sheet1", "A1", 2_000);
      await store.markPresent({
        recordId: "e2",
        moduleId: "mod9",
        sessionId: "s4",
        memberId: "m4",
        sheetId: "x",
        cell: null,
        at: 2_000,
      });
      await at("s1", "m1", "mod1", "sheet1", "C3", 3_000);
      const byTime = (rows: readonly { at: number; sessionId: string }[]) =>
        [...rows].sort((a, b) => a.at - b.at || a.sessionId.localeCompare(b.sessionId));
      expect(byTime(await store.presentIn("e1", 0))).toEqual([
        { recordId: "e1", moduleId: "mod1", sessionId: "s2", memberId: "m2", sheetId: "sheet2", cell: null, at: 2_000 },
        { recordId: "e1", moduleId: "mod2", sessionId: "s3", memberId: "m3", sheetId: "sheet1", cell: "A1", at: 2_000 },
        { recordId: "e1", moduleId: "mod1", sessionId: "s1", memberId: "m1", sheetId: "sheet1", cell: "C3", at: 3_000 },
      ]);
      expect(await store.presentIn("e1", 2_500)).toEqual([
        { recordId: "e1", moduleId: "mod1", sessionId: "s1", memberId: "m1", sheetId: "sheet1", cell: "C3", at: 3_000 },
      ]);
      await store.markAbsent("e1", "mod1", "s1");
      await store.markAbsent("e1", "mod1", "never-there");
      expect(await store.presentIn("e1", 2_500)).toEqual([]);
      expect(byTime(await store.presentIn("e1", 0)).map((p) => p.sessionId)).toEqual(["s2", "s3"]);
      await store.close();
    });

    it("takes a session that ends out of every spreadsheet module it was in", async () => {
      const store = await create();
      for (const s of ["s1", "s2", "s3"]) await store.open(opened(s, s === "s3" ? "m2" : "m1"));
      const present = (sessionId: string, memberId: string, moduleId: string) =>
        store.markPresent({ recordId: "e1", moduleId, sessionId, memberId, sheetId: "sheet1", cell: null, at: 1_000 });
      await present("s1", "m1", "mod1");
      await present("s1", "m1", "mod2");
      await present("s2", "m1", "mod1");
      await present("s3", "m2", "mod1");
      await store.end("s1", 2_000, "logout");
      expect((await store.presentIn("e1", 0)).map((p) => p.sessionId).sort()).toEqual(["s2", "s3"]);
      await store.endAllOf("m1", 3_000, "deactivated");
      expect((await store.presentIn("e1", 0)).map((p) => p.sessionId)).toEqual(["s3"]);
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
