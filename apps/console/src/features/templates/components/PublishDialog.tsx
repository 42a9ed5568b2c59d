import Alert from "@mui/material/Alert";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SubmitModal } from "../../../ui/SubmitModal";
import { showToast } from "../../../ui/toast-store";
import { listVersions, requestPublish, type TemplateRow, type TemplateScope } from "../api/template-calls";
import "../i18n/catalogue";

const SCOPES: readonly TemplateScope[] = ["department", "team", "platform"];

/** A publish request names a saved version and a scope; a reviewer signs it on /team/publish. */
export function PublishDialog(props: { template: TemplateRow | null; onClose: () => void; onDone: () => unknown }) {
  const { t } = useTranslation("templates");
  const template = props.template;
  const versions = useQuery({
    queryKey: ["templates", template?.id, "versions"],
    queryFn: () => listVersions(template!.id),
    enabled: template !== null,
  });
  const [version, setVersion] = useState("");
  const [scope, setScope] = useState<TemplateScope>("department");
  const latest = versions.data?.reduce((max, v) => Math.max(max, v.version), 0) ?? 0;
  useEffect(() => {
    setVersion(latest > 0 ? String(latest) : "");
  }, [latest]);
  const none = versions.isSuccess && versions.data.length === 0;
  return (
    <SubmitModal
      open={template !== null}
      title={t("publish.title", { name: template?.name ?? "" })}
      onClose={props.onClose}
      testId="publish-dialog"
      maxWidth="sm"
      onSubmit={async () => {
        if (!template || !version) throw new Error("version");
        await requestPublish(template.id, { version: Number(version), scope });
        showToast(t("publish.sent"), "success");
        await props.onDone();
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {none && (
          <Alert severity="warning" data-testid="publish-no-version">
            {t("publish.noVersion")}
          </Alert>
        )}
        <TextField
          select
          label={t("publish.version")}
          value={version}
          disabled={none}
          onChange={(e) => setVersion(e.target.value)}
          slotProps={{ htmlInput: { "data-testid": "publish-version" } }}
        >
          {[...(versions.data ?? [])]
            .sort((a, b) => b.version - a.version)
            .map((v) => (
              <MenuItem key={v.version} value={String(v.version)}>
                {t("publish.versionOption", { version: v.version, summary: v.changeSummary })}
              </MenuItem>
            ))}
        </TextField>
        <TextField
          select
          label={t("publish.scope")}
          value={scope}
          onChange={(e) => setScope(e.target.value as TemplateScope)}
          slotProps={{ htmlInput: { "data-testid": "publish-scope" } }}
        >
          {SCOPES.map((s) => (
            <MenuItem key={s} value={s} data-testid={`publish-scope-${s}`}>
              {t(`scope.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary">
          {t("publish.hint")}
        </Typography>
      </Stack>
    </SubmitModal>
  );
}
