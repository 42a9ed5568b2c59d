import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { WordsText } from "../../../ui/WordsText";
import type { HeaderLine } from "../api/types";
import { TINT } from "./diff-style";

const NOTHING_CHANGED: ReadonlySet<string> = new Set();

/**
 * The record's own fields as they stood (number, title, status, owner, project, record book,
 * department, participants, conditions, conclusion, dates), each by its label and in words, as
 * the server read them; those in `changed` highlighted.
 */
export function RecordHeaderView({
  header,
  testId,
  valueTestId,
  changed = NOTHING_CHANGED,
}: {
  header: readonly HeaderLine[];
  testId: string;
  /** Each value's test id is `${valueTestId}-<key>`. */
  valueTestId: string;
  changed?: ReadonlySet<string>;
}) {
  const { t } = useTranslation("audit");
  return (
    <Paper variant="outlined" sx={{ p: 2, my: 2 }} data-testid={testId}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t("versions.recordFields")}
      </Typography>
      <Table size="small">
        <TableBody>
          {header.map((line) => (
            <TableRow key={line.key}>
              <TableCell sx={{ width: 200, color: "text.secondary" }}>{line.label}</TableCell>
              <TableCell
                data-testid={`${valueTestId}-${line.key}`}
                data-changed={changed.has(line.key) ? "true" : undefined}
                sx={{ bgcolor: changed.has(line.key) ? TINT.changed : undefined }}
              >
                <WordsText words={{ text: line.text }} max={200} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
