import type { CellEdit, CellNow, CellConflict as ConflictDetails } from "@labledger/contracts";
import type { Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../../transport/api-error";
import {
  initialSheetState,
  keyOf,
  type LocalEdit,
  type SheetAction,
  type SheetState,
  savedCell,
  sheetReducer,
} from "../../../../ui/spreadsheet/sheet-state";
import { useSheetEngine } from "../../../../ui/spreadsheet/use-sheet-engine";
import { changeCells } from "./sheet-calls";

const CELL_CHANGED = "module.cellChanged";
/** After a dropped connection, the waiting edits are tried again this often (and at once when the live stream is back). */
const RETRY_MS = 3_000;

/**
 * What an edit is sent as: its `seen` is what the server held for the cell when the member made
 * it (null: it follows the member's own edit of the cell still on its way, read once that is answered),
 * so an edit replayed after a dropped connection never overwrites what someone changed meanwhile.
 */
interface Queued {
  readonly edits: readonly LocalEdit[];
  readonly seen: readonly (CellEdit | null)[];
  /** The reason the edit was made with (kept when it waits for the connection). */
  readonly reason: string | undefined;
}

/** Where an edit's reason comes from (use-change-reason.ts), and the words of a note when none was given. */
export interface EditReason {
  readonly reasonFor: () => Promise<string | undefined>;
  readonly notGiven: string;
}

const NO_REASON: EditReason = { reasonFor: async () => undefined, notGiven: "" };

/** What the server held for an edit's cell: the edit's `seen`. */
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
 * answer's cells are the truth. A refused edit stays as a note and is never sent again by itself;
 * an edit the connection dropped waits, in order, and is sent again once it is back.
 */
export function useSheetEditor(
  recordId: string,
  moduleId: string,
  workbook: Workbook,
  editable: boolean,
  withReason: EditReason = NO_REASON,
) {
  const store = useRef<SheetState>(initialSheetState(workbook));
  const [state, setState] = useState(store.current);
  const queue = useRef<Queued[]>([]);
  const sending = useRef(false);
  const [waiting, setWaiting] = useState(0);
  const retry = useRef<number | undefined>(undefined);
  const reasonRef = useRef(withReason);
  reasonRef.current = withReason;

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
      for (let queued = queue.current.shift(); queued; queued = queue.current.shift()) {
        const { edits } = queued;
        setWaiting(queue.current.length + 1);
        try {
          const answer = await changeCells(
            recordId,
            moduleId,
            edits.map((edit, i) => queued.seen[i] ?? seenOf(store.current.workbook, edit)),
            queued.reason,
          );
          act({ type: "confirmed", edits, cells: answer.cells });
          take(answer.cells);
        } catch (error) {
          if (error instanceof ApiError && error.status === 409 && error.key === CELL_CHANGED) {
            const current = (error.details as ConflictDetails | undefined)?.current ?? [];
            act({ type: "refused", edits, current });
            take(current);
          } else if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
            // No answer (the connection dropped): nothing typed is lost; it waits, first in line.
            queue.current.unshift(queued);
            window.clearTimeout(retry.current);
            retry.current = window.setTimeout(() => void pumpRef.current(), RETRY_MS);
            return;
          } else act({ type: "failed", edits, problem: error.message });
        }
      }
      setWaiting(0);
    } finally {
      sending.current = false;
    }
  }, [recordId, moduleId, act, take]);
  const pumpRef = useRef(pump);
  pumpRef.current = pump;
  useEffect(() => () => window.clearTimeout(retry.current), []);

  /** An edit (typed, pasted, formatted, cleared, undone, redone) through the one path. */
  const edit = useCallback(
    (edits: readonly LocalEdit[], via: "edit" | "undo" | "redo" = "edit") => {
      if (!editable || edits.length === 0) return;
      const seen = edits.map((edit) =>
        store.current.pending[keyOf(edit.sheetId, edit.cell)] ? null : seenOf(store.current.workbook, edit),
      );
      act({ type: "edited", edits, via });
      compute(edits.map(({ sheetId, cell, input }) => ({ sheetId, cell, input })));
      // Sent once its reason is known (asked before the first edit when the record needs one); without one it stays a note.
      void reasonRef.current.reasonFor().then(
        (reason) => {
          queue.current.push({ edits: [...edits], seen, reason });
          void pump();
        },
        () => act({ type: "failed", edits, problem: reasonRef.current.notGiven }),
      );
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

  /** The connection is back: send what waits. */
  const resume = useCallback(() => void pumpRef.current(), []);

  return { state, store, act, edit, undo, redo, applyRemote, engineReady, waiting, resume };
}
