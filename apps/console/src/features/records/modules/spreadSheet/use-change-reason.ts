import { useCallback, useRef, useState } from "react";

/** The member closed the reason dialog without giving one: the change is not sent. */
export class ReasonNotGiven extends Error {
  constructor() {
    super("reason not given");
  }
}

interface Asking {
  readonly promise: Promise<string>;
  readonly resolve: (reason: string) => void;
  readonly reject: (error: Error) => void;
}

/**
 * The reason for this editing session's changes (spec §5: a submitted record, a signed module or the
 * trace-modification setting): asked once, before the first change is sent, then kept for the
 * following ones until the member changes it. Changes made while the dialog is open wait for the same answer.
 */
export function useChangeReason(needed: boolean) {
  const [reason, setReason] = useState<string>();
  const given = useRef<string | undefined>(undefined);
  const asking = useRef<Asking | null>(null);
  const [open, setOpen] = useState(false);

  const ask = useCallback((): Promise<string> => {
    if (!asking.current) {
      let resolve: (reason: string) => void = () => undefined;
      let reject: (error: Error) => void = () => undefined;
      const promise = new Promise<string>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      asking.current = { promise, resolve, reject };
      setOpen(true);
    }
    return asking.current.promise;
  }, []);

  /** The reason to send with a change (undefined: none is needed); rejects with ReasonNotGiven when the member cancels. */
  const reasonFor = useCallback(async (): Promise<string | undefined> => {
    if (!needed) return given.current;
    return given.current ?? ask();
  }, [needed, ask]);

  const save = useCallback(async (text: string) => {
    const trimmed = text.trim();
    given.current = trimmed;
    setReason(trimmed);
    setOpen(false);
    asking.current?.resolve(trimmed);
    asking.current = null;
  }, []);

  const cancel = useCallback(() => {
    setOpen(false);
    asking.current?.reject(new ReasonNotGiven());
    asking.current = null;
  }, []);

  /** Opens the dialog to replace the session's reason (the changes after it carry the new one). */
  const change = useCallback(() => void ask().catch(() => undefined), [ask]);

  return { needed, reason, reasonFor, dialog: { open, onSave: save, onCancel: cancel }, change };
}
