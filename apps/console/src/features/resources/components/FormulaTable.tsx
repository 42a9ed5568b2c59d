import Alert from "@mui/material/Alert";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { EmptyTableRow } from "../../../ui/EmptyTableRow";
import { formatWhen } from "../../../ui/format-when";
import { ListPager } from "../../../ui/ListPager";
import { StructurePicture } from "../../../ui/StructurePicture";
import type { ReactionFormula } from "../api/reaction-formula-calls";

/** The formulas (or the rubbish bin): each one's picture as the server draws it, name, formula in words, owner, when it changed, actions. */
export function FormulaTable(props: {
  rows: readonly ReactionFormula[] | undefined;
  total: number;
  error: Error | null;
  empty: string;
  actions: (row: ReactionFormula) => ReactNode;
  pageIndex: number;
  pageSize: number;
  onPage: (pageIndex: number, pageSize: number) => void;
}) {
  const { rows, total, error, empty, actions, pageIndex, pageSize, onPage } = props;
  const { t, i18n } = useTranslation("resources");
  if (error)
    return (
      <Alert severity="error" data-testid="formula-list-error">
        {t("formulas.loadError", { message: error.message })}
      </Alert>
    );
  const head = ["picture", "name", "scheme", "owner", "updated"] as const;
  return (
    <>
      <Table size="small" data-testid="formula-list" data-total={total}>
        <TableHead>
          <TableRow>
            {head.map((h) => (
              <TableCell key={h} sx={{ fontWeight: 600 }}>
                {t(`list.${h}`)}
              </TableCell>
            ))}
            <TableCell sx={{ fontWeight: 600 }} align="right">
              {t("list.actions")}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(rows ?? []).map((row) => (
            <TableRow key={row.id} hover data-testid="formula-row" data-name={row.name}>
              <TableCell sx={{ width: 220 }}>
                <StructurePicture structure={row.molFile} testId="formula-picture" height={80} />
              </TableCell>
              <TableCell title={row.description}>{row.name}</TableCell>
              <TableCell data-testid="formula-scheme">{row.scheme}</TableCell>
              <TableCell>{row.ownerName}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatWhen(row.updatedAt, i18n.language)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {actions(row)}
              </TableCell>
            </TableRow>
          ))}
          {rows && rows.length === 0 && (
            <EmptyTableRow columns={6} testId="formula-list-empty">
              {empty}
            </EmptyTableRow>
          )}
        </TableBody>
      </Table>
      <ListPager
        total={total}
        pageIndex={pageIndex}
        pageSize={pageSize}
        onPage={onPage}
        words={{
          perPage: t("list.perPage"),
          range: ({ from, to, count }) => t("list.range", { from, to, count }),
        }}
      />
    </>
  );
}
