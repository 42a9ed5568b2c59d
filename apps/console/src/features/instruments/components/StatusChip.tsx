import Chip from "@mui/material/Chip";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";

const COLOURS = {
  valid: "success",
  dueSoon: "warning",
  lapsed: "error",
  notScheduled: "default",
  retired: "default",
} as const;

/** A calibration or maintenance state (or out of service) as a coloured word. */
export function StatusChip({ status, testId = "instrument-status" }: { status: keyof typeof COLOURS; testId?: string }) {
  const { t } = useTranslation("instruments");
  return (
    <Chip
      size="small"
      color={COLOURS[status]}
      variant={status === "retired" ? "outlined" : "filled"}
      label={t(`status.${status}`)}
      data-testid={testId}
      data-status={status}
    />
  );
}
