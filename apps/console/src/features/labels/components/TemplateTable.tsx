import Alert from "@mui/material/Alert";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { formatWhen } from "../../../ui/format-when";
import { ListPager } from "../../../ui/ListPager";
import type { LabelTemplate } from "../api/label-calls";

/** The label templates (spec §3): name, type, size in mm, on/off, creator, when it changed, actions. */
export function TemplateTable(props: {
  rows: readonly LabelTemplate[] | undefined;
  total: number;
  error: Error | null;
  empty: string;
  actions: (row: LabelTemplate) => ReactNode;
  pageIndex: number;
  pageSize: number;
  onPage: (pageIndex: number, pageSize: number) => void;
}) {
  const { rows, total, error, empty, actions, pageIndex, pageSize, onPage } = props;
  const { t, i18n } = useTranslation("labels");
  if (error)
    return (
      <Alert severity="error" data-testid="label-template-list-error">
        {t("list.loadError", { message: error.message })}
      </Alert>
    );
  const head = ["name", "type", "size", "enabled", "owner", "updated", "actions"] as const;
  return (
    <>
      <Table size="small" data-testid="label-template-list" data-total={total}>
        <TableHead>
          <TableRow>
            {head.map((h) => (
              <TableCell key={h}>{t(`list.${h}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows?.length === 0 && (
            <TableRow>
              <TableCell colSpan={head.length}>{empty}</TableCell>
            </TableRow>
          )}
          {rows?.map((row) => (
            <TableRow key={row.id} data-testid="label-template-row">
              <TableCell>{row.name}</TableCell>
              <TableCell>{t(`types.${row.type}`)}</TableCell>
              <TableCell>{t("list.sizeMm", { width: row.width, height: row.height })}</TableCell>
              <TableCell>{t(row.enabled ? "list.on" : "list.off")}</TableCell>
              <TableCell>{row.ownerName}</TableCell>
              <TableCell>{formatWhen(row.updatedAt, i18n.language)}</TableCell>
              <TableCell>{actions(row)}</TableCell>
            </TableRow>
          ))}
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
