import { TEXT_LIMITS } from "@labledger/events/catalogue/name-limits";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { membersQuery } from "../api/members";
import { departmentsQuery } from "../api/oversight";
import { projectsQuery, projectTasksQuery } from "../api/projects";
import {
  type FilterName,
  RECORD_PERIODS,
  RECORD_STATUSES,
  type RecordViewFilters,
  withFilter,
} from "../logic/record-view-filters";

const ALL = { pageIndex: 1, pageSize: 200 };

/** The record view's filters: member, department, project, task (of the project), status, period, number or title. */
export function RecordViewFilterBar(props: {
  readonly value: RecordViewFilters;
  readonly onChange: (value: RecordViewFilters) => void;
  /** On one member's page the member is given. */
  readonly hideMember?: boolean;
}) {
  const { t } = useTranslation("projects");
  const { value, onChange } = props;
  const members = useQuery({ ...membersQuery, enabled: !props.hideMember }).data?.rows ?? [];
  const departments = useQuery({ ...departmentsQuery, enabled: !props.hideMember }).data?.rows ?? [];
  const projects = useQuery(projectsQuery(ALL)).data?.rows ?? [];
  const tasks =
    useQuery({ ...projectTasksQuery(value.projectId, ALL), enabled: Boolean(value.projectId) }).data?.rows.filter(
      (task) => task.projectId === value.projectId,
    ) ?? [];
  const [typed, setTyped] = useState(value.keyword);
  const set = (name: FilterName, next: string) => onChange(withFilter(value, name, next));
  const select = (name: FilterName, label: string, options: readonly { id: string; label: string }[]) => (
    <TextField
      select
      size="small"
      label={label}
      value={options.some((o) => o.id === value[name]) ? value[name] : ""}
      onChange={(e) => set(name, e.target.value)}
      sx={{ minWidth: 150 }}
      slotProps={{ htmlInput: { "data-testid": `oversight-filter-${name}` } }}
    >
      <MenuItem value="">{t("list.all")}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id} data-testid={`oversight-option-${name}-${o.id}`}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", mb: 2 }}>
      {!props.hideMember &&
        select(
          "memberId",
          t("oversight.member"),
          members.map((m) => ({ id: m.id, label: m.realName || m.account })),
        )}
      {!props.hideMember &&
        select(
          "departmentId",
          t("oversight.department"),
          departments.map((d) => ({ id: d.id, label: d.name })),
        )}
      {select(
        "projectId",
        t("record.project"),
        projects.map((p) => ({ id: p.id, label: `${p.number} ${p.name}` })),
      )}
      {select(
        "taskId",
        t("record.task"),
        tasks.map((task) => ({ id: task.id, label: task.name })),
      )}
      {select(
        "status",
        t("record.status"),
        RECORD_STATUSES.map((status) => ({ id: status, label: t(`recordStatus.${status}`) })),
      )}
      {select(
        "period",
        t("oversight.period"),
        RECORD_PERIODS.map((period) => ({ id: period, label: t(`oversight.periods.${period}`) })),
      )}
      <TextField
        size="small"
        label={t("oversight.search")}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") set("keyword", typed);
        }}
        onBlur={() => set("keyword", typed)}
        slotProps={{ htmlInput: { "data-testid": "oversight-search", maxLength: TEXT_LIMITS.keyword } }}
      />
    </Stack>
  );
}
