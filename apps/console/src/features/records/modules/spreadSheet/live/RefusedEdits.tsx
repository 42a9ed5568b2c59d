import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslation } from "react-i18next";
import "../../../i18n/catalogue";
import type { RefusedEdit } from "./offline-queue";

export interface RefusedEditsProps {
  readonly refused: readonly RefusedEdit[];
  readonly sheetNames: Readonly<Record<string, string>>;
  /** How the editor shows a cell's value (its number format applied). */
  readonly show: (cell: RefusedEdit["current"][number]) => string;
  readonly onDismiss: () => void;
}

/** Edits made offline that someone else's change overtook: the member's input is kept beside what the cell holds now. */
export function RefusedEdits({ refused, sheetNames, show, onDismiss }: RefusedEditsProps) {
  const { t } = useTranslation("records");
  if (refused.length === 0) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onDismiss}>
          {t("sheetLive.dismiss")}
        </Button>
      }
    >
      <Stack spacing={0.5}>
        {refused.map(({ edit, current }) => {
          const now = current.find((c) => c.sheetId === edit.sheetId && c.cell === edit.cell);
          const place = `${sheetNames[edit.sheetId] ?? ""}!${edit.cell}`;
          return (
            <span key={`${edit.sheetId}-${edit.cell}`}>
              {t("sheetLive.refused", { place, current: now ? show(now) : "", input: edit.input })}
            </span>
          );
        })}
      </Stack>
    </Alert>
  );
}
