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
import { changeTemplate, LABEL_TEMPLATES_KEY, type LabelTemplate, templatesQuery } from "../api/label-calls";
import { LabelDesigner } from "../components/LabelDesigner";
import { ScanBox } from "../components/ScanBox";
import { TemplateTable } from "../components/TemplateTable";

/** /resource/commonList/tagDesignTemplate: the label templates — new, open in the designer, on/off, the rubbish bin. */
export default function LabelTemplatesPage() {
  const { t } = useTranslation("labels");
  const { t: shell } = useTranslation();
  const client = useQueryClient();
  const me = useQuery(meQuery).data;
  const [binned, setBinned] = useState(false);
  const [keyword, setKeyword] = useState("");
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const [designing, setDesigning] = useState<LabelTemplate | "new" | null>(null);
  const templates = useQuery(templatesQuery({ binned, keyword, ...paging }));
  const mine = (row: LabelTemplate) =>
    me !== undefined && mayChange(row, { memberId: me.id, isOrganisationAdmin: me.isOrganisationAdmin });
  const act = async (row: LabelTemplate, change: "on" | "off" | "bin" | "restore") => {
    await changeTemplate(row.id, change);
    await client.invalidateQueries({ queryKey: LABEL_TEMPLATES_KEY });
    showToast(t(`list.done.${change}`), "success");
  };
  return (
    <PageFrame title={shell("pages.commonList_tagDesignTemplate")} testId="label-templates-page">
      {designing !== null ? (
        <LabelDesigner template={designing === "new" ? undefined : designing} onClose={() => setDesigning(null)} />
      ) : (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 1 }}>
            <Typography color="text.secondary" sx={{ flex: 1 }}>
              {t("list.intro")}
            </Typography>
            <ScanBox />
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setDesigning("new")}
              data-testid="new-label-template"
            >
              {t("list.new")}
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
              <Tab value="inUse" label={t("list.inUse")} data-testid="label-templates-in-use" />
              <Tab value="bin" label={t("list.bin")} data-testid="label-templates-bin" />
            </Tabs>
            <TextField
              size="small"
              label={t("list.search")}
              value={keyword}
              onChange={(e) => {
                setKeyword(e.target.value);
                setPaging((p) => ({ ...p, pageIndex: 1 }));
              }}
              slotProps={{ htmlInput: { "data-testid": "label-template-search" } }}
            />
          </Stack>
          <TemplateTable
            rows={templates.data?.rows}
            total={templates.data?.total ?? 0}
            error={templates.error}
            empty={t(binned ? "list.binEmpty" : "list.empty")}
            {...paging}
            onPage={(pageIndex, pageSize) => setPaging({ pageIndex, pageSize })}
            actions={(row) =>
              !mine(row) ? null : binned ? (
                <Button size="small" onClick={() => void act(row, "restore")} data-testid="label-template-restore">
                  {t("list.restore")}
                </Button>
              ) : (
                <>
                  <Button size="small" onClick={() => setDesigning(row)} data-testid="label-template-open">
                    {t("list.open")}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => void act(row, row.enabled ? "off" : "on")}
                    data-testid="label-template-switch"
                  >
                    {t(row.enabled ? "list.switchOff" : "list.switchOn")}
                  </Button>
                  <Button size="small" color="warning" onClick={() => void act(row, "bin")} data-testid="label-template-bin">
                    {t("list.moveToBin")}
                  </Button>
                </>
              )
            }
          />
        </>
      )}
    </PageFrame>
  );
}
