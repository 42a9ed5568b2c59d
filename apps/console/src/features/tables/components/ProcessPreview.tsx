import { computeRow, isComputed } from "@labledger/domain/tables/process-table";
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import type { ProcessColumnForm } from "../logic/table-forms";

const MAX_DIGITS = 6;
/** A computed value as people read it: at most six decimals, no trailing zeros. */
const shown = (value: number | null) => (value === null ? "" : String(Number(value.toFixed(MAX_DIGITS))));

/** The table as a record would show it, with sample inputs typed here and the computed columns computed live. */
export function ProcessPreview({ columns, valid }: { columns: readonly ProcessColumnForm[]; valid: boolean }) {
  const { t } = useTranslation("tables");
  const [inputs, setInputs] = useState<Record<string, string>>({});
  const named = columns.filter((c) => c.label.trim());
  const computed = valid
    ? computeRow(
        named.map((c) => ({ label: c.label.trim(), expression: c.expression })),
        inputs,
      )
    : {};
  return (
    <Box data-testid="process-preview">
      <Typography variant="subtitle1">{t("editor.preview")}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t("editor.previewHint")}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            {named.map((c) => (
              <TableCell key={c.key} sx={{ fontWeight: 600 }}>
                {c.unit.trim() ? `${c.label.trim()} (${c.unit.trim()})` : c.label.trim()}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            {named.map((c, i) =>
              isComputed(c) ? (
                <TableCell key={c.key} data-testid={`preview-${i}`} sx={{ bgcolor: "action.hover" }}>
                  {shown(computed[c.label.trim()] ?? null)}
                </TableCell>
              ) : (
                <TableCell key={c.key}>
                  <TextField
                    size="small"
                    value={inputs[c.label.trim()] ?? ""}
                    onChange={(e) => setInputs({ ...inputs, [c.label.trim()]: e.target.value })}
                    slotProps={{ htmlInput: { inputMode: "decimal", "aria-label": c.label, "data-testid": `preview-${i}` } }}
                  />
                </TableCell>
              ),
            )}
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
