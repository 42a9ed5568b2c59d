import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import "../i18n/catalogue";
import { PageFrame } from "../../../pages/PageFrame";
import { formatWhen } from "../../../ui/format-when";
import { showToast } from "../../../ui/toast-store";
import { METHODS_KEY, type Method, methodQuery, methodStep, publishMethod, saveMethodDraft } from "../api/method-calls";
import { CitationList } from "../components/CitationList";
import { MethodContentView } from "../components/MethodContentView";
import { MethodFiles } from "../components/MethodFiles";
import { MethodFormFields } from "../components/MethodFormFields";
import { PublishDialog } from "../components/PublishDialog";
import { StatusChip } from "../components/StatusChip";
import { VersionList } from "../components/VersionList";
import { bodyOfMethod, formOfContent, type MethodForm, methodFormProblems } from "../logic/method-form";

type TabName = "version" | "draft" | "versions" | "citations";

/**
 * /resource/detailMethod/{id}: the version in effect (or ?version=n, an earlier one), the draft to
 * edit, the list of versions, publishing with a change summary, retiring, and the records citing it.
 */
export default function MethodDetailPage() {
  const { t } = useTranslation("methods");
  const { t: shell } = useTranslation();
  const { id = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get("version")) || undefined;
  const method = useQuery(methodQuery(id, asked));
  const [tab, setTab] = useState<TabName>("version");
  const data = method.data;
  return (
    <PageFrame title={data ? `${data.number} ${data.name}` : shell("pages.resourceDetailMethod")} testId="method-detail-page">
      {method.error && <Alert severity="error">{t("detail.loadError", { message: method.error.message })}</Alert>}
      {data && (
        <>
          <Summary method={data} />
          <Tabs value={tab} onChange={(_e, value: TabName) => setTab(value)} sx={{ mb: 2 }}>
            <Tab value="version" label={t("detail.tabs.version")} data-testid="tab-version" />
            <Tab value="draft" label={t("detail.tabs.draft")} data-testid="tab-draft" />
            <Tab value="versions" label={t("detail.tabs.versions")} data-testid="tab-versions" />
            <Tab value="citations" label={t("detail.tabs.citations")} data-testid="tab-citations" />
          </Tabs>
          {tab === "version" && <ShownVersion method={data} onCurrent={() => setSearch({})} />}
          {tab === "draft" && <Draft method={data} />}
          {tab === "versions" && (
            <VersionList
              versions={data.versions}
              shown={data.shown?.version}
              onRead={(version) => {
                setSearch({ version: String(version) });
                setTab("version");
              }}
            />
          )}
          {tab === "citations" && <CitationList citations={data.citations} />}
        </>
      )}
    </PageFrame>
  );
}

