import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { PageFrame } from "../../../pages/PageFrame";
import "../i18n/catalogue";
import type { Project } from "../api/types";
import { CreateProjectDialog } from "../components/CreateProjectDialog";
import { EditProjectDialog } from "../components/EditProjectDialog";
import { ProjectFilters } from "../components/ProjectFilters";
import { ProjectMembersDialog } from "../components/ProjectMembersDialog";
import { ProjectTable } from "../components/ProjectTable";
import { useCanCreateProject, useMe } from "../hooks/use-me";
import { useProjectList } from "../hooks/use-project-list";
import { managesProject } from "../logic/project-rules";

/** /team/project: edit projects and their members (read-only or read-and-write; not a personal project). */
export default function TeamProjectPage() {
  const { t } = useTranslation("projects");
  const { t: shell } = useTranslation();
  const me = useMe();
  const canCreate = useCanCreateProject();
  const list = useProjectList();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Project | null>(null);
  const [membersOf, setMembersOf] = useState<string | null>(null);
  const actions = (p: Project) => {
    const manages = me ? managesProject(p, me) : false;
    const tasks = (
      <Button
        size="small"
        component={RouterLink}
        to={`/team/allTask/${encodeURIComponent(p.id)}`}
        data-testid={`project-tasks-${p.number}`}
      >
        {shell("pages.teamAllTask")}
      </Button>
    );
    if (!manages) return tasks;
    return (
      <Stack direction="row" spacing={1}>
        {tasks}
        <Button size="small" onClick={() => setEditing(p)} data-testid={`project-edit-${p.number}`}>
          {t("project.edit")}
        </Button>
        {p.personal ? (
          <Tooltip title={t("members.personal")}>
            <span>
              <Button size="small" disabled data-testid={`project-members-${p.number}`}>
                {t("members.manage")}
              </Button>
            </span>
          </Tooltip>
        ) : (
          <Button size="small" onClick={() => setMembersOf(p.id)} data-testid={`project-members-${p.number}`}>
            {t("members.manage")}
          </Button>
        )}
      </Stack>
    );
  };
  return (
    <PageFrame title={shell("pages.teamProject")} testId="team-project-page">
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: "center" }}>
        <ProjectFilters onKeyword={list.setKeyword} status={list.status} onStatus={list.setStatus} />
        <div style={{ flex: 1 }} />
        <Button component={RouterLink} to="/team/myTask" data-testid="my-tasks-link">
          {shell("pages.teamMyTask")}
        </Button>
        <Button component={RouterLink} to="/team/recordView" data-testid="record-view-link">
          {shell("pages.teamRecordView")}
        </Button>
        {canCreate && (
          <Button variant="contained" onClick={() => setCreating(true)} data-testid="create-project">
            {t("project.create")}
          </Button>
        )}
      </Stack>
      <ProjectTable
        testId="team-project-list"
        data={list.data}
        pageIndex={list.pageIndex}
        pageSize={list.pageSize}
        onPage={list.setPage}
        actions={actions}
      />
      <CreateProjectDialog open={creating} onClose={() => setCreating(false)} />
      {editing && <EditProjectDialog project={editing} onClose={() => setEditing(null)} />}
      {membersOf && <ProjectMembersDialog projectId={membersOf} onClose={() => setMembersOf(null)} />}
    </PageFrame>
  );
}
