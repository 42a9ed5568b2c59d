import Alert from "@mui/material/Alert";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { EmptyTableRow } from "../../../ui/EmptyTableRow";
import { ListPager } from "../../../ui/ListPager";
import type { MaterialRow } from "../api/material-calls";
import { formatAmount, formatDay } from "../logic/format";
import { ExpiryChip } from "./ExpiryChip";

const HEAD = ["barcode", "name", "category", "lotNumber", "cas", "left", "place", "expiresOn", "availability"] as const;

/** The inventory's lots: barcode, name, category, lot, CAS, what is left of what came, place, expiry and availability. A row opens its lot. */
export function MaterialTable(props: {
  rows: readonly MaterialRow[] | undefined;
  total: number;
  error: Error | null;
  onOpen: (row: MaterialRow) => void;
  pageIndex: number;
  pageSize: number;
  onPage: (pageIndex: number, pageSize: number) => void;
}) {
  const { rows, total, error, onOpen, pageIndex, pageSize, onPage } = props;
  const { t, i18n } = useTranslation("materials");
  const language = i18n.language;
  if (error)
    return (
      <Alert severity="error" data-testid="material-list-error">
        {t("list.loadError", { message: error.message })}
      </Alert>
    );
  return (
    <>
      <Table size="small" data-testid="material-list" data-total={total}>
        <TableHead>
          <TableRow>
            {HEAD.map((h) => (
              <TableCell key={h} sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>
                {t(`list.${h}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {(rows ?? []).map((row) => (
            <TableRow
              key={row.id}
              hover
              sx={{ cursor: "pointer" }}
              onClick={() => onOpen(row)}
              data-testid="material-row"
              data-barcode={row.barcode}
            >
              <TableCell sx={{ fontFamily: "monospace" }}>{row.barcode}</TableCell>
              <TableCell>{row.name}</TableCell>
              <TableCell>{row.categoryName}</TableCell>
              <TableCell>{row.details.lotNumber ?? ""}</TableCell>
              <TableCell>{row.details.cas ?? ""}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }} data-testid="material-left">
                {t("list.leftOf", {
                  left: formatAmount(row.quantity, language),
                  unit: t(`unit.${row.unit}`),
                  initial: formatAmount(row.initialQuantity, language),
                })}
              </TableCell>
              <TableCell>{[row.details.warehouse, row.details.sublocation].filter(Boolean).join(" / ")}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: "center", whiteSpace: "nowrap" }}>
                  <span>{row.expiresOn ? formatDay(row.expiresOn, language) : t("expiry.none")}</span>
                  <ExpiryChip state={row.expiryState} />
                </Stack>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={row.available ? "default" : "warning"}
                  label={t(row.available ? "availability.available" : "availability.unavailable")}
                />
              </TableCell>
            </TableRow>
          ))}
          {rows && rows.length === 0 && (
            <EmptyTableRow columns={HEAD.length} testId="material-list-empty">
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
