import type { CellEdit } from "@labledger/contracts";
import { useCallback, useEffect, useMemo, useState } from "react";
import { sendQueuedEdit } from "./live-calls";
import { OfflineQueue, type RefusedEdit } from "./offline-queue";

/**
 * The editor's offline queue: `add` an edit made while disconnected; once `connected`, the
 * queue replays in order; a refused edit stays in `refused` (the member's input beside the
 * cell as it is now) until dismissed.
 */
export function useOfflineEdits(experimentId: string, moduleId: string, connected: boolean) {
  const queue = useMemo(
    () => new OfflineQueue(OfflineQueue.keyOf(experimentId, moduleId), browserSessionStorage()),
    [experimentId, moduleId],
  );
  const [pending, setPending] = useState<readonly CellEdit[]>(queue.pending);
  const [refused, setRefused] = useState<readonly RefusedEdit[]>([]);

  const add = useCallback(
    (edit: CellEdit) => {
      queue.add(edit);
      setPending(queue.pending);
    },
    [queue],
  );

  useEffect(() => {
    if (!connected || queue.pending.length === 0) return;
    let active = true;
    void queue
      .replay((edit) => sendQueuedEdit(experimentId, moduleId, edit))
      .then((result) => {
        if (!active) return;
        setPending(queue.pending);
        if (result.refused.length > 0) setRefused((before) => [...before, ...result.refused]);
      });
    return () => {
      active = false;
    };
  }, [connected, queue, experimentId, moduleId]);

  const dismissRefused = useCallback(() => setRefused([]), []);
  return { pending, refused, add, dismissRefused };
}

function browserSessionStorage() {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
