import { formatCellValue } from "@labledger/domain/module-kinds/spreadSheet/number-format";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslation } from "react-i18next";
import "../../i18n/catalogue";
import type { CellConflict } from "../../../../ui/spreadsheet/sheet-state";

export interface ConflictNotesProps {
  readonly conflicts: readonly CellConflict[];
  readonly sheetName: (sheetId: string) => string;
  /** Sends the member's input again, naming what the cell holds now (only when they ask). */
  readonly onRetry: (conflict: CellConflict) => void;
  readonly onDismiss: (conflict: CellConflict) => void;
}

/** Edits the server refused or did not take: what the member typed beside what the cell holds now. */
export function ConflictNotes({ conflicts, sheetName, onRetry, onDismiss }: ConflictNotesProps) {
  const { t } = useTranslation("records");
  if (conflicts.length === 0) return null;
  return (
    <Stack spacing={0.5} sx={{ mb: 1 }} data-testid="sheet-conflicts">
      {conflicts.map((conflict) => {
        const cell = `${sheetName(conflict.sheetId)}!${conflict.cell}`;
        const now = conflict.current
          ? conflict.current.formula
            ? `${conflict.current.formula} = ${formatCellValue(conflict.current.value, conflict.current.format)}`
            : formatCellValue(conflict.current.value, conflict.current.format) || t("sheet.emptyCell")
          : "";
        return (
          <Alert
            key={`${conflict.sheetId}!${conflict.cell}`}
            severity={conflict.current ? "warning" : "error"}
            data-testid="sheet-conflict"
            action={
              <Stack direction="row" spacing={1}>
                <Button color="inherit" size="small" onClick={() => onRetry(conflict)} data-testid="sheet-conflict-retry">
                  {t("sheet.conflictRetry")}
                </Button>
                <Button color="inherit" size="small" onClick={() => onDismiss(conflict)} data-testid="sheet-conflict-dismiss">
                  {conflict.current ? t("sheet.conflictDismiss") : t("sheet.conflictForget")}
                </Button>
              </Stack>
            }
          >
            {conflict.current ? (
              <>
                {t("sheet.conflictTitle", { cell })} {t("sheet.conflictNow", { now })}{" "}
                {t("sheet.conflictYours", { input: conflict.input })}
              </>
            ) : (
              `${t("sheet.conflictNotSaved", { cell, input: conflict.input })}${conflict.problem ? ` ${conflict.problem}` : ""}`
            )}
          </Alert>
        );
      })}
    </Stack>
  );
}
