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
import type { MaterialCategory } from "../api/material-category-calls";

/** The categories: name, description, their own columns by their names in the reader's language, lots in each, who changed it when. */
export function CategoryTable(props: {
  rows: readonly MaterialCategory[] | undefined;
  total: number;
  error: Error | null;
  actions: (row: MaterialCategory) => ReactNode;
  pageIndex: number;
  pageSize: number;
  onPage: (pageIndex: number, pageSize: number) => void;
}) {
  const { rows, total, error, actions, pageIndex, pageSize, onPage } = props;
  const { t, i18n } = useTranslation("material-categories");
  if (error)
    return (
      <Alert severity="error" data-testid="category-list-error">
        {t("page.loadError", { message: error.message })}
      </Alert>
    );
  const language = i18n.language === "en" ? "en" : "zh-CN";
  const columnsInWords = (row: MaterialCategory) =>
    row.columns
      .map((c) => (c.required ? t("list.required", { label: c.label[language] }) : c.label[language]))
      .join(language === "en" ? ", " : "、") || t("list.noColumns");
  const head = ["name", "description", "columns", "lots", "updated", "updatedBy"] as const;
  return (
    <>
      <Table size="small" data-testid="category-list" data-total={total}>
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
            <TableRow key={row.id} hover data-testid="category-row" data-name={row.name}>
              <TableCell>{row.name}</TableCell>
              <TableCell>{row.description}</TableCell>
              <TableCell data-testid="category-columns-in-words">{columnsInWords(row)}</TableCell>
              <TableCell data-testid="category-lots">{row.lotCount}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatWhen(row.updatedAt, i18n.language)}</TableCell>
              <TableCell>{row.updatedBy}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {actions(row)}
              </TableCell>
            </TableRow>
          ))}
          {rows && rows.length === 0 && (
            <EmptyTableRow columns={7} testId="category-list-empty">
              {t("page.empty")}
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
