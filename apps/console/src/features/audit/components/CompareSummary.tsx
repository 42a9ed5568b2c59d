import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import type { Comparison } from "../api/types";
import { STATUS_COLOR } from "./diff-style";

/** How many modules were added, removed, changed and left alone between two versions. */
export function CompareSummary({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation("audit");
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", mb: 2 }} data-testid="compare-summary">
      {(["added", "removed", "changed", "unchanged"] as const).map((status) => (
        <Chip
          key={status}
          size="small"
          variant="outlined"
          color={STATUS_COLOR[status]}
          label={t(`versions.status.${status}`, { count: comparison.modules.filter((m) => m.status === status).length })}
          data-testid={`compare-count-${status}`}
        />
      ))}
    </Stack>
  );
}
