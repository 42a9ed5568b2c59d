import { DomainError } from "@labledger/domain/decider/domain-error";
import { checkInfoTable } from "@labledger/domain/tables/info-table";
import { checkMultiLevelTable } from "@labledger/domain/tables/multi-level-table";
import { isComputed, processProblem } from "@labledger/domain/tables/process-table";
import type {
  InfoTable,
  InfoTableBody,
  MultiLevelTable,
  MultiLevelTableBody,
  ProcessTable,
  ProcessTableBody,
} from "../api/table-calls";

/** A rule the form breaks, as the server would say it: a message key of `problems` and its words. */
export interface FormProblem {
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
}

let next = 0;
/** A row's own key for the screen (columns and levels move and are removed). */
const localKey = () => `k${++next}`;

export type InfoKind = "text" | "number" | "date" | "choice";
export interface InfoColumnForm {
  key: string;
  label: string;
  kind: InfoKind;
  /** The choice's options as typed, separated by commas. */
  options: string;
  unit: string;
  required: boolean;
}
export interface InfoForm {
  name: string;
  description: string;
  columns: InfoColumnForm[];
}

export interface LevelColumnForm {
  key: string;
  label: string;
  unit: string;
  required: boolean;
  hidden: boolean;
}
export interface LevelForm {
  key: string;
  name: string;
  columns: LevelColumnForm[];
}
export interface MultiForm {
  name: string;
  description: string;
  levels: LevelForm[];
}

export interface ProcessColumnForm {
  key: string;
  label: string;
  unit: string;
  required: boolean;
  expression: string;
}
export interface ProcessForm {
  name: string;
  description: string;
  columns: ProcessColumnForm[];
}

export const newInfoColumn = (): InfoColumnForm => ({
  key: localKey(),
  label: "",
  kind: "text",
  options: "",
  unit: "",
  required: false,
});
export const newLevelColumn = (): LevelColumnForm => ({ key: localKey(), label: "", unit: "", required: false, hidden: false });
export const newLevel = (name = ""): LevelForm => ({ key: localKey(), name, columns: [newLevelColumn()] });
export const newProcessColumn = (expression = ""): ProcessColumnForm => ({
  key: localKey(),
  label: "",
  unit: "",
  required: false,
  expression,
});

export const EMPTY_INFO = (): InfoForm => ({ name: "", description: "", columns: [newInfoColumn()] });
export const EMPTY_MULTI = (): MultiForm => ({ name: "", description: "", levels: [newLevel(), newLevel()] });
export const EMPTY_PROCESS = (): ProcessForm => ({ name: "", description: "", columns: [newProcessColumn()] });

const optionsOf = (typed: string) =>
  typed
    .split(/[,，\n]/)
    .map((o) => o.trim())
    .filter(Boolean);

export const infoFormOf = (table: InfoTable): InfoForm => ({
  name: table.name,
  description: table.description,
  columns: table.columns.map((c) => ({ ...c, key: localKey(), options: c.options.join(", ") })),
});
export const multiFormOf = (table: MultiLevelTable): MultiForm => ({
  name: table.name,
  description: table.description,
  levels: table.levels.map((l) => ({
    key: localKey(),
    name: l.name,
    columns: l.columns.map((c) => ({ ...c, key: localKey() })),
  })),
});
export const processFormOf = (table: ProcessTable): ProcessForm => ({
  name: table.name,
  description: table.description,
  columns: table.columns.map((c) => ({ ...c, key: localKey() })),
});

export const infoBodyOf = (form: InfoForm) =>
  ({
    name: form.name.trim(),
    description: form.description.trim(),
    columns: form.columns.map((c) => ({
      label: c.label.trim(),
      kind: c.kind,
      options: c.kind === "choice" ? optionsOf(c.options) : [],
      unit: c.unit.trim(),
      required: c.required,
    })),
  }) satisfies InfoTableBody;

export const multiBodyOf = (form: MultiForm) =>
  ({
    name: form.name.trim(),
    description: form.description.trim(),
    levels: form.levels.map((l) => ({
      name: l.name.trim(),
      columns: l.columns.map((c) => ({ label: c.label.trim(), unit: c.unit.trim(), required: c.required, hidden: c.hidden })),
    })),
  }) satisfies MultiLevelTableBody;

export const processBodyOf = (form: ProcessForm) =>
  ({
    name: form.name.trim(),
    description: form.description.trim(),
    columns: form.columns.map((c) => ({
      label: c.label.trim(),
      unit: c.unit.trim(),
      required: c.required && !isComputed(c),
      expression: c.expression.trim(),
    })),
  }) satisfies ProcessTableBody;

/** The domain's own rule, run before sending: its refusal as a problem to show (the server would say the same). */
function broken(check: () => void): FormProblem | null {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof DomainError) return { key: error.key.replace(/^tables\./, ""), params: error.params };
    throw error;
  }
}

/** What keeps a form from saving: a name, a label on every column, then the table's own rules. */
function basics(name: string, labels: readonly string[], more: readonly string[] = []): FormProblem | null {
  if (!name.trim()) return { key: "name", params: {} };
  if (labels.some((l) => !l.trim()) || more.some((l) => !l.trim())) return { key: "label", params: {} };
  return null;
}

export const infoProblem = (form: InfoForm): FormProblem | null => {
  const body = infoBodyOf(form);
  if (body.columns.length === 0) return { key: "noColumns", params: {} };
  return (
    basics(
      body.name,
      body.columns.map((c) => c.label),
    ) ?? broken(() => checkInfoTable(body))
  );
};

export const multiProblem = (form: MultiForm): FormProblem | null => {
  const body = multiBodyOf(form);
  return (
    basics(
      body.name,
      body.levels.flatMap((l) => l.columns.map((c) => c.label)),
      body.levels.map((l) => l.name),
    ) ?? broken(() => checkMultiLevelTable(body))
  );
};

export const processProblemOf = (form: ProcessForm): FormProblem | null => {
  const body = processBodyOf(form);
  if (body.columns.length === 0) return { key: "noColumns", params: {} };
  const missing = basics(
    body.name,
    body.columns.map((c) => c.label),
  );
  if (missing) return missing;
  const problem = processProblem(body.columns);
  if (problem === null) return null;
  const { key, ...rest } = problem;
  const params: Record<string, string | number> = {};
  if ("label" in rest) params.label = rest.label;
  if ("column" in rest) params.column = rest.column;
  if ("problem" in rest) params.at = rest.problem.at + 1;
  return { key, params };
};
