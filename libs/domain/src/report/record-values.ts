import type { ExperimentState } from "../experiment/experiment-state";
import { kindOf } from "../module-kinds/registry";

/** A field of one of a record's modules, as a report reads it: the module by its title. */
export interface RecordValue {
  readonly module: string;
  readonly field: string;
  readonly values: readonly (string | number)[];
}

/**
 * What a report reads of a record (read model `record_values`): its head, the fields a list
 * narrows by (viewing scope, project, book, template, status, days), and every module's report
 * values as each kind gives them.
 */
export interface RecordValues {
  readonly id: string;
  readonly number: string;
  readonly title: string;
  readonly status: string;
  readonly ownerId: string;
  readonly departmentId: string | null;
  readonly projectId: string | null;
  readonly taskId: string | null;
  readonly notebookId: string;
  readonly templateId: string | null;
  readonly viewerIds: readonly string[];
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly values: readonly RecordValue[];
}

export function recordValuesOf(
  experimentId: string,
  state: ExperimentState,
  times: { readonly createdAt: string; readonly updatedAt: string },
): RecordValues | undefined {
  const record = state.record;
  if (!state.created || !record) return undefined;
  const values: RecordValue[] = [];
  for (const module of state.modules)
    for (const { field, values: found } of kindOf(module.type)?.reportValues(module) ?? [])
      values.push({ module: module.title, field, values: found });
  return {
    id: experimentId,
    number: record.number,
    title: state.details.title || record.title,
    status: state.lifecycle.status,
    ownerId: record.ownerId,
    departmentId: state.details.departmentId ?? record.departmentId,
    projectId: record.projectId,
    taskId: record.taskId,
    notebookId: record.notebookId,
    templateId: record.templateId,
    viewerIds: [...state.details.participants],
    ...times,
    values,
  };
}
