import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BusMessage } from "@labledger/ports";
import { busContract } from "@labledger/ports/bus/contract";
import { InProcessBus } from "./in-process";

busContract("in-process", {
  setup: async () => {
    const file = join(mkdtempSync(join(tmpdir(), "labledger-bus-")), "bus-checkpoint.json");
    const received: BusMessage[] = [];
    return {
      instance: async () => {
        const bus = new InProcessBus(file);
        bus.on((messages) => received.push(...messages));
        return bus;
      },
      published: async () => [...received],
    };
  },
});
