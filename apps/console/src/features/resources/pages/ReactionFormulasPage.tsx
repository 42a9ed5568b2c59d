import { mayChange } from "@labledger/domain/rubbish-bin/binnable";
import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { PageFrame } from "../../../pages/PageFrame";
import { meQuery } from "../../../transport/queries";
import { showToast } from "../../../ui/toast-store";
import { binOrRestoreFormula, FORMULAS_KEY, formulasQuery, type ReactionFormula } from "../api/reaction-formula-calls";
import { FormulaDialog } from "../components/FormulaDialog";
import { FormulaTable } from "../components/FormulaTable";

/** /resource/commonList/listChemical: the team's common reactions — new, edit, search, the rubbish bin (issue 16). */
export default function ReactionFormulasPage() {
  const { t } = useTranslation("resources");
  const { t: shell } = useTranslation();
  const client = useQueryClient();
  const me = useQuery(meQuery).data;
  const [binned, setBinned] = useState(false);
  const [keyword, setKeyword] = useState("");
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const [editing, setEditing] = useState<ReactionFormula | "new" | null>(null);
  const formulas = useQuery(formulasQuery({ binned, keyword, ...paging }));
  const mine = (row: ReactionFormula) =>
    me !== undefined && mayChange(row, { memberId: me.id, isOrganisationAdmin: me.isOrganisationAdmin });
  const move = async (row: ReactionFormula, action: "bin" | "restore") => {
    await binOrRestoreFormula(row.id, action);
    await client.invalidateQueries({ queryKey: FORMULAS_KEY });
    showToast(t(action === "bin" ? "list.moved" : "list.restored"), "success");
  };
  return (
    <PageFrame title={shell("pages.commonList_listChemical")} testId="reaction-formulas-page">
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 1 }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {t("formulas.intro")}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing("new")} data-testid="new-formula">
          {t("formulas.new")}
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
          <Tab value="inUse" label={t("formulas.inUse")} data-testid="formulas-in-use" />
          <Tab value="bin" label={t("formulas.bin")} data-testid="formulas-bin" />
        </Tabs>
        <TextField
          size="small"
          label={t("formulas.search")}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setPaging((p) => ({ ...p, pageIndex: 1 }));
          }}
          slotProps={{ htmlInput: { "data-testid": "formula-search" } }}
        />
      </Stack>
      <FormulaTable
        rows={formulas.data?.rows}
        total={formulas.data?.total ?? 0}
        error={formulas.error}
        empty={t(binned ? "formulas.binEmpty" : "formulas.empty")}
        {...paging}
        onPage={(pageIndex, pageSize) => setPaging({ pageIndex, pageSize })}
        actions={(row) =>
          !mine(row) ? null : binned ? (
            <Button size="small" onClick={() => void move(row, "restore")} data-testid="formula-restore">
              {t("list.restore")}
            </Button>
          ) : (
            <>
              <Button size="small" onClick={() => setEditing(row)} data-testid="formula-edit">
                {t("list.edit")}
              </Button>
              <Button size="small" color="warning" onClick={() => void move(row, "bin")} data-testid="formula-bin">
                {t("list.bin")}
              </Button>
            </>
          )
        }
      />
      {editing !== null && <FormulaDialog formula={editing} onClose={() => setEditing(null)} />}
    </PageFrame>
  );
}
