import type { SheetEngine } from "@labledger/ports";

/** The engine loaded at its first use, so a process that never computes a sheet never loads IronCalc. */
export function lazySheetEngine(): SheetEngine {
  let engine: Promise<SheetEngine> | undefined;
  const started = () => {
    engine ??= import("./ironcalc").then(({ IronCalcSheetEngine }) => new IronCalcSheetEngine());
    return engine;
  };
  return {
    changeCells: async (model, edits) => (await started()).changeCells(model, edits),
    restructure: async (model, change) => (await started()).restructure(model, change),
    evaluate: async (workbook) => (await started()).evaluate(workbook),
    close: async () => {
      if (engine) await (await engine).close();
    },
  };
}
