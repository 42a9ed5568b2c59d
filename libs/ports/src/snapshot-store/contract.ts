import { describe, expect, it } from "vitest";
import type { SnapshotStore, StreamSnapshot } from "./port";

const snapshot = (over: Partial<StreamSnapshot> = {}): StreamSnapshot => ({
  streamId: "experiment-1",
  revision: 99,
  foldVersion: "experiment.v1.abc",
  eventHash: "h99",
  state: JSON.stringify({ title: "Amide coupling", 标题: "酰胺偶联" }),
  seal: "seal-99",
  ...over,
});

/** The behaviour every snapshot-store adapter must show. */
export function snapshotStoreContract(name: string, create: () => Promise<SnapshotStore>): void {
  describe(`snapshot store contract: ${name}`, () => {
    it("gives back a kept snapshot exactly, and nothing for another stream or fold version", async () => {
      const store = await create();
      await store.save(snapshot());
      expect(await store.latest("experiment-1", "experiment.v1.abc")).toEqual(snapshot());
      expect(await store.latest("experiment-2", "experiment.v1.abc")).toBeUndefined();
      expect(await store.latest("experiment-1", "experiment.v2.abc")).toBeUndefined();
      await store.close();
    });

    it("serves the newest revision: an older snapshot saved later never replaces it", async () => {
      const store = await create();
      await store.save(snapshot({ revision: 199, eventHash: "h199", seal: "seal-199" }));
      await store.save(snapshot());
      expect(await store.latest("experiment-1", "experiment.v1.abc")).toMatchObject({ revision: 199, eventHash: "h199" });
      await store.save(snapshot({ revision: 299, eventHash: "h299", seal: "seal-299" }));
      expect(await store.latest("experiment-1", "experiment.v1.abc")).toMatchObject({ revision: 299, seal: "seal-299" });
      await store.close();
    });

    it("drops a stream's snapshots of other fold versions when a new one is kept", async () => {
      const store = await create();
      await store.save(snapshot({ foldVersion: "experiment.v1.old" }));
      await store.save(snapshot({ foldVersion: "experiment.v2.new", revision: 5 }));
      expect(await store.latest("experiment-1", "experiment.v1.old")).toBeUndefined();
      expect(await store.latest("experiment-1", "experiment.v2.new")).toMatchObject({ revision: 5 });
      await store.close();
    });
  });
}
