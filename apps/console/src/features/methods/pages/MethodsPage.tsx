import { METHOD_STATUSES } from "@labledger/events/catalogue/methods-values";
import AddIcon from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import "../i18n/catalogue";
import { PageFrame } from "../../../pages/PageFrame";
import { meQuery } from "../../../transport/queries";
import { EmptyTableRow } from "../../../ui/EmptyTableRow";
import { formatWhen } from "../../../ui/format-when";
import { ListPager } from "../../../ui/ListPager";
import { showToast } from "../../../ui/toast-store";
import { METHODS_KEY, type MethodRow, methodStep, methodsQuery } from "../api/method-calls";
import { StatusChip } from "../components/StatusChip";

const detailPath = (id: string) => `/resource/detailMethod/${encodeURIComponent(id)}`;

/** /resource/commonList/method: the team's methods — search, status, the rubbish bin, a new one. */
export default function MethodsPage() {
  const { t, i18n } = useTranslation("methods");
  const { t: shell } = useTranslation();
  const client = useQueryClient();
  const me = useQuery(meQuery).data;
  const [binned, setBinned] = useState(false);
  const [keyword, setKeyword] = useState("");
  const [status, setStatus] = useState("");
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const methods = useQuery(methodsQuery({ binned, keyword, status, ...paging }));
  const mine = (row: MethodRow) => me !== undefined && (row.authorId === me.id || me.isOrganisationAdmin);
  const move = async (row: MethodRow, step: "bin" | "restore") => {
    await methodStep(row.id, step);
    await client.invalidateQueries({ queryKey: METHODS_KEY });
    showToast(t(step === "bin" ? "list.moved" : "list.restored"), "success");
  };
  const firstPage = () => setPaging((p) => ({ ...p, pageIndex: 1 }));
  const rows = methods.data?.rows;
  return (
    <PageFrame title={shell("pages.commonList_method")} testId="methods-page">
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 1 }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {t("list.intro")}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          component={RouterLink}
          to="/resource/expMethod/new"
          data-testid="new-method"
        >
          {t("list.new")}
        </Button>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 1 }}>
        <Tabs
          value={binned ? "bin" : "inUse"}
          onChange={(_e, value) => {
            setBinned(value === "bin");
            firstPage();
          }}
          sx={{ flex: 1 }}
        >
          <Tab value="inUse" label={t("list.inUse")} />
          <Tab value="bin" label={t("list.bin")} data-testid="methods-bin" />
        </Tabs>
        <TextField
          select
          size="small"
          label={t("list.status")}
          value={status}
          sx={{ minWidth: 140 }}
          onChange={(e) => {
            setStatus(e.target.value);
            firstPage();
          }}
          slotProps={{ htmlInput: { "data-testid": "method-status-filter" } }}
        >
          <MenuItem value="">{t("list.allStatuses")}</MenuItem>
          {METHOD_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t("list.search")}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            firstPage();
          }}
          slotProps={{ htmlInput: { "data-testid": "method-search" } }}
        />
      </Stack>
      {methods.error ? (
        <Alert severity="error">{t("list.loadError", { message: methods.error.message })}</Alert>
      ) : (
        <>
          <Table size="small" data-testid="method-list" data-total={methods.data?.total ?? 0}>
            <TableHead>
              <TableRow>
                {(["number", "name", "category", "status", "version", "effectiveDate", "author", "updated"] as const).map((h) => (
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
                <TableRow key={row.id} hover data-testid="method-row" data-name={row.name}>
                  <TableCell>{row.number}</TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={detailPath(row.id)} data-testid="method-link">
                      {row.name}
                    </Link>
                  </TableCell>
                  <TableCell>{row.category}</TableCell>
                  <TableCell>
                    <StatusChip status={row.status} />
                  </TableCell>
                  <TableCell>{row.version > 0 ? row.version : t("list.noVersion")}</TableCell>
                  <TableCell>{row.effectiveDate ?? ""}</TableCell>
                  <TableCell>{row.authorName}</TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{formatWhen(row.updatedAt, i18n.language)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    {!mine(row) ? null : binned ? (
                      <Button size="small" onClick={() => void move(row, "restore")}>
                        {t("list.restore")}
                      </Button>
                    ) : (
                      <Button size="small" color="warning" onClick={() => void move(row, "bin")}>
                        {t("list.moveToBin")}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
              {rows && rows.length === 0 && (
                <EmptyTableRow columns={9}>{t(binned ? "list.binEmpty" : "list.empty")}</EmptyTableRow>
              )}
            </TableBody>
          </Table>
          <ListPager
            total={methods.data?.total ?? 0}
            {...paging}
            onPage={(pageIndex, pageSize) => setPaging({ pageIndex, pageSize })}
            words={{ perPage: t("list.perPage"), range: ({ from, to, count }) => t("list.range", { from, to, count }) }}
          />
        </>
      )}
    </PageFrame>
  );
}
