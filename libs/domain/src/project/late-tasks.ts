import { OPEN_TASK_STATUSES } from "@labledger/events";

/** Spec /project/{overdue}: tasks past their due day and neither finished nor closed, as a list filter. */
export const lateTasks = (today: string) => ({ dueDate: { $lt: today }, status: { $in: [...OPEN_TASK_STATUSES] } });

/** Today as the due days are written (YYYY-MM-DD, UTC). */
export const dueDayOf = (now: Date) => now.toISOString().slice(0, 10);
