import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import "../i18n/catalogue";
import { PageFrame } from "../../../pages/PageFrame";
import { formatWhen } from "../../../ui/format-when";
import { templateCompareQuery, templateQuery } from "../api/template-versions-api";
import { LoadError } from "../components/LoadError";
import { SideBySideView } from "../components/SideBySideView";
import { alignSideBySide } from "../logic/side-by-side";
import { chosenPair, templateSide } from "../logic/template-sides";

/**
 * /resource/templateVersion/:id — a template's saved versions (each with what changed, who, when)
 * and two of them side by side with the records' compare view (?from=&to=).
 */
export default function TemplateVersionPage() {
  const { t, i18n } = useTranslation("audit");
  const { id = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const template = useQuery(templateQuery(id));
  const versions = template.data?.versions ?? [];
  const pair = chosenPair(versions, search.get("from"), search.get("to"));
  const compared = useQuery({
    ...templateCompareQuery(id, pair?.from ?? 0, pair?.to ?? 0),
    enabled: pair !== null,
    placeholderData: keepPreviousData,
  });
  const data = compared.data;
  const aligned = useMemo(() => {
    if (!data || compared.isPlaceholderData) return null;
    const labels = { name: t("templateVersions.name"), description: t("templateVersions.description") };
    return alignSideBySide(templateSide(data.fromVersion, labels), templateSide(data.toVersion, labels), data);
  }, [data, compared.isPlaceholderData, t]);
  const heading = (version: NonNullable<typeof data>["fromVersion"]) => ({
    label: t("versions.versionN", { version: version.version }),
    detail: t("templateVersions.savedBy", { user: version.savedByName, time: formatWhen(version.savedAt, i18n.language) }),
  });
  const choose = (side: "from" | "to", value: string) => {
    const next = { from: String(pair?.from ?? ""), to: String(pair?.to ?? ""), [side]: value };
    setSearch(next, { replace: true });
  };

  if (template.error) return <LoadError error={template.error} testId="template-versions" />;
  return (
    <PageFrame
      title={template.data ? t("templateVersions.title", { name: template.data.name }) : t("templateVersions.loading")}
      testId="template-versions-page"
    >
      {template.isPending && <LinearProgress />}
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Button component={Link} to={`/previewTemplate/${encodeURIComponent(id)}`} data-testid="template-versions-preview">
          {t("templateVersions.preview")}
        </Button>
        {template.data?.isAuthor && (
          <Button component={Link} to={`/resource/template/${encodeURIComponent(id)}`} data-testid="template-versions-edit">
            {t("templateVersions.edit")}
          </Button>
        )}
      </Stack>
      <Table size="small" data-testid="template-version-list" sx={{ mb: 3 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t("templateVersions.version")}</TableCell>
            <TableCell>{t("templateVersions.summary")}</TableCell>
            <TableCell>{t("templateVersions.by")}</TableCell>
            <TableCell>{t("templateVersions.when")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {versions.map((v) => (
            <TableRow key={v.version} data-testid="template-version-row" data-version={v.version}>
              <TableCell>
                {t("versions.versionN", { version: v.version })}
                {template.data?.publishedVersion === v.version && ` · ${t("templateVersions.published")}`}
              </TableCell>
              <TableCell>{v.changeSummary}</TableCell>
              <TableCell>{v.savedByName}</TableCell>
              <TableCell>{formatWhen(v.savedAt, i18n.language)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {template.isSuccess && versions.length === 0 && (
        <Typography color="text.secondary" data-testid="template-no-versions">
          {t("templateVersions.none")}
        </Typography>
      )}
      {template.isSuccess && versions.length === 1 && (
        <Typography color="text.secondary" data-testid="template-one-version">
          {t("templateVersions.onlyOne")}
        </Typography>
      )}
      {pair && (
        <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
          {(["from", "to"] as const).map((side) => (
            <TextField
              key={side}
              select
              size="small"
              sx={{ minWidth: 160 }}
              label={t(side === "from" ? "templateVersions.compareFrom" : "templateVersions.compareTo")}
              value={String(pair[side])}
              onChange={(e) => choose(side, e.target.value)}
              slotProps={{ htmlInput: { "data-testid": `template-compare-${side}` } }}
            >
              {versions.map((v) => (
                <MenuItem key={v.version} value={String(v.version)}>
                  {t("versions.versionN", { version: v.version })}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Stack>
      )}
      {compared.isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {compared.error && <Alert severity="error">{(compared.error as Error).message}</Alert>}
      {aligned && data && (
        <SideBySideView
          comparison={data}
          aligned={aligned}
          from={heading(data.fromVersion)}
          to={heading(data.toVersion)}
          fieldsTitle={t("templateVersions.fields")}
        />
      )}
    </PageFrame>
  );
}
