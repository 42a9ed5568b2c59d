import type { MethodRow } from "@labledger/contracts";
import Chip from "@mui/material/Chip";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { STATUS_COLOUR } from "../logic/method-status";

/** A method's status in words: draft, in effect, retired. */
export function StatusChip({ status }: { status: MethodRow["status"] }) {
  const { t } = useTranslation("methods");
  return (
    <Chip
      size="small"
      label={t(`status.${status}`)}
      color={STATUS_COLOUR[status]}
      data-testid="method-status"
      data-status={status}
    />
  );
}
