import type { SheetValue, Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import { useCallback, useEffect, useRef, useState } from "react";
import type { EngineAnswer, EngineCell, EngineRequest } from "./engine-messages";
import { inputOf } from "./sheet-state";

type Computed = readonly { sheetId: string; cell: string; value: SheetValue }[];

/** Every cell of the workbook as the engine takes it. */
function loadRequest(workbook: Workbook): EngineRequest {
  const cells: EngineCell[] = [];
  for (const sheet of workbook.sheets)
    sheet.rows.forEach((row, index) => {
      for (const [letters, cell] of Object.entries(row ?? {})) {
        const input = inputOf(cell);
        if (input !== "") cells.push({ sheetId: sheet.sheetId, cell: `${letters}${index + 1}`, input });
      }
    });
  return { kind: "load", sheets: workbook.sheets.map(({ sheetId, name }) => ({ sheetId, name })), cells };
}

/**
 * The member's formula engine in a worker, started after the grid painted from the stored values
 * and started again when sheets are added, renamed or deleted (formulas name sheets).
 */
export function useSheetEngine(workbook: Workbook, enabled: boolean, onComputed: (cells: Computed) => void) {
  const worker = useRef<Worker | null>(null);
  const latest = useRef({ workbook, onComputed });
  latest.current = { workbook, onComputed };
  const [ready, setReady] = useState(false);
  const structure = workbook.sheets.map((s) => `${s.sheetId}\u0000${s.name}`).join("\u0001");

  // biome-ignore lint/correctness/useExhaustiveDependencies: the engine starts again when the sheets (not the cells) change
  useEffect(() => {
    if (!enabled) return;
    let started: Worker | null = null;
    setReady(false);
    const start = window.setTimeout(() => {
      started = new Worker(new URL("./sheet-engine.worker.ts", import.meta.url), { type: "module" });
      started.onmessage = (event: MessageEvent<EngineAnswer>) => {
        if (event.data.kind === "ready") setReady(true);
        if (event.data.kind === "computed") latest.current.onComputed(event.data.cells);
      };
      started.postMessage(loadRequest(latest.current.workbook));
      worker.current = started;
    }, 0);
    return () => {
      window.clearTimeout(start);
      started?.terminate();
      worker.current = null;
    };
  }, [enabled, structure]);

  /** The member's edit: the engine answers with what it changed. */
  const compute = useCallback((cells: readonly EngineCell[]) => worker.current?.postMessage({ kind: "edit", cells }), []);
  /** What the server said: the engine takes it in. */
  const take = useCallback(
    (cells: readonly { sheetId: string; cell: string; value: SheetValue; formula: string | null; format: string | null }[]) =>
      worker.current?.postMessage({
        kind: "set",
        cells: cells.map((c) => ({
          sheetId: c.sheetId,
          cell: c.cell,
          input: inputOf({
            value: c.value,
            ...(c.formula ? { formula: c.formula } : {}),
            ...(c.format ? { format: c.format } : {}),
          }),
        })),
      }),
    [],
  );
  return { ready, compute, take };
}
