/**
 * The projects catalogue's lists as plain values (no zod): the event schemas and the server's
 * contracts build on them, and the console deep-imports them, so each is declared once.
 */

/** Spec §4 project statuses. Waiting is pre-research (draft), Doing is on-research (active). */
export const PROJECT_STATUSES = ["Waiting", "Doing", "Pause", "Finished", "Changing"] as const;
export const TASK_STATUSES = ["notStarted", "inProgress", "finished", "closed"] as const;
/** A task still to be done: one of these past its due date is overdue. */
export const OPEN_TASK_STATUSES = ["notStarted", "inProgress"] as const satisfies readonly (typeof TASK_STATUSES)[number][];
export const PROJECT_ACCESS = ["read", "write"] as const;
