import { mayChange } from "@labledger/domain/rubbish-bin/binnable";
import AddIcon from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
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
import "../i18n/catalogue";
import { PageFrame } from "../../../pages/PageFrame";
import { meQuery } from "../../../transport/queries";
import { EmptyTableRow } from "../../../ui/EmptyTableRow";
import { formatWhen } from "../../../ui/format-when";
import { ListPager } from "../../../ui/ListPager";
import { showToast } from "../../../ui/toast-store";
import {
  binOrRestorePreparedMaterial,
  PREPARED_MATERIALS_KEY,
  type PreparedMaterial,
  preparedMaterialsQuery,
} from "../api/method-calls";
import { RecipeDialog } from "../components/RecipeDialog";

/** /resource/commonList/preparedMaterialsList: the team's prepared materials (recipes) — new, edit, search, the rubbish bin. */
export default function PreparedMaterialsPage() {
  const { t, i18n } = useTranslation("methods");
  const { t: shell } = useTranslation();
  const client = useQueryClient();
  const me = useQuery(meQuery).data;
  const [binned, setBinned] = useState(false);
  const [keyword, setKeyword] = useState("");
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const [editing, setEditing] = useState<PreparedMaterial | "new" | null>(null);
  const materials = useQuery(preparedMaterialsQuery({ binned, keyword, ...paging }));
  const mine = (row: PreparedMaterial) =>
    me !== undefined && mayChange(row, { memberId: me.id, isOrganisationAdmin: me.isOrganisationAdmin });
  const move = async (row: PreparedMaterial, action: "bin" | "restore") => {
    await binOrRestorePreparedMaterial(row.id, action);
    await client.invalidateQueries({ queryKey: PREPARED_MATERIALS_KEY });
    showToast(t(action === "bin" ? "list.moved" : "list.restored"), "success");
  };
  const components = (row: PreparedMaterial) =>
    row.components
      .map((c) => {
        const words = t("recipe.componentWords", { name: c.name, amount: c.amount ?? "", unit: c.unit }).trim();
        return c.ratio === null ? words : t("recipe.componentRatio", { name: words, ratio: c.ratio });
      })
      .join(i18n.language === "zh-CN" ? "、" : ", ");
  const rows = materials.data?.rows;
  return (
    <PageFrame title={shell("pages.commonList_preparedMaterialsList")} testId="prepared-materials-page">
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 1 }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {t("recipe.intro")}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing("new")} data-testid="new-recipe">
          {t("recipe.new")}
        </Button>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 1 }}>
        <Tabs
          value={binned ? "bin" : "inUse"}
          onChange={(_e, value) => {
            setBinned(value === "bin");
            setPaging((p) => ({ ...p, pageIndex: 1 }));
          }}
          sx={{ flex: 1 }}
        >
          <Tab value="inUse" label={t("recipe.inUse")} />
          <Tab value="bin" label={t("recipe.bin")} />
        </Tabs>
        <TextField
          size="small"
          label={t("recipe.search")}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setPaging((p) => ({ ...p, pageIndex: 1 }));
          }}
          slotProps={{ htmlInput: { "data-testid": "recipe-search" } }}
        />
      </Stack>
      {materials.error ? (
        <Alert severity="error">{t("recipe.loadError", { message: materials.error.message })}</Alert>
      ) : (
        <>
          <Table size="small" data-testid="recipe-list" data-total={materials.data?.total ?? 0}>
            <TableHead>
              <TableRow>
                {(["number", "name", "components", "shelfLife", "owner", "updated"] as const).map((h) => (
                  <TableCell key={h} sx={{ fontWeight: 600 }}>
                    {t(`recipe.${h}`)}
                  </TableCell>
                ))}
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  {t("recipe.actions")}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(rows ?? []).map((row) => (
                <TableRow key={row.id} hover data-testid="recipe-row" data-name={row.name}>
                  <TableCell>{row.number}</TableCell>
                  <TableCell title={row.preparation}>{row.name}</TableCell>
                  <TableCell data-testid="recipe-components">{components(row)}</TableCell>
                  <TableCell>
                    {row.shelfLifeDays === null ? t("recipe.noShelfLife") : t("recipe.days", { count: row.shelfLifeDays })}
                  </TableCell>
                  <TableCell>{row.ownerName}</TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{formatWhen(row.updatedAt, i18n.language)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    {!mine(row) ? null : binned ? (
                      <Button size="small" onClick={() => void move(row, "restore")}>
                        {t("list.restore")}
                      </Button>
                    ) : (
                      <>
                        <Button size="small" onClick={() => setEditing(row)} data-testid="recipe-edit">
                          {t("recipe.edit")}
                        </Button>
                        <Button size="small" color="warning" onClick={() => void move(row, "bin")}>
                          {t("list.moveToBin")}
                        </Button>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
              {rows && rows.length === 0 && (
                <EmptyTableRow columns={7}>{t(binned ? "recipe.binEmpty" : "recipe.empty")}</EmptyTableRow>
              )}
            </TableBody>
          </Table>
          <ListPager
            total={materials.data?.total ?? 0}
            {...paging}
            onPage={(pageIndex, pageSize) => setPaging({ pageIndex, pageSize })}
            words={{ perPage: t("list.perPage"), range: ({ from, to, count }) => t("list.range", { from, to, count }) }}
          />
        </>
      )}
      {editing !== null && <RecipeDialog material={editing} onClose={() => setEditing(null)} />}
    </PageFrame>
  );
}
