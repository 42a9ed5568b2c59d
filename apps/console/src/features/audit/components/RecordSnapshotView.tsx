import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { type ChangeMarks, cellMark, type Mark, NO_MARKS } from "../../../ui/change-marks";
import { cellReaderOf, fieldLabel, fieldValueInWords, fileInWords, useHistoryWords, type Words } from "../../../ui/history-words";
import { StructurePicture } from "../../../ui/StructurePicture";
import { LazyWorkbookView } from "../../../ui/spreadsheet/LazyWorkbookView";
import { WordsText } from "../../../ui/WordsText";
import type { ModuleStatus, RecordSnapshot, SnapshotModule } from "../api/types";
import { moduleFactsOf } from "../logic/module-facts";
import { columnsOf, isAttachmentModule } from "../logic/side-by-side";
import { frameColor, STATUS_COLOR, TINT } from "./diff-style";

/** What changed since an earlier version, to highlight in the record as it stands (module by module). */
export interface SinceVersion {
  /** The earlier version's label ("Version 1"), for the hover hint of a changed value. */
  readonly label: string;
  readonly modules: ReadonlyMap<string, { readonly status: ModuleStatus; readonly marks: ChangeMarks }>;
}

/**
 * The record as it stood, read-only and compact: each module's title, its fields and its rows,
 * every label and value in words (rich text rendered); with `since`, what changed since that
 * earlier version is highlighted (the field, the cell, the row).
 */
export function RecordSnapshotView({ record, since }: { record: RecordSnapshot; since?: SinceVersion }) {
  const { t } = useTranslation("audit");
  return (
    <Box data-testid="moment-record">
      {record.modules.length === 0 && <Typography color="text.secondary">{t("moment.noModules")}</Typography>}
      {record.modules.map((module) => {
        const change = since?.modules.get(module.moduleId);
        return (
          <ModuleView
            key={module.moduleId}
            module={module}
            status={change?.status ?? "unchanged"}
            marks={change?.marks ?? NO_MARKS}
            sinceLabel={since?.label ?? ""}
          />
        );
      })}
    </Box>
  );
}

const changedFlag = (mark: Mark | undefined | boolean) => (mark ? "true" : undefined);

function ModuleView({
  module,
  status,
  marks,
  sinceLabel,
}: {
  module: SnapshotModule;
  status: ModuleStatus;
  marks: ChangeMarks;
  sinceLabel: string;
}) {
  const { t } = useTranslation("audit");
  const say = useHistoryWords();
  const facts = moduleFactsOf(module);
  const cells = cellReaderOf(facts, say);
  const fields = Object.entries(module.content?.fields ?? {});
  const rows = module.content?.rows ?? [];
  const workbook = module.content?.workbook;
  const columns = columnsOf(module);
  const attachments = rows.length > 0 && isAttachmentModule(module);
  const was = (mark: Mark | undefined, before: (value: unknown) => Words) =>
    mark && mark.action !== 1
      ? t("versions.sideBySide.was", { label: sinceLabel, value: before(mark.before).text || say("empty") })
      : undefined;
  const highlighted = status !== "unchanged";
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2, borderColor: frameColor("right", status), borderWidth: highlighted ? 2 : 1 }}
      data-testid="moment-module"
      data-module-id={module.moduleId}
      data-changed={changedFlag(highlighted)}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }} data-testid="moment-module-title">
          {module.title}
        </Typography>
        {highlighted && (
          <Chip
            size="small"
            color={STATUS_COLOR[status]}
            label={t(`versions.moduleStatus.${status}`)}
            data-testid="moment-module-status"
          />
        )}
      </Stack>
      {workbook && <LazyWorkbookView workbook={workbook} testId="moment-workbook" height={300} />}
      {fields.length === 0 && rows.length === 0 && !workbook && (
        <Typography variant="body2" color="text.secondary">
          {t("moment.noContent")}
        </Typography>
      )}
      {fields.length > 0 && (
        <Table size="small" data-testid="moment-fields" sx={{ mb: 1 }}>
          <TableBody>
            {fields.map(([name, value]) => {
              const mark = marks.fields.get(name);
              return (
                <TableRow key={name} data-field={name}>
                  <TableCell sx={{ width: 200, color: "text.secondary" }} data-testid="moment-field-label">
                    {fieldLabel(facts, name, say)}
                  </TableCell>
                  <TableCell
                    data-testid={`moment-field-${name}`}
                    data-changed={changedFlag(mark)}
                    title={was(mark, (before) => fieldValueInWords(facts, name, before, say))}
                    sx={{ bgcolor: mark ? (mark.action === 1 ? TINT.added : TINT.changed) : undefined }}
                  >
                    <WordsText words={fieldValueInWords(facts, name, value, say)} max={200} />
                    {module.type === "equation" && name === "molFile" && typeof value === "string" && value.trim() !== "" && (
                      <StructurePicture structure={value} testId="moment-structure" height={200} />
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {attachments ? (
        <Box data-testid="moment-attachments">
          <Typography variant="body2" color="text.secondary">
            {t("moment.attachments")}
          </Typography>
          <ul>
            {rows.map((row) => (
              <li
                key={row.rowId}
                data-testid="moment-attachment"
                data-changed={changedFlag(marks.addedRows.has(row.rowId))}
                style={{ background: marks.addedRows.has(row.rowId) ? TINT.added : undefined }}
              >
                {fileInWords(row, say)}
              </li>
            ))}
          </ul>
        </Box>
      ) : (
        rows.length > 0 && (
          <Box sx={{ overflowX: "auto" }}>
            <Table size="small" data-testid="moment-rows">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ color: "text.secondary" }}>#</TableCell>
                  {columns.map((column) => (
                    <TableCell key={column} sx={{ color: "text.secondary" }} data-testid="moment-column" data-column={column}>
                      {cells.label(column)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, index) => {
                  const added = marks.addedRows.has(row.rowId);
                  return (
                    <TableRow
                      key={row.rowId}
                      data-row-id={row.rowId}
                      data-changed={changedFlag(added)}
                      sx={{ bgcolor: added ? TINT.added : undefined }}
                    >
                      <TableCell>{index + 1}</TableCell>
                      {columns.map((column) => {
                        const mark = cellMark(marks, row.rowId, column);
                        return (
                          <TableCell
                            key={column}
                            data-column={column}
                            data-changed={changedFlag(mark)}
                            title={was(mark, (before) => cells.value(column, before))}
                            sx={{ bgcolor: mark ? TINT.changed : undefined }}
                          >
                            <WordsText words={cells.value(column, row[column])} max={60} />
                          </TableCell>
                        );
                      })}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        )
      )}
      {marks.removedRows.size > 0 && (
        <Typography variant="body2" color="error.main" data-testid="moment-rows-removed">
          {t("versions.sideBySide.rowsRemoved", { count: marks.removedRows.size, label: sinceLabel })}
        </Typography>
      )}
    </Paper>
  );
}
