import { SUBMIT_CLOSE_ANIMATION_MS, SUBMIT_FAILURE_RESET_MS, SUBMIT_SUCCESS_CLOSE_MS } from "../app/constants";

/** Spec §4 modal submit: 1 idle, 2 submitting, 3 success. */
export type SubmitState = "idle" | "submitting" | "success" | "failed";
export type SubmitEvent = "submit" | "succeeded" | "failed" | "settled";

export function nextSubmitState(state: SubmitState, event: SubmitEvent): SubmitState {
  switch (event) {
    case "submit":
      return state === "idle" ? "submitting" : state;
    case "succeeded":
      return state === "submitting" ? "success" : state;
    case "failed":
      return state === "submitting" ? "failed" : state;
    case "settled":
      return state === "failed" ? "idle" : state;
  }
}

/** After success the modal closes in about 1.5 s plus 0.4 s; after failure it is idle again in 2 s. */
export const SUBMIT_TIMINGS = {
  closeAfterSuccessMs: SUBMIT_SUCCESS_CLOSE_MS + SUBMIT_CLOSE_ANIMATION_MS,
  idleAfterFailureMs: SUBMIT_FAILURE_RESET_MS,
} as const;
