import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { EmptyTableRow } from "../../../ui/EmptyTableRow";
import { formatWhen } from "../../../ui/format-when";
import { ListPager } from "../../../ui/ListPager";
import type { InstrumentRow } from "../api/instrument-calls";
import { StatusChip } from "./StatusChip";

/** The instruments: asset number, name, model, place, calibration and maintenance due with their states, who has it now. */
export function InstrumentTable(props: {
  rows: readonly InstrumentRow[] | undefined;
  total: number;
  error: Error | null;
  actions: (row: InstrumentRow) => ReactNode;
  pageIndex: number;
  pageSize: number;
  onPage: (pageIndex: number, pageSize: number) => void;
}) {
  const { rows, total, error, actions, pageIndex, pageSize, onPage } = props;
  const { t, i18n } = useTranslation("instruments");
  if (error)
    return (
      <Alert severity="error" data-testid="instrument-list-error">
        {t("list.loadError", { message: error.message })}
      </Alert>
    );
  const head = ["code", "name", "model", "location", "calibration", "maintenance", "bookedNow", "owner"] as const;
  return (
    <>
      <Table size="small" data-testid="instrument-list" data-total={total}>
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
            <TableRow key={row.id} hover data-testid="instrument-row" data-code={row.code}>
              <TableCell>{row.code}</TableCell>
              <TableCell>{row.name}</TableCell>
              <TableCell>{[row.manufacturer, row.model].filter(Boolean).join(" ")}</TableCell>
              <TableCell>{row.location}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                  <StatusChip status={row.status} />
                  <Typography variant="body2">{row.calibration.dueOn ?? ""}</Typography>
                </Stack>
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                  <StatusChip status={row.maintenanceState} testId="instrument-maintenance" />
                  <Typography variant="body2">{row.maintenance.dueOn ?? ""}</Typography>
                </Stack>
              </TableCell>
              <TableCell data-testid="instrument-booked-now">
                {row.bookedNow
                  ? t("list.bookedBy", { member: row.bookedNow.memberName, until: formatWhen(row.bookedNow.to, i18n.language) })
                  : t("list.free")}
              </TableCell>
              <TableCell>{row.ownerName}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {actions(row)}
              </TableCell>
            </TableRow>
          ))}
          {rows && rows.length === 0 && (
            <EmptyTableRow columns={9} testId="instrument-list-empty">
              {t("list.empty")}
            </EmptyTableRow>
          )}
        </TableBody>
      </Table>
      <ListPager
        total={total}
        pageIndex={pageIndex}
        pageSize={pageSize}
        onPage={onPage}
        words={{ perPage: t("list.perPage"), range: ({ from, to, count }) => t("list.range", { from, to, count }) }}
      />
    </>
  );
}
