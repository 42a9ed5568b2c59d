import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PageFrame } from "../../../pages/PageFrame";
import { DebouncedButton } from "../../../ui/DebouncedButton";
import { formatWhen } from "../../../ui/format-when";
import { showToast } from "../../../ui/toast-store";
import { listMyTemplates, restoreTemplate, type TemplateRow } from "../api/template-calls";
import { BinDialog } from "../components/BinDialog";
import { CreateTemplateDialog } from "../components/CreateTemplateDialog";
import { PublishDialog } from "../components/PublishDialog";
import { TemplateNameCell } from "../components/TemplateNameCell";
import { UnpublishDialog } from "../components/UnpublishDialog";
import "../i18n/catalogue";
import { stateOf } from "../logic/template-state";

/**
 * /resource/myTemplate — the author's templates (spec §2, §4 Templates): create (also opened by
 * ?create=template from the home menu), edit, versions, publish requests, unpublish, recycle bin.
 */
export default function MyTemplatesPage() {
  const { t, i18n } = useTranslation("templates");
  const { t: shell } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<"mine" | "bin">("mine");
  const [publishing, setPublishing] = useState<TemplateRow | null>(null);
  const [unpublishing, setUnpublishing] = useState<TemplateRow | null>(null);
  const [binning, setBinning] = useState<TemplateRow | null>(null);
  const creating = params.get("create") === "template";
  const binned = tab === "bin";
  const rows = useQuery({ queryKey: ["templates", "mine", binned], queryFn: () => listMyTemplates(binned) });
  const list = rows.data ?? [];
  const refresh = () => client.invalidateQueries({ queryKey: ["templates"] });
  const stateText = (row: TemplateRow) => {
    const state = stateOf(row);
    return t(state.key, { scope: state.scope ? t(`scope.${state.scope}`) : "", version: state.version });
  };
  return (
    <PageFrame title={shell("pages.resourceMyTemplate")} testId="my-templates">
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: "center" }}>
        <Tabs value={tab} onChange={(_, next: "mine" | "bin") => setTab(next)} sx={{ flex: 1 }}>
          <Tab value="mine" label={t("mine.tabMine")} data-testid="my-templates-tab-mine" />
          <Tab value="bin" label={t("mine.tabBin")} data-testid="my-templates-tab-bin" />
        </Tabs>
        <Button variant="contained" onClick={() => setParams({ create: "template" })} data-testid="template-create">
          {t("actions.create")}
        </Button>
      </Stack>
      <Table size="small" data-testid={binned ? "template-bin" : "my-template-list"}>
        <TableHead>
          <TableRow>
            <TableCell>{t("columns.name")}</TableCell>
            <TableCell>{t("columns.state")}</TableCell>
            <TableCell>{t("columns.version")}</TableCell>
            <TableCell>{t("columns.updated")}</TableCell>
            <TableCell>{t("columns.actions")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((row) => (
            <TableRow key={row.id} data-testid="my-template-row" data-name={row.name}>
              <TemplateNameCell name={row.name} description={row.description} />
              <TableCell data-testid="my-template-state">{stateText(row)}</TableCell>
              <TableCell data-testid="my-template-version">
                {row.latestVersion > 0 ? t("mine.latest", { version: row.latestVersion }) : t("mine.noVersion")}
              </TableCell>
              <TableCell>{formatWhen(row.updatedAt, i18n.language)}</TableCell>
              <TableCell>
                {binned ? (
                  <DebouncedButton
                    size="small"
                    variant="outlined"
                    data-testid="template-restore"
                    onClick={async () => {
                      await restoreTemplate(row.id);
                      showToast(t("bin.restored"), "success");
                      await refresh();
                    }}
                  >
                    {t("actions.restore")}
                  </DebouncedButton>
                ) : (
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
                    <Button
                      size="small"
                      variant="contained"
                      component={Link}
                      to={`/resource/template/${encodeURIComponent(row.id)}`}
                      data-testid="template-edit"
                    >
                      {t("actions.edit")}
                    </Button>
                    <Button
                      size="small"
                      component={Link}
                      to={`/resource/templateVersion/${encodeURIComponent(row.id)}`}
                      data-testid="template-versions"
                    >
                      {t("actions.versions")}
                    </Button>
                    <Button
                      size="small"
                      component={Link}
                      to={`/previewTemplate/${encodeURIComponent(row.id)}`}
                      data-testid="template-preview"
                    >
                      {t("actions.preview")}
                    </Button>
                    <Button size="small" onClick={() => setPublishing(row)} data-testid="template-publish">
                      {t("actions.publish")}
                    </Button>
                    {row.scope !== "personal" && (
                      <Button size="small" onClick={() => setUnpublishing(row)} data-testid="template-unpublish">
                        {t("actions.unpublish")}
                      </Button>
                    )}
                    <Button size="small" color="error" onClick={() => setBinning(row)} data-testid="template-bin-button">
                      {t("actions.bin")}
                    </Button>
                  </Stack>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.isSuccess && list.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="my-templates-empty">
          {binned ? t("mine.binEmpty") : t("mine.empty")}
        </Typography>
      )}
      <CreateTemplateDialog
        open={creating}
        onClose={() => setParams({})}
        onCreated={(id) => navigate(`/resource/template/${encodeURIComponent(id)}`)}
      />
      <PublishDialog template={publishing} onClose={() => setPublishing(null)} onDone={refresh} />
      <UnpublishDialog
        key={unpublishing?.id ?? "none"}
        template={unpublishing}
        onClose={() => setUnpublishing(null)}
        onDone={refresh}
      />
      <BinDialog template={binning} onClose={() => setBinning(null)} onDone={refresh} />
    </PageFrame>
  );
}
