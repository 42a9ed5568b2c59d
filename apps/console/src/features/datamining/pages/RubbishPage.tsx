import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../pages/PageFrame";
import { DebouncedButton } from "../../../ui/DebouncedButton";
import "../i18n/catalogue";
import { type Binnable, listQuery } from "../api/datamining-calls";
import { DefinitionList } from "../components/DefinitionList";
import { useBin } from "../components/use-bin";

/** One section of the rubbish bin: the templates or the reports in it, each with Restore. */
function BinnedList({ kind }: { kind: Binnable }) {
  const { t } = useTranslation("datamining");
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const listed = useQuery(listQuery(kind, { binned: true, ...paging }));
  const bin = useBin(kind);
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {t(`rubbish.${kind}`)}
      </Typography>
      <DefinitionList
        rows={listed.data?.rows}
        total={listed.data?.total ?? 0}
        error={listed.error}
        name={(r) => r.name}
        extra={
          kind === "reports"
            ? [{ key: "template", header: t("list.template"), cell: (r) => ("templateName" in r ? String(r.templateName) : "") }]
            : []
        }
        actions={(r) => (
          <DebouncedButton size="small" onClick={() => bin.restore(r.id)} data-testid={`restore-${kind}`}>
            {t("actions.restore")}
          </DebouncedButton>
        )}
        {...paging}
        onPage={(pageIndex, pageSize) => setPaging({ pageIndex, pageSize })}
        empty={t(`rubbish.${kind}Empty`)}
        testId={`binned-${kind}`}
      />
    </Stack>
  );
}

/** /datamining/rubbish: the report templates and reports moved to the rubbish bin, each of which can be restored. */
export default function RubbishPage() {
  const { t } = useTranslation("datamining");
  const { t: shell } = useTranslation();
  return (
    <PageFrame title={shell("pages.dataminingRubbish")} testId="datamining-rubbish-page">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("rubbish.intro")}
      </Typography>
      <Stack spacing={4}>
        <BinnedList kind="reports" />
        <BinnedList kind="templates" />
      </Stack>
    </PageFrame>
  );
}
