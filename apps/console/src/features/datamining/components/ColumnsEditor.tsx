import { COLUMN_AGGREGATES, REPORT_LIMITS } from "@labledger/events/catalogue/reports-values";
import AddIcon from "@mui/icons-material/Add";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
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
import { type Aggregate, fieldKey, moved, type ReportColumn } from "../logic/columns";
import type { ReportCriteria } from "../logic/criteria-form";
import { AddColumnDialog } from "./AddColumnDialog";

/** A template's columns: each field with its label and how it is read; added from the records' fields, reordered, removed. */
export function ColumnsEditor({
  columns,
  criteria,
  fieldNames,
  onChange,
  problem,
}: {
  columns: readonly ReportColumn[];
  criteria: ReportCriteria;
  /** Each field's name in words (module · label), from the records' field choices; a field no record holds now is named by its module. */
  fieldNames: ReadonlyMap<string, string>;
  onChange: (next: ReportColumn[]) => void;
  problem: string | null;
}) {
  const { t } = useTranslation("datamining");
  const [adding, setAdding] = useState(false);
  const change = (index: number, patch: Partial<ReportColumn>) =>
    onChange(columns.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  return (
    <Stack spacing={1} data-testid="columns-editor">
      {columns.length === 0 ? (
        <Typography color={problem ? "error" : "text.secondary"} data-testid="columns-empty">
          {t("columns.empty")}
        </Typography>
      ) : (
        <Table size="small" data-testid="columns-table">
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600, width: 64, whiteSpace: "nowrap" }}>{t("columns.position")}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t("columns.field")}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t("columns.label")}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t("columns.aggregate")}</TableCell>
              <TableCell sx={{ fontWeight: 600, width: 140 }}>{t("columns.actions")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {columns.map((column, index) => (
              <TableRow key={column.columnId} data-testid="column-row">
                <TableCell>{index + 1}</TableCell>
                <TableCell data-testid="column-field">{fieldNames.get(fieldKey(column)) ?? column.module}</TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    fullWidth
                    value={column.label}
                    required
                    error={column.label.trim() === ""}
                    onChange={(e) => change(index, { label: e.target.value })}
                    slotProps={{
                      htmlInput: {
                        maxLength: REPORT_LIMITS.label,
                        "aria-label": t("columns.labelOf", { position: index + 1 }),
                        "data-testid": "column-label",
                      },
                    }}
                  />
                </TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    value={column.aggregate}
                    onChange={(e) => change(index, { aggregate: e.target.value as Aggregate })}
                    slotProps={{
                      select: { native: true },
                      htmlInput: {
                        "aria-label": t("columns.aggregateOf", { position: index + 1 }),
                        "data-testid": "column-aggregate",
                      },
                    }}
                    sx={{ minWidth: 140 }}
                  >
                    {COLUMN_AGGREGATES.map((a) => (
                      <option key={a} value={a}>
                        {t(`aggregates.${a}`)}
                      </option>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell>
                  <IconButton
                    size="small"
                    disabled={index === 0}
                    onClick={() => onChange(moved(columns, index, -1))}
                    aria-label={t("columns.up")}
                    title={t("columns.up")}
                    data-testid="column-up"
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    disabled={index === columns.length - 1}
                    onClick={() => onChange(moved(columns, index, 1))}
                    aria-label={t("columns.down")}
                    title={t("columns.down")}
                    data-testid="column-down"
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    onClick={() => onChange(columns.filter((_, i) => i !== index))}
                    aria-label={t("columns.remove")}
                    title={t("columns.remove")}
                    data-testid="column-remove"
                  >
                    <DeleteOutlinedIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {problem && columns.length > 0 && (
        <Typography color="error" variant="body2" data-testid="columns-problem">
          {problem}
        </Typography>
      )}
      <div>
        <Button
          startIcon={<AddIcon />}
          onClick={() => setAdding(true)}
          disabled={columns.length >= REPORT_LIMITS.columns}
          data-testid="add-column"
        >
          {t("columns.add")}
        </Button>
      </div>
      <AddColumnDialog
        open={adding}
        criteria={criteria}
        columns={columns}
        onAdd={(column) => onChange([...columns, column])}
        onClose={() => setAdding(false)}
      />
    </Stack>
  );
}
