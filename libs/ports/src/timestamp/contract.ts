import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TimestampAuthority } from "./port";

/** How the authority's TSA is made to answer, for the cases a real TSA seldom shows on its own. */
export type TsaAnswer = "grant" | "reject" | "random-bytes" | "truncated" | "replay";

/** What the contract runs against: real TSAs, arranged by the adapter's own spec. */
export interface TimestampContractSetup {
  /** An authority whose TSA answers and whose certificate chain it trusts. */
  readonly trusted: TimestampAuthority;
  /** An authority asking another TSA, which `trusted` does not trust (it trusts its own). */
  readonly stranger: TimestampAuthority;
  /** An authority whose TSA cannot be reached. */
  readonly unreachable: TimestampAuthority;
  /** From now on, the TSA of `trusted` answers this way. */
  answer(how: TsaAnswer): void;
  close(): Promise<void>;
}

const digestOf = (text: string): Uint8Array => new Uint8Array(createHash("sha256").update(text).digest());

/** The behaviour every timestamp-authority adapter must show. */
export function timestampAuthorityContract(name: string, setUp: () => Promise<TimestampContractSetup>): void {
  describe(`timestamp authority contract: ${name}`, () => {
    let setup: TimestampContractSetup;
    const escaped: unknown[] = [];
    const keep = (error: unknown) => escaped.push(error);
    beforeAll(async () => {
      setup = await setUp();
      process.on("unhandledRejection", keep);
      process.on("uncaughtException", keep);
    });
    afterAll(async () => {
      process.off("unhandledRejection", keep);
      process.off("uncaughtException", keep);
      await setup?.close();
    });

    it("stamps a digest with a token that verifies, at the time it states", async () => {
      setup.answer("grant");
      const digest = digestOf("checkpoint 1 of the log");
      const before = Date.now();
      const token = await setup.trusted.stamp(digest);
      expect(token.authority).not.toBe("");
      // The TSA's clock and ours agree within its stated accuracy and the round trip.
      expect(Math.abs(Date.parse(token.time) - before)).toBeLessThan(60_000);
      expect(await setup.trusted.verify(token, digest)).toEqual({ valid: true, time: token.time });
    });

    it("stamps several digests asked at once, each token for its own digest", async () => {
      setup.answer("grant");
      const digests = Array.from({ length: 5 }, (_, i) => digestOf(`checkpoint 1.${i}`));
      const tokens = await Promise.all(digests.map((digest) => setup.trusted.stamp(digest)));
      const results = await Promise.all(tokens.map((token, i) => setup.trusted.verify(token, digests[i] as Uint8Array)));
      expect(results.map((result) => result.valid)).toEqual([true, true, true, true, true]);
    });

    it("refuses a token for another digest", async () => {
      setup.answer("grant");
      const token = await setup.trusted.stamp(digestOf("checkpoint 2"));
      const result = await setup.trusted.verify(token, digestOf("checkpoint 2, edited"));
      expect(result).toMatchObject({ valid: false, problem: expect.stringMatching(/digest/i) });
    });

    it("refuses a token whose bytes, stated time or stated authority were changed", async () => {
      setup.answer("grant");
      const digest = digestOf("checkpoint 3");
      const token = await setup.trusted.stamp(digest);
      const bytes = Buffer.from(token.token, "base64");
      bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0x01;
      expect(await setup.trusted.verify({ ...token, token: bytes.toString("base64") }, digest)).toMatchObject({ valid: false });
      const backDated = new Date(Date.parse(token.time) - 86_400_000).toISOString();
      expect(await setup.trusted.verify({ ...token, time: backDated }, digest)).toMatchObject({ valid: false });
      expect(await setup.trusted.verify({ ...token, authority: "CN=Another TSA" }, digest)).toMatchObject({ valid: false });
    });

    it("refuses a token signed by a TSA it does not trust", async () => {
      const digest = digestOf("checkpoint 4");
      const foreign = await setup.stranger.stamp(digest);
      expect(await setup.stranger.verify(foreign, digest)).toMatchObject({ valid: true });
      expect(await setup.trusted.verify(foreign, digest)).toMatchObject({
        valid: false,
        problem: expect.stringMatching(/not trusted/i),
      });
    });

    it("answers an unreadable token as invalid without throwing", async () => {
      const digest = digestOf("checkpoint 5");
      for (const token of ["", "not base64 at all ☹", Buffer.from("random bytes, not DER").toString("base64")]) {
        expect(await setup.trusted.verify({ token, time: new Date().toISOString(), authority: "nobody" }, digest)).toMatchObject({
          valid: false,
          problem: expect.any(String),
        });
      }
    });

    it("says clearly that a TSA cannot be reached", async () => {
      await expect(setup.unreachable.stamp(digestOf("checkpoint 6"))).rejects.toThrow(/cannot be reached/);
    });

    it("passes on a rejection in the TSA's own words", async () => {
      setup.answer("reject");
      await expect(setup.trusted.stamp(digestOf("checkpoint 7"))).rejects.toThrow(/answered "rejection"/);
    });

    it("refuses a genuine answer replayed from an earlier query, for the same digest or another", async () => {
      setup.answer("grant");
      const digest = digestOf("checkpoint 10");
      await setup.trusted.stamp(digest);
      setup.answer("replay");
      await expect(setup.trusted.stamp(digest)).rejects.toThrow(/nonce/);
      await expect(setup.trusted.stamp(digestOf("checkpoint 11"))).rejects.toThrow(/another digest/);
    });

    it("refuses a malformed answer (random bytes, truncated DER) with a clear error, and goes on working", async () => {
      for (const how of ["random-bytes", "truncated"] as const) {
        setup.answer(how);
        await expect(setup.trusted.stamp(digestOf(`checkpoint 8, ${how}`))).rejects.toThrow(/not well-formed/);
      }
      setup.answer("grant");
      const digest = digestOf("checkpoint 9");
      expect(await setup.trusted.verify(await setup.trusted.stamp(digest), digest)).toMatchObject({ valid: true });
      expect(escaped).toEqual([]);
    });
  });
}