/** Who wrote it, where it stands, and the author's actions: publish the draft, retire. */
function Summary({ method }: { method: Method }) {
  const { t } = useTranslation("methods");
  const client = useQueryClient();
  const [publishing, setPublishing] = useState(false);
  const open = method.status !== "retired" && !method.binned;
  const refresh = () => client.invalidateQueries({ queryKey: METHODS_KEY });
  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <StatusChip status={method.status} />
        <Typography data-testid="method-in-effect">
          {method.version > 0
            ? t("detail.inEffect", { version: method.version, date: method.effectiveDate ?? "" })
            : t("detail.notPublished")}
        </Typography>
        <Typography color="text.secondary">{t("detail.author", { name: method.authorName })}</Typography>
        <Box sx={{ flex: 1 }} />
        {open && method.mayPublish && (
          <>
            <Button
              variant="contained"
              disabled={!method.hasUnpublishedChanges}
              onClick={() => setPublishing(true)}
              data-testid="publish-method"
            >
              {t("detail.publish", { version: method.version + 1 })}
            </Button>
            <Button
              color="warning"
              onClick={async () => {
                await methodStep(method.id, "retire");
                await refresh();
                showToast(t("detail.retired"), "success");
              }}
              data-testid="retire-method"
            >
              {t("detail.retire")}
            </Button>
          </>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="method-draft-state">
        {!open ? t("detail.retiredNote") : method.hasUnpublishedChanges ? t("detail.unpublished") : t("detail.draftSame")}
        {open && !method.mayPublish ? ` ${t("detail.onlyAuthor")}` : ""}
      </Typography>
      {publishing && (
        <PublishDialog
          version={method.version + 1}
          onClose={() => setPublishing(false)}
          onPublish={async (effectiveDate, changeSummary) => {
            const version = await publishMethod(method.id, effectiveDate, changeSummary);
            await refresh();
            showToast(t("publish.done", { version }), "success");
          }}
        />
      )}
    </Box>
  );
}

/** The version asked for, or the one in effect: as it was published, with its change summary and files. */
function ShownVersion({ method, onCurrent }: { method: Method; onCurrent: () => void }) {
  const { t, i18n } = useTranslation("methods");
  const shown = method.shown;
  if (!shown) return <Typography color="text.secondary">{t("detail.nothingPublished")}</Typography>;
  return (
    <Box sx={{ display: "grid", gap: 2 }} data-testid="shown-version" data-version={shown.version}>
      {shown.version !== method.version && (
        <Alert
          severity="info"
          data-testid="old-version-note"
          action={
            <Button size="small" onClick={onCurrent}>
              {t("detail.readCurrent")}
            </Button>
          }
        >
          {t("detail.oldVersion", { current: method.version })}
        </Alert>
      )}
      <Typography variant="subtitle1" data-testid="shown-version-heading">
        {t("detail.viewing", {
          version: shown.version,
          date: shown.effectiveDate,
          by: shown.publishedBy,
          at: formatWhen(shown.publishedAt, i18n.language),
        })}
      </Typography>
      <Box>
        <Typography variant="subtitle2">{t("detail.changeSummary")}</Typography>
        <Typography sx={{ whiteSpace: "pre-wrap" }} data-testid="shown-change-summary">
          {shown.changeSummary}
        </Typography>
      </Box>
      <MethodContentView content={shown.content} materials={method.preparedMaterials} />
      <MethodFiles methodId={method.id} files={shown.files} version={shown.version} editable={false} onChanged={async () => {}} />
    </Box>
  );
}

/** The draft: edited by any member while the method is not retired; its files attached here go with the next version. */
function Draft({ method }: { method: Method }) {
  const { t } = useTranslation("methods");
  const client = useQueryClient();
  const [form, setForm] = useState<MethodForm>(() => formOfContent(method.draft));
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const editable = method.status !== "retired" && !method.binned;
  const refresh = () => client.invalidateQueries({ queryKey: METHODS_KEY });
  // A draft saved elsewhere (another tab, a colleague) shows once the method is read again.
  useEffect(() => setForm(formOfContent(method.draft)), [method.draft]);
  if (!editable) return <MethodContentView content={method.draft} materials={method.preparedMaterials} />;
  const needs = methodFormProblems(form);
  const save = async () => {
    setBusy(true);
    setProblem("");
    try {
      await saveMethodDraft(method.id, bodyOfMethod(form));
      await refresh();
      showToast(t("form.saved"), "success");
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: "grid", gap: 2 }} data-testid="method-draft">
      <MethodFormFields form={form} onChange={setForm} />
      {problem && (
        <Alert severity="error" data-testid="method-problem">
          {problem}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {needs.map((n) => t(n.key, { row: n.row })).join(" ")}
        </Typography>
        <Button variant="contained" disabled={busy || needs.length > 0} onClick={() => void save()} data-testid="save-draft">
          {t("form.save")}
        </Button>
      </Stack>
      <MethodFiles methodId={method.id} files={method.files} editable onChanged={refresh} />
    </Box>
  );
}
