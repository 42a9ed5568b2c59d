import type { TaskHistoryEntry, TaskProgress } from "@labledger/contracts";
import { projectStream, taskProgress, type Viewer, viewFilter } from "@labledger/domain";
import type { Doc, EventStore, Filter, ReadStore } from "@labledger/ports";
import { memberName, namesById } from "../read-models/names-by-id";

type TaskDoc = Doc & { projectId: string; ownerId: string; assigneeIds: string[] };

/** The records of a task (and, if named, of one member) the viewer may see: how many, submitted, approved. */
export async function recordCounts(readStore: ReadStore, viewer: Viewer, narrow: Filter) {
  const visible = (more: Filter): Filter => ({ $and: [narrow, more, viewFilter(viewer, "experiment") as Filter] });
  const [total, submitted, approved] = await Promise.all([
    readStore.count("experiments", visible({})),
    readStore.count("experiments", visible({ status: "submitted" })),
    readStore.count("experiments", visible({ status: "approved" })),
  ]);
  return { total, submitted, approved };
}

/** Tasks with their leader and assignees by name, their records counted and their progress. */
export async function withProgress(readStore: ReadStore, viewer: Viewer, tasks: readonly TaskDoc[]): Promise<TaskProgress[]> {
  const names = await namesById(
    readStore,
    "members",
    tasks.flatMap((t) => [t.ownerId, ...t.assigneeIds]),
    memberName,
  );
  return Promise.all(
    tasks.map(async (task) => {
      const records = await recordCounts(readStore, viewer, { taskId: task.id });
      return {
        ...(task as unknown as TaskProgress),
        ownerName: names.get(task.ownerId) ?? "",
        assigneeNames: task.assigneeIds.map((id) => names.get(id) ?? ""),
        records,
        progress: taskProgress(records),
      };
    }),
  );
}

/** A task's history from its project's stream: created, then each change of status, oldest first. */
export async function taskHistory(events: EventStore, task: TaskDoc): Promise<TaskHistoryEntry[]> {
  const stream = await events.readStream(projectStream(task.projectId));
  return stream.flatMap((event): TaskHistoryEntry[] => {
    const data = event.data as { taskId?: string; from?: TaskHistoryEntry["from"]; to?: TaskHistoryEntry["to"] };
    if (data.taskId !== task.id) return [];
    const { time: at, actor } = event.metadata;
    if (event.type === "TaskCreated") return [{ at, actorName: actor.name, change: "created", from: null, to: "notStarted" }];
    if (event.type === "TaskStatusChanged" && data.to)
      return [{ at, actorName: actor.name, change: "status", from: data.from ?? null, to: data.to }];
    return [];
  });
}
