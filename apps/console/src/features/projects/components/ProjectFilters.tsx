import { TEXT_LIMITS } from "@labledger/events/catalogue/name-limits";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { PROJECT_STATUSES, type ProjectStatus } from "../api/types";

/** Keyword (searched on Enter) and status filters of a project list. */
export function ProjectFilters(props: {
  readonly onKeyword: (keyword: string) => void;
  readonly status: ProjectStatus | "";
  readonly onStatus: (status: ProjectStatus | "") => void;
}) {
  const { t } = useTranslation("projects");
  const [typed, setTyped] = useState("");
  return (
    <>
      <TextField
        size="small"
        label={t("list.search")}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") props.onKeyword(typed.trim());
        }}
        onBlur={() => props.onKeyword(typed.trim())}
        slotProps={{ htmlInput: { "data-testid": "project-search", maxLength: TEXT_LIMITS.keyword } }}
      />
      <TextField
        select
        size="small"
        label={t("project.status")}
        value={props.status}
        onChange={(e) => props.onStatus(e.target.value as ProjectStatus | "")}
        sx={{ minWidth: 160 }}
        slotProps={{ htmlInput: { "data-testid": "project-status-filter" } }}
      >
        <MenuItem value="">{t("status.all")}</MenuItem>
        {PROJECT_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
