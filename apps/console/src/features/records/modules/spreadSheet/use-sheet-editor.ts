import type { CellEdit, CellNow, CellConflict as ConflictDetails } from "@labledger/contracts";
import type { Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../../transport/api-error";
import { changeCells } from "./sheet-calls";
import { initialSheetState, type LocalEdit, type SheetAction, type SheetState, savedCell, sheetReducer } from "./sheet-state";
import { useSheetEngine } from "./use-sheet-engine";

const CELL_CHANGED = "module.cellChanged";

/** What the server held for an edit's cell when it is sent: the edit's `seen`. */
function seenOf(workbook: Workbook, edit: LocalEdit): CellEdit {
  const held = savedCell(workbook, edit.sheetId, edit.cell);
  return {
    sheetId: edit.sheetId,
    cell: edit.cell,
    input: edit.input,
    ...(edit.format === undefined ? {} : { format: edit.format }),
    seen: { value: held?.value ?? null, formula: held?.formula ?? null, format: held?.format ?? null },
  };
}

/**
 * The spreadsheet editor's state and its saving: each edit shows at once (the local engine
 * recomputes it), then is sent on its own, one after another, naming what the cell held; the
 * answer's cells are the truth. A refused edit stays as a note and is never sent again by itself.
 */
export function useSheetEditor(recordId: string, moduleId: string, workbook: Workbook, editable: boolean) {
  const store = useRef<SheetState>(initialSheetState(workbook));
  const [state, setState] = useState(store.current);
  const queue = useRef<LocalEdit[][]>([]);
  const sending = useRef(false);

  const act = useCallback((action: SheetAction) => {
    store.current = sheetReducer(store.current, action);
    setState(store.current);
  }, []);

  // A newer workbook from the record (reloaded): the server's truth under what is on its way.
  useEffect(() => {
    if (workbook !== store.current.workbook) act({ type: "loaded", workbook });
  }, [workbook, act]);

  const {
    ready: engineReady,
    compute,
    take,
  } = useSheetEngine(state.workbook, editable, (cells) => act({ type: "computed", cells }));

  const pump = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (let edits = queue.current.shift(); edits; edits = queue.current.shift()) {
        try {
          const answer = await changeCells(
            recordId,
            moduleId,
            edits.map((edit) => seenOf(store.current.workbook, edit)),
          );
          act({ type: "confirmed", edits, cells: answer.cells });
          take(answer.cells);
        } catch (error) {
          if (error instanceof ApiError && error.status === 409 && error.key === CELL_CHANGED) {
            const current = (error.details as ConflictDetails | undefined)?.current ?? [];
            act({ type: "refused", edits, current });
            take(current);
          } else act({ type: "failed", edits, ...(error instanceof ApiError ? { problem: error.message } : {}) });
        }
      }
    } finally {
      sending.current = false;
    }
  }, [recordId, moduleId, act, take]);

  /** An edit (typed, pasted, formatted, cleared, undone, redone) through the one path. */
  const edit = useCallback(
    (edits: readonly LocalEdit[], via: "edit" | "undo" | "redo" = "edit") => {
      if (!editable || edits.length === 0) return;
      act({ type: "edited", edits, via });
      compute(edits.map(({ sheetId, cell, input }) => ({ sheetId, cell, input })));
      queue.current.push([...edits]);
      void pump();
    },
    [editable, act, compute, pump],
  );

  const undo = useCallback(() => {
    const last = store.current.undo.at(-1);
    if (last) edit(last, "undo");
  }, [edit]);
  const redo = useCallback(() => {
    const last = store.current.redo.at(-1);
    if (last) edit(last, "redo");
  }, [edit]);

  /** Others' changes (the live slot): shown and taken in by the engine. */
  const applyRemote = useCallback(
    (cells: readonly CellNow[]) => {
      act({ type: "remote", cells });
      take(cells);
    },
    [act, take],
  );

  return { state, store, act, edit, undo, redo, applyRemote, engineReady };
}
