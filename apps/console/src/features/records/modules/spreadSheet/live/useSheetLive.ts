import type { CellNow, LiveCells, PresentMember } from "@labledger/contracts";
import { PRESENCE_TIMING } from "@labledger/domain/module-kinds/spreadSheet/presence-timing";
import { useEffect, useRef, useState } from "react";
import { leavePresence, liveHeaders, liveUrl, markPresence } from "./live-calls";
import { LiveConnection } from "./live-connection";

export interface SheetLiveOptions {
  readonly experimentId: string;
  readonly moduleId: string;
  /** Where this member is: sent as the heartbeat, shown to the others. */
  readonly sheetId: string;
  readonly cell: string | null;
  /** Cells someone changed (edited and recalculated), as they are now: the editor's applyRemote. */
  readonly onCells: (cells: readonly CellNow[], change: Omit<LiveCells, "cells">) => void;
  /** Sheets or charts changed: refetch the record. */
  readonly onSheets?: () => void;
}

export interface SheetLive {
  /** Who is in the module (the caller too, marked isYou), by name. */
  readonly members: readonly PresentMember[];
  /** The live stream is open: edits go straight to the server (else they wait in the offline queue). */
  readonly connected: boolean;
}

/**
 * Live co-editing of a spreadsheet module: reads the module's stream (reconnecting from the last
 * position), says every 10 s where this member is, and leaves when the editor closes.
 */
export function useSheetLive({ experimentId, moduleId, sheetId, cell, onCells, onSheets }: SheetLiveOptions): SheetLive {
  const [members, setMembers] = useState<readonly PresentMember[]>([]);
  const [connected, setConnected] = useState(false);
  const handlers = useRef({ onCells, onSheets });
  handlers.current = { onCells, onSheets };
  const place = useRef({ sheetId, cell });
  place.current = { sheetId, cell };

  useEffect(() => {
    const connection = new LiveConnection({
      url: liveUrl(experimentId, moduleId),
      headers: liveHeaders,
      onConnected: setConnected,
      onEvent: (event) => {
        if (event.type === "cells") {
          const { cells, ...change } = event.data as LiveCells;
          handlers.current.onCells(cells, change);
        } else if (event.type === "sheets") handlers.current.onSheets?.();
        else if (event.type === "presence") setMembers((event.data as { members: PresentMember[] }).members);
      },
    });
    connection.start();
    return () => connection.stop();
  }, [experimentId, moduleId]);

  useEffect(() => {
    let active = true;
    const beat = () =>
      markPresence(experimentId, moduleId, place.current.sheetId, place.current.cell)
        .then((present) => active && setMembers(present))
        .catch(() => {});
    void beat();
    const timer = setInterval(beat, PRESENCE_TIMING.heartbeatMs);
    return () => {
      active = false;
      clearInterval(timer);
      void leavePresence(experimentId, moduleId).catch(() => {});
    };
  }, [experimentId, moduleId]);

  // Moving to another sheet or cell is told at once, not at the next heartbeat.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void markPresence(experimentId, moduleId, sheetId, cell)
      .then(setMembers)
      .catch(() => {});
  }, [experimentId, moduleId, sheetId, cell]);

  return { members, connected };
}
