/** Business constants of spec §9 and the console's own defaults. */
export const SUCCESS_CODE = 100;
export const DEFAULT_LANGUAGE = "zh-CN";
export const LANGUAGES = ["zh-CN", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Spec §7: how often the request timestamp is renewed (the server's rule). */
export { TIMESTAMP_REFRESH_MS } from "@labledger/domain/session/request-signature";
export const SERVER_TIME_RETRIES = 3;

export const BUTTON_DEBOUNCE_MS = 400;
export const BUTTON_LOADING_RESET_MS = 5_000;
export const RESIZE_DEBOUNCE_MS = 400;

export const TOAST_OFFSET_PX = 50;
export const TOAST_DURATION_MS = 3_000;

export const SUBMIT_SUCCESS_CLOSE_MS = 1_500;
export const SUBMIT_CLOSE_ANIMATION_MS = 400;
export const SUBMIT_FAILURE_RESET_MS = 2_000;

/** The client locks the screen after this long without input (the server ends idle sessions later). */
export const IDLE_LOCK_MS = 15 * 60_000;
export const MESSAGE_COUNTS_POLL_MS = 60_000;
export const WATERMARK_CLOCK_MS = 60_000;

export const TRIAL_DEPARTMENT_ID = "1";
export const RESPONSE_ERROR_MESSAGE = "5002:Get Response Error!";
