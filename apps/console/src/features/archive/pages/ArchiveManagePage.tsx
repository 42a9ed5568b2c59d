import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../pages/PageFrame";
import { meQuery } from "../../../transport/queries";
import { SignatureDialog } from "../../../ui/SignatureDialog";
import { SubmitModal } from "../../../ui/SubmitModal";
import { showToast } from "../../../ui/toast-store";
import {
  ARCHIVE_KEY,
  type ArchiveRow,
  type ArchiveState,
  archiveQuery,
  archiveRecords,
  archiveSettingsQuery,
  unarchiveRecord,
} from "../api/archive-calls";
import { ArchiveTable } from "../components/ArchiveTable";
import { RetentionSetting } from "../components/RetentionSetting";
import "../i18n/catalogue";
import { ARCHIVE_RETENTION_YEARS, retainedUntilIfArchivedAt } from "../logic/retention";

/**
 * /team/archiveManage (spec §2): approved records to archive, chosen and archived by an
 * administrator; archived records with when, by whom and until when they are retained, each
 * taken out of the archive with a signature and a reason; the organisation's retention period.
 */
export default function ArchiveManagePage() {
  const { t } = useTranslation("archive");
  const { t: shell } = useTranslation();
  const client = useQueryClient();
  const isAdmin = useQuery(meQuery).data?.isOrganisationAdmin === true;
  const retention = useQuery(archiveSettingsQuery).data?.retentionYears ?? ARCHIVE_RETENTION_YEARS.default;
  const [state, setState] = useState<ArchiveState>("approved");
  const [keyword, setKeyword] = useState("");
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [unarchiving, setUnarchiving] = useState<ArchiveRow | null>(null);
  const list = useQuery(archiveQuery({ state, keyword, ...paging }));

  const toggle = (ids: readonly string[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  const refresh = () => client.invalidateQueries({ queryKey: ARCHIVE_KEY });
  const archive = async () => {
    const done = await archiveRecords([...chosen]);
    setChosen(new Set());
    showToast(t("archivedToast", { count: done.archived.length }), "success");
    await refresh();
  };

  return (
    <PageFrame title={shell("pages.teamArchiveManage")} testId="archive-page">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("intro")}
      </Typography>
      {!isAdmin && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="archive-read-only">
          {t("readOnly")}
        </Alert>
      )}
      <RetentionSetting canEdit={isAdmin} />
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 1 }}>
        <Tabs
          value={state}
          onChange={(_e, value: ArchiveState) => {
            setState(value);
            setChosen(new Set());
            setPaging((p) => ({ ...p, pageIndex: 1 }));
          }}
          sx={{ flex: 1 }}
        >
          <Tab value="approved" label={t("tabs.approved")} data-testid="archive-tab-approved" />
          <Tab value="archived" label={t("tabs.archived")} data-testid="archive-tab-archived" />
        </Tabs>
        <TextField
          size="small"
          label={t("search")}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setPaging((p) => ({ ...p, pageIndex: 1 }));
          }}
          slotProps={{ htmlInput: { "data-testid": "archive-search" } }}
        />
        {isAdmin && state === "approved" && (
          <Button
            variant="contained"
            disabled={chosen.size === 0}
            onClick={() => setConfirming(true)}
            data-testid="archive-selected"
          >
            {t("archiveSelected", { count: chosen.size })}
          </Button>
        )}
      </Stack>
      <ArchiveTable
        state={state}
        rows={list.data?.rows}
        total={list.data?.total ?? 0}
        error={list.error}
        {...paging}
        onPage={(pageIndex, pageSize) => setPaging({ pageIndex, pageSize })}
        {...(isAdmin && state === "approved" ? { selection: { chosen, toggle } } : {})}
        {...(isAdmin && state === "archived"
          ? {
              actions: (row: ArchiveRow) => (
                <Button size="small" onClick={() => setUnarchiving(row)} data-testid="archive-unarchive">
                  {t("unarchive")}
                </Button>
              ),
            }
          : {})}
      />
      <SubmitModal
        open={confirming}
        title={t("confirmTitle", { count: chosen.size })}
        onClose={() => setConfirming(false)}
        onSubmit={archive}
        testId="archive-confirm"
      >
        <Typography variant="body2" data-testid="archive-confirm-body">
          {t("confirmBody", { until: retainedUntilIfArchivedAt(new Date(), retention), years: retention })}
        </Typography>
      </SubmitModal>
      <SignatureDialog
        open={unarchiving !== null}
        title={unarchiving ? t("unarchiveTitle", { number: unarchiving.number }) : ""}
        subject={unarchiving ? t("unarchiveSubject", { title: unarchiving.title, number: unarchiving.number }) : undefined}
        act="unarchive"
        comment="required"
        commentLabel={t("reason")}
        onClose={() => setUnarchiving(null)}
        onSign={async ({ password, comment }) => {
          if (!unarchiving) return;
          await unarchiveRecord(unarchiving.id, { password, reason: comment });
          showToast(t("unarchivedToast", { number: unarchiving.number }), "success");
          await refresh();
        }}
        testId="unarchive-signature"
      />
    </PageFrame>
  );
}
