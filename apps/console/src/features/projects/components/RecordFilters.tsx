import { TEXT_LIMITS } from "@labledger/events/catalogue/name-limits";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { myTasksQuery, projectsQuery, projectTasksQuery } from "../api/projects";
import { notebooksQuery } from "../api/records";
import { useWritePosition } from "../hooks/write-position";

export interface RecordFilterValues {
  readonly notebookId: string;
  readonly projectId: string;
  readonly taskId: string;
  readonly keyword: string;
}

export const NO_RECORD_FILTERS: RecordFilterValues = { notebookId: "", projectId: "", taskId: "", keyword: "" };

/** Filters of the record list: book, project, task (of the chosen project) and a keyword. */
export function RecordFilters({ value, onChange }: { value: RecordFilterValues; onChange: (v: RecordFilterValues) => void }) {
  const { t } = useTranslation("projects");
  const position = useWritePosition();
  const all = { pageIndex: 1, pageSize: 200, position };
  const books = useQuery(notebooksQuery(all)).data?.rows ?? [];
  const projects = useQuery(projectsQuery(all)).data?.rows ?? [];
  // With a project chosen, its tasks; otherwise the member's own.
  const mine = useQuery({ ...myTasksQuery(all), enabled: !value.projectId }).data?.rows ?? [];
  const ofProject = useQuery({ ...projectTasksQuery(value.projectId, all), enabled: Boolean(value.projectId) }).data?.rows;
  const tasks = value.projectId ? (ofProject ?? []) : mine;
  const [typed, setTyped] = useState(value.keyword);
  const select = (label: string, key: "notebookId" | "projectId" | "taskId", options: { id: string; label: string }[]) => (
    <TextField
      select
      size="small"
      label={label}
      value={options.some((o) => o.id === value[key]) ? value[key] : ""}
      onChange={(e) =>
        onChange({ ...value, [key]: e.target.value, ...(key === "projectId" ? { taskId: "" } : {}) } as RecordFilterValues)
      }
      sx={{ minWidth: 180 }}
      slotProps={{ htmlInput: { "data-testid": `record-filter-${key}` } }}
    >
      <MenuItem value="">{t("list.all")}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id} data-testid={`record-filter-option-${o.id}`}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      {select(
        t("record.book"),
        "notebookId",
        books.map((b) => ({ id: b.id, label: `${b.number} ${b.name}` })),
      )}
      {select(
        t("record.project"),
        "projectId",
        projects.map((p) => ({ id: p.id, label: `${p.number} ${p.name}` })),
      )}
      {select(
        t("record.task"),
        "taskId",
        tasks.map((task) => ({ id: task.id, label: task.name })),
      )}
      <TextField
        size="small"
        label={t("list.search")}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") onChange({ ...value, keyword: typed.trim() });
        }}
        onBlur={() => onChange({ ...value, keyword: typed.trim() })}
        slotProps={{ htmlInput: { "data-testid": "record-search", maxLength: TEXT_LIMITS.keyword } }}
      />
    </>
  );
}
