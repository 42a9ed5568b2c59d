import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { RECORD_STATUSES } from "../logic/record-view-filters";

/** The records counted by status at the top of a list; a click filters by that status (again: all). */
export function StatusCounts(props: {
  readonly total: number | undefined;
  readonly byStatus: Readonly<Record<string, number>> | undefined;
  readonly status: string;
  readonly onStatus: (status: string) => void;
}) {
  const { t } = useTranslation("projects");
  const chip = (status: string, label: string, count: number | undefined) => (
    <Chip
      key={status || "all"}
      label={`${label} ${count ?? "–"}`}
      color={props.status === status ? "primary" : "default"}
      variant={props.status === status ? "filled" : "outlined"}
      onClick={() => props.onStatus(props.status === status ? "" : status)}
      data-testid={`status-count-${status || "all"}`}
      data-count={count ?? ""}
    />
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", mb: 2 }} data-testid="status-counts">
      {chip("", t("oversight.allStatuses"), props.total)}
      {RECORD_STATUSES.map((status) => chip(status, t(`recordStatus.${status}`), props.byStatus?.[status]))}
    </Stack>
  );
}
