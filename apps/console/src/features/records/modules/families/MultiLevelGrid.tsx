import {
  childInsertIndex,
  moduleLevels,
  nestedOrder,
  ROW_LEVEL,
  ROW_PARENT,
  rowLevel,
  withDescendants,
} from "@labledger/domain/tables/level-rows";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import SubdirectoryIcon from "@mui/icons-material/SubdirectoryArrowRight";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import { useTranslation } from "react-i18next";
import "../../i18n/catalogue";
import { cellMark, NO_MARKS } from "../../../../ui/change-marks";
import { newRowId } from "../../model/grid-window";
import type { Row } from "../../model/types";
import { useWasHint } from "../ChangedField";
import type { ModuleBodyProps } from "../module-props";

const INDENT = 28;

/**
 * A record's multi-level table (issue 17): rows nested level by level (batch → sample → measurement),
 * each showing its level's visible columns; add a top-level row, a row under a row or beside it, or remove a row with
 * what is under it. Rows stay flat in the content, each with its level and parent.
 */
export function MultiLevelGrid({ module, content, editable, onChange, incompleteRows, since }: ModuleBodyProps) {
  const { t } = useTranslation("records");
  const marks = since?.marks ?? NO_MARKS;
  const was = useWasHint(since);
  const levels = moduleLevels(module.columns);
  const rows = content.rows;
  const setRows = (next: readonly Row[]) => onChange({ ...content, rows: next });
  const setCell = (rowId: string, field: string, value: string) =>
    setRows(rows.map((r) => (r.rowId === rowId ? { ...r, [field]: value } : r)));
  const addChild = (parent: Row) => {
    const at = childInsertIndex(rows, parent.rowId);
    const child: Row = { rowId: newRowId(), [ROW_LEVEL]: rowLevel(parent) + 1, [ROW_PARENT]: parent.rowId };
    setRows([...rows.slice(0, at), child, ...rows.slice(at)]);
  };
  /** A row beside `row`: same level and parent, after everything under `row`. */
  const addSibling = (row: Row) => {
    const at = childInsertIndex(rows, row.rowId);
    const sibling: Row = { rowId: newRowId(), [ROW_LEVEL]: rowLevel(row), [ROW_PARENT]: row[ROW_PARENT] };
    setRows([...rows.slice(0, at), sibling, ...rows.slice(at)]);
  };
  const remove = (row: Row) => {
    const gone = withDescendants(rows, row.rowId);
    setRows(rows.filter((r) => !gone.has(r.rowId)));
  };
  const flagged = new Set(incompleteRows);
  const ordered = nestedOrder(rows);
  const number = new Map(ordered.map((r, i) => [r.rowId, i + 1]));
  return (
    <Box data-testid={`grid-${module.moduleId}`} data-rows={rows.length}>
      {ordered.map((row, index) => {
        const level = rowLevel(row);
        const shape = levels[level] ?? { name: "", columns: [] };
        const bad = flagged.has(row.rowId);
        const added = marks.addedRows.has(row.rowId);
        return (
          <Box
            key={row.rowId}
            data-testid={`grid-row-${index}`}
            data-level={level}
            data-incomplete={bad ? "true" : undefined}
            data-changed={added ? "true" : undefined}
            sx={{
              display: "flex",
              alignItems: "center",
              gap: 1,
              flexWrap: "wrap",
              py: 0.75,
              pl: `${8 + level * INDENT}px`,
              borderBottom: 1,
              borderColor: "divider",
              bgcolor: bad ? "rgba(211, 47, 47, 0.12)" : added ? "rgba(46, 125, 50, 0.10)" : undefined,
            }}
          >
            <Box sx={{ color: "text.secondary", fontSize: 13, minWidth: 24 }}>{number.get(row.rowId)}</Box>
            {level > 0 && <SubdirectoryIcon fontSize="small" sx={{ color: "text.disabled" }} />}
            <Chip size="small" label={shape.name || t("grid.level", { level: level + 1 })} />
            {shape.columns
              .filter((c) => !c.hidden)
              .map((c) => {
                const value = row[c.field];
                const text = value === undefined || value === null ? "" : String(value);
                const mark = cellMark(marks, row.rowId, c.field);
                const missing = c.required && text === "";
                return editable ? (
                  <Box
                    key={c.field}
                    component="input"
                    aria-label={c.label}
                    placeholder={c.required ? `${c.label} *` : c.label}
                    title={was(mark) ?? c.label}
                    data-testid={`grid-cell-${index}-${c.label}`}
                    data-changed={mark ? "true" : undefined}
                    value={text}
                    onChange={(e: React.ChangeEvent<HTMLInputElement>) => setCell(row.rowId, c.field, e.target.value)}
                    sx={{
                      height: 30,
                      px: 1,
                      width: 160,
                      font: "inherit",
                      fontSize: 14,
                      border: 1,
                      borderRadius: 1,
                      borderColor: mark || missing ? "warning.main" : "divider",
                      borderWidth: mark ? 2 : 1,
                    }}
                  />
                ) : (
                  <Box
                    key={c.field}
                    sx={{ fontSize: 14, minWidth: 120 }}
                    data-testid={`grid-cell-${index}-${c.label}`}
                    title={was(mark)}
                  >
                    <Box component="span" sx={{ color: "text.secondary" }}>
                      {c.label}:{" "}
                    </Box>
                    {text}
                  </Box>
                );
              })}
            <Box sx={{ flex: 1 }} />
            {editable && level + 1 < levels.length && (
              <Button size="small" startIcon={<AddIcon />} onClick={() => addChild(row)} data-testid={`grid-add-child-${index}`}>
                {t("grid.addChild", { level: levels[level + 1]?.name ?? "" })}
              </Button>
            )}
            {editable && level > 0 && (
              <Button size="small" onClick={() => addSibling(row)} data-testid={`grid-add-sibling-${index}`}>
                {t("grid.addSibling", { level: shape.name })}
              </Button>
            )}
            {editable && (
              <IconButton
                size="small"
                aria-label={t("grid.deleteRow")}
                onClick={() => remove(row)}
                data-testid={`grid-delete-${index}`}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        );
      })}
      {rows.length === 0 && (
        <Box sx={{ p: 1, color: "text.secondary", fontSize: 14 }} data-testid="grid-empty">
          {t("grid.empty")}
        </Box>
      )}
      {editable && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          sx={{ mt: 1 }}
          data-testid={`grid-add-row-${module.moduleId}`}
          onClick={() => setRows([...rows, { rowId: newRowId(), [ROW_LEVEL]: 0 }])}
        >
          {t("grid.addTop", { level: levels[0]?.name ?? "" })}
        </Button>
      )}
    </Box>
  );
}
