import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { MATERIAL_CATEGORY_LIMITS } from "@labledger/events/catalogue/material-categories-values";
import { NativeSelect } from "../../../ui/NativeSelect";
import { type ColumnRow, MATERIAL_COLUMN_TYPES, type MaterialColumnType, moved } from "../logic/category-form";

/** A category's own columns as rows: key, both names, type, required, a choice's options; moved, added, removed. */
export function ColumnRows({ columns, onChange }: { columns: readonly ColumnRow[]; onChange: (columns: ColumnRow[]) => void }) {
  const { t } = useTranslation("material-categories");
  const change = (index: number, changes: Partial<ColumnRow>) =>
    onChange(columns.map((c, i) => (i === index ? { ...c, ...changes } : c)));
  const label = { maxLength: MATERIAL_CATEGORY_LIMITS.label };
  return (
    <Box sx={{ display: "grid", gap: 1.5 }} data-testid="category-columns">
      {columns.map((column, index) => (
        <Box
          key={column.rowId}
          data-testid="category-column"
          sx={{
            display: "flex",
            flexWrap: "wrap",
            gap: 1,
            alignItems: "flex-start",
            p: 1,
            border: 1,
            borderColor: "divider",
            borderRadius: 1,
          }}
        >
          <TextField
            size="small"
            label={t("dialog.key")}
            value={column.key}
            helperText={t("dialog.keyHelp")}
            onChange={(e) => change(index, { key: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 40, "data-testid": "column-key" } }}
          />
          <TextField
            size="small"
            label={t("dialog.labelZh")}
            value={column.labelZh}
            onChange={(e) => change(index, { labelZh: e.target.value })}
            slotProps={{ htmlInput: { ...label, "data-testid": "column-label-zh" } }}
          />
          <TextField
            size="small"
            label={t("dialog.labelEn")}
            value={column.labelEn}
            onChange={(e) => change(index, { labelEn: e.target.value })}
            slotProps={{ htmlInput: { ...label, "data-testid": "column-label-en" } }}
          />
          <NativeSelect
            label={t("dialog.type")}
            value={column.type}
            onChange={(type) => change(index, { type: type as MaterialColumnType })}
            options={MATERIAL_COLUMN_TYPES.map((type) => ({ value: type, label: t(`dialog.types.${type}`) }))}
            testId="column-type"
            minWidth={110}
          />
          <FormControlLabel
            label={t("dialog.required")}
            control={
              <Checkbox
                checked={column.required}
                onChange={(e) => change(index, { required: e.target.checked })}
                slotProps={{ input: { "data-testid": "column-required" } as object }}
              />
            }
          />
          <Box sx={{ flex: 1 }} />
          <Tooltip title={t("dialog.moveUp")}>
            <span>
              <IconButton
                aria-label={t("dialog.moveUp")}
                disabled={index === 0}
                onClick={() => onChange(moved(columns, index, -1))}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t("dialog.moveDown")}>
            <span>
              <IconButton
                aria-label={t("dialog.moveDown")}
                disabled={index === columns.length - 1}
                onClick={() => onChange(moved(columns, index, 1))}
                data-testid="column-down"
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t("dialog.remove")}>
            <IconButton
              aria-label={t("dialog.remove")}
              onClick={() => onChange(columns.filter((_, i) => i !== index))}
              data-testid="column-remove"
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {column.type === "choice" && (
            <TextField
              size="small"
              fullWidth
              multiline
              minRows={2}
              label={t("dialog.options")}
              value={column.options}
              onChange={(e) => change(index, { options: e.target.value })}
              slotProps={{ htmlInput: { "data-testid": "column-options" } }}
            />
          )}
        </Box>
      ))}
    </Box>
  );
}
