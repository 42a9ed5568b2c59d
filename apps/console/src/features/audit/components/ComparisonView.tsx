import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { ChangeWordsText } from "../../../ui/WordsText";
import type { Comparison, FieldChange, ModuleComparison, ModuleStatus } from "../api/types";
import { CompareSummary } from "./CompareSummary";
import { STATUS_COLOR } from "./diff-style";
import { actionLabel } from "./labels";

const BORDER: Record<ModuleStatus, string> = {
  added: "success.main",
  removed: "error.main",
  changed: "warning.main",
  unchanged: "divider",
};

const BACKGROUND: Record<ModuleStatus, string | undefined> = {
  added: "rgba(46, 125, 50, 0.06)",
  removed: "rgba(211, 47, 47, 0.06)",
  changed: undefined,
  unchanged: undefined,
};

/**
 * Two versions merged into one view ("changes only"; the default is side by side): the record's own fields that changed, then every module,
 * added (green), removed (red, struck), changed (field by field, old → new) or unchanged
 * (collapsed into one line each).
 */
export function ComparisonView({
  comparison,
  fromLabel,
  toLabel,
}: {
  comparison: Comparison;
  fromLabel: string;
  toLabel: string;
}) {
  const { t } = useTranslation("audit");
  const [showUnchanged, setShowUnchanged] = useState(false);
  const changed = comparison.modules.filter((m) => m.status !== "unchanged");
  const unchanged = comparison.modules.filter((m) => m.status === "unchanged");
  const nothing = changed.length === 0 && comparison.details.length === 0;
  return (
    <Box data-testid="compare-view" data-from={comparison.from} data-to={comparison.to}>
      <Typography variant="h6" sx={{ mb: 1 }} data-testid="compare-heading">
        {t("versions.compareHeading", { from: fromLabel, to: toLabel })}
      </Typography>
      <CompareSummary comparison={comparison} />
      {nothing && (
        <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="compare-identical">
          {t("versions.identical")}
        </Typography>
      )}
      {comparison.details.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2, borderColor: "warning.main" }} data-testid="compare-details">
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t("versions.recordFields")}
          </Typography>
          <ChangesTable changes={comparison.details} />
        </Paper>
      )}
      {changed.map((module) => (
        <ModuleChanges key={module.moduleId} module={module} />
      ))}
      {unchanged.length > 0 && (
        <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} data-testid="compare-unchanged">
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <Typography color="text.secondary" sx={{ flex: 1 }}>
              {t("versions.unchangedModules", { count: unchanged.length })}
            </Typography>
            <Button size="small" onClick={() => setShowUnchanged((v) => !v)} data-testid="compare-toggle-unchanged">
              {showUnchanged ? t("versions.hideUnchanged") : t("versions.showUnchanged")}
            </Button>
          </Stack>
          {showUnchanged && (
            <ul>
              {unchanged.map((module) => (
                <li key={module.moduleId} data-testid="compare-module" data-status="unchanged" data-module-id={module.moduleId}>
                  <Typography color="text.secondary">{module.title}</Typography>
                </li>
              ))}
            </ul>
          )}
        </Paper>
      )}
    </Box>
  );
}

function ModuleChanges({ module }: { module: ModuleComparison }) {
  const { t } = useTranslation("audit");
  const removed = module.status === "removed";
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2, borderColor: BORDER[module.status], borderWidth: 2, bgcolor: BACKGROUND[module.status] }}
      data-testid="compare-module"
      data-status={module.status}
      data-module-id={module.moduleId}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
        <Typography
          variant="subtitle1"
          sx={{
            fontWeight: 600,
            textDecoration: removed ? "line-through" : undefined,
            color: removed ? "error.main" : module.status === "added" ? "success.dark" : undefined,
          }}
          data-testid="compare-module-title"
        >
          {module.title}
        </Typography>
        <Chip
          size="small"
          color={STATUS_COLOR[module.status]}
          label={t(`versions.moduleStatus.${module.status}`)}
          data-testid="compare-module-status"
        />
      </Stack>
      {module.changes.length > 0 && (
        <Box sx={{ textDecoration: removed ? "line-through" : undefined }}>
          <ChangesTable changes={module.changes} />
        </Box>
      )}
    </Paper>
  );
}

/** Changes as the server read them against the two versions: the row by position and first cell, the field by label, values in words. */
function ChangesTable({ changes }: { changes: readonly FieldChange[] }) {
  const { t } = useTranslation("audit");
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {["action", "row", "field", "change"].map((key) => (
              <TableCell key={key} sx={{ color: "text.secondary", whiteSpace: "nowrap" }}>
                {t(`table.${key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow
              key={`${change.rowId}-${change.field}-${change.action}`}
              data-testid="compare-change"
              data-field={change.field ?? ""}
              data-action={change.action}
            >
              <TableCell sx={{ whiteSpace: "nowrap" }}>{actionLabel(t, change.action)}</TableCell>
              <TableCell data-testid="compare-change-row">{change.words.row}</TableCell>
              <TableCell>{change.words.field}</TableCell>
              <TableCell sx={{ maxWidth: 480 }}>
                <ChangeWordsText words={change.words} testId="compare-change-values" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
