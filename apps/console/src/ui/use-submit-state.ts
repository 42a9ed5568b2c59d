import { useCallback, useEffect, useRef, useState } from "react";
import { nextSubmitState, SUBMIT_TIMINGS, type SubmitState } from "./submit-state";

/** Runs a modal's submit through the spec §4 states and closes it after success. */
export function useSubmitState(onClose: () => void) {
  const [state, setState] = useState<SubmitState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const submit = useCallback(
    async (action: () => Promise<unknown>) => {
      if (nextSubmitState(state, "submit") !== "submitting") return;
      setState("submitting");
      try {
        await action();
        setState((s) => nextSubmitState(s, "succeeded"));
        timer.current = setTimeout(() => {
          setState("idle");
          onClose();
        }, SUBMIT_TIMINGS.closeAfterSuccessMs);
      } catch {
        setState((s) => nextSubmitState(s, "failed"));
        timer.current = setTimeout(() => setState((s) => nextSubmitState(s, "settled")), SUBMIT_TIMINGS.idleAfterFailureMs);
      }
    },
    [state, onClose],
  );
  return { state, submit };
}
