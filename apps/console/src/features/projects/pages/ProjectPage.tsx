import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams, useSearchParams } from "react-router";
import { PageFrame } from "../../../pages/PageFrame";
import "../i18n/catalogue";
import { CreateProjectDialog } from "../components/CreateProjectDialog";
import { OverdueLists } from "../components/OverdueLists";
import { ProjectDetail } from "../components/ProjectDetail";
import { ProjectFilters } from "../components/ProjectFilters";
import { ProjectTable } from "../components/ProjectTable";
import { useCanCreateProject } from "../hooks/use-me";
import { useProjectList } from "../hooks/use-project-list";

/**
 * /project: the experiment centre (?projectId= opens that project, as a search hit leads there).
 * /project/{overdue}: the member's overdue tasks and records.
 */
export default function ProjectPage() {
  const { t } = useTranslation("projects");
  const { t: shell } = useTranslation();
  const { overdue } = useParams();
  if (overdue)
    return (
      <PageFrame title={shell("pages.projectOverdue")} testId="project-overdue-page">
        <Button component={RouterLink} to="/project" size="small">
          {t("overdue.back")}
        </Button>
        <OverdueLists />
      </PageFrame>
    );
  return <ExperimentCentre title={shell("pages.project")} />;
}

function ExperimentCentre({ title }: { title: string }) {
  const { t } = useTranslation("projects");
  const canCreate = useCanCreateProject();
  const list = useProjectList();
  const [creating, setCreating] = useState(false);
  const asked = useSearchParams()[0].get("projectId") || null;
  const [selected, setSelected] = useState<string | null>(asked);
  useEffect(() => {
    if (asked) setSelected(asked);
  }, [asked]);
  return (
    <PageFrame title={title} testId="project-page">
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: "center", flexWrap: "wrap" }}>
        <ProjectFilters onKeyword={list.setKeyword} status={list.status} onStatus={list.setStatus} />
        <div style={{ flex: 1 }} />
        <Button component={RouterLink} to="/project/overdue" data-testid="overdue-link">
          {t("overdue.link")}
        </Button>
        {canCreate && (
          <Button variant="contained" onClick={() => setCreating(true)} data-testid="create-project">
            {t("project.create")}
          </Button>
        )}
      </Stack>
      <ProjectTable
        testId="project-list"
        data={list.data}
        pageIndex={list.pageIndex}
        pageSize={list.pageSize}
        onPage={list.setPage}
        onSelect={(p) => setSelected(p.id)}
        selectedId={selected}
      />
      {selected && <ProjectDetail projectId={selected} />}
      <CreateProjectDialog open={creating} onClose={() => setCreating(false)} />
    </PageFrame>
  );
}
