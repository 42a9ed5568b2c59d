import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { describe, expect, it } from "vitest";
import { fold } from "../decider/decider";
import { experiment, experimentFold } from "./experiment";
import { generatedRecordHistory } from "./record-history.fixtures";

const folded = (seed: number, length: number) => fold(experimentFold, generatedRecordHistory(seed, length));

describe("the experiment fold kept in snapshots", () => {
  it("is the decider's own fold", () => {
    const history = generatedRecordHistory(7, 300);
    expect(fold(experimentFold, history)).toEqual(fold(experiment, history));
  });

  it("folds generated histories to plain JSON: a snapshot read back is the same state", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const state = folded(seed, 400);
      expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    }
  });

  // When this fails, evolve or ExperimentState changed what a history folds to: raise
  // experimentFold.stateVersion (so older snapshots are ignored), then pin the new hash here.
  it("is pinned: what a fixed history folds to changes only with its state version", () => {
    const hash = bytesToHex(sha256(utf8ToBytes(JSON.stringify(folded(2026, 600)))));
    expect({ stateVersion: experimentFold.stateVersion, hash }).toEqual({
      stateVersion: 6,
      hash: "9797a21e8e944b31066a74a671a7d4549f5065b18dd45588a444413b434871a4",
    });
  });
});
