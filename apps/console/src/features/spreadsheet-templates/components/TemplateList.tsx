import { mayChange } from "@labledger/domain/rubbish-bin/binnable";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import "../i18n/catalogue";
import { meQuery } from "../../../transport/queries";
import { EmptyTableRow } from "../../../ui/EmptyTableRow";
import { formatWhen } from "../../../ui/format-when";
import { ListPager } from "../../../ui/ListPager";
import { ResourceListHead } from "../../../ui/ResourceListHead";
import { showToast } from "../../../ui/toast-store";
import {
  binOrRestoreTemplate,
  type SpreadsheetTemplateKind,
  type SpreadsheetTemplateSummary,
  TEMPLATES_KEY,
  templatesQuery,
} from "../api/template-calls";

/** Where a kind's pages are (spec §2). */
export const TEMPLATE_PATHS: Record<SpreadsheetTemplateKind, { list: string; new: string; detail: string }> = {
  template: {
    list: "/resource/commonList/listSpreadsheet",
    new: "/resource/spreadsheet/new",
    detail: "/resource/detailSpreadSheet",
  },
  design: {
    list: "/resource/commonList/listSpreadDesign",
    new: "/resource/spreadDesign/new",
    detail: "/resource/detailSpreadDesign",
  },
};

/** The team's spreadsheet templates or designs (or the rubbish bin): search, new, open, bin and restore. */
export function TemplateList({ kind }: { kind: SpreadsheetTemplateKind }) {
  const { t, i18n } = useTranslation("spreadsheet-templates");
  const client = useQueryClient();
  const me = useQuery(meQuery).data;
  const [binned, setBinned] = useState(false);
  const [keyword, setKeyword] = useState("");
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const templates = useQuery(templatesQuery({ kind, binned, keyword, ...paging }));
  const paths = TEMPLATE_PATHS[kind];
  const mine = (row: SpreadsheetTemplateSummary) =>
    me !== undefined && mayChange(row, { memberId: me.id, isOrganisationAdmin: me.isOrganisationAdmin });
  const move = async (row: SpreadsheetTemplateSummary, action: "bin" | "restore") => {
    await binOrRestoreTemplate(row.id, action);
    await client.invalidateQueries({ queryKey: TEMPLATES_KEY });
    showToast(t(action === "bin" ? "list.moved" : "list.restored"), "success");
  };
  const rows = templates.data?.rows;
  return (
    <>
      <ResourceListHead
        intro={t(`${kind}.intro`)}
        create={{ label: t(`${kind}.new`), to: paths.new, testId: "new-template" }}
        binned={binned}
        onBinned={(value) => {
          setBinned(value);
          setPaging((p) => ({ ...p, pageIndex: 1 }));
        }}
        keyword={keyword}
        onKeyword={(value) => {
          setKeyword(value);
          setPaging((p) => ({ ...p, pageIndex: 1 }));
        }}
        words={{ inUse: t("list.inUse"), bin: t("list.bin"), search: t("list.search") }}
        testIds={{ inUse: "templates-in-use", bin: "templates-bin", search: "template-search" }}
      />
      {templates.error ? (
        <Alert severity="error" data-testid="template-list-error">
          {t("list.loadError", { message: templates.error.message })}
        </Alert>
      ) : (
        <>
          <Table size="small" data-testid="template-list" data-total={templates.data?.total ?? 0}>
            <TableHead>
              <TableRow>
                {(["name", "sheets", ...(kind === "design" ? (["inputs"] as const) : []), "owner", "updated"] as const).map(
                  (h) => (
                    <TableCell key={h} sx={{ fontWeight: 600 }}>
                      {t(`list.${h}`)}
                    </TableCell>
                  ),
                )}
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  {t("list.actions")}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(rows ?? []).map((row) => (
                <TableRow key={row.id} hover data-testid="template-row" data-name={row.name}>
                  <TableCell title={row.description}>
                    <RouterLink to={`${paths.detail}/${row.id}`} data-testid="template-open">
                      {row.name}
                    </RouterLink>
                  </TableCell>
                  <TableCell>{row.sheetNames.join(t("list.separator"))}</TableCell>
                  {kind === "design" && (
                    <TableCell>{t("list.inputCount", { input: row.inputCells, required: row.requiredCells })}</TableCell>
                  )}
                  <TableCell>{row.ownerName}</TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{formatWhen(row.updatedAt, i18n.language)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    {mine(row) &&
                      (binned ? (
                        <Button size="small" onClick={() => void move(row, "restore")} data-testid="template-restore">
                          {t("list.restore")}
                        </Button>
                      ) : (
                        <Button size="small" color="warning" onClick={() => void move(row, "bin")} data-testid="template-bin">
                          {t("list.binIt")}
                        </Button>
                      ))}
                  </TableCell>
                </TableRow>
              ))}
              {rows && rows.length === 0 && (
                <EmptyTableRow columns={kind === "design" ? 6 : 5} testId="template-list-empty">
                  {t(binned ? "list.binEmpty" : `${kind}.empty`)}
                </EmptyTableRow>
              )}
            </TableBody>
          </Table>
          <ListPager
            total={templates.data?.total ?? 0}
            {...paging}
            onPage={(pageIndex, pageSize) => setPaging({ pageIndex, pageSize })}
            words={{ perPage: t("list.perPage"), range: ({ from, to, count }) => t("list.range", { from, to, count }) }}
          />
        </>
      )}
    </>
  );
}
