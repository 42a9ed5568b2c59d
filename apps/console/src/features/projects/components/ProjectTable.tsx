import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import type { Page, Project } from "../api/types";
import { useMemberNames } from "../hooks/use-me";
import { formatDateTime } from "../logic/format-time";
import { type Column, PagedTable } from "./PagedTable";
import { ProjectStatusChip } from "./StatusChip";

/** Projects with number, name, status, leader, kind and update time; optional action cells. */
export function ProjectTable(props: {
  readonly data: Page<Project> | undefined;
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly onPage: (pageIndex: number, pageSize: number) => void;
  readonly onSelect?: (project: Project) => void;
  readonly selectedId?: string | null;
  readonly actions?: (project: Project) => ReactNode;
  readonly testId: string;
}) {
  const { t } = useTranslation("projects");
  const nameOf = useMemberNames();
  const columns: Column<Project>[] = [
    { key: "number", header: t("project.number"), cell: (p) => p.number },
    { key: "name", header: t("project.name"), cell: (p) => <span data-testid="project-name-cell">{p.name}</span> },
    { key: "status", header: t("project.status"), cell: (p) => <ProjectStatusChip status={p.status} /> },
    { key: "leader", header: t("project.leader"), cell: (p) => nameOf(p.leaderId) },
    { key: "kind", header: t("project.kind"), cell: (p) => (p.personal ? t("project.personalMark") : t("project.teamMark")) },
    { key: "updatedAt", header: t("project.updatedAt"), cell: (p) => formatDateTime(p.updatedAt ?? p.createdAt) },
    ...(props.actions ? [{ key: "actions", header: t("list.actions"), cell: props.actions }] : []),
  ];
  return (
    <PagedTable
      testId={props.testId}
      columns={columns}
      rows={props.data?.rows}
      total={props.data?.total ?? 0}
      pageIndex={props.pageIndex}
      pageSize={props.pageSize}
      onPage={props.onPage}
      onRowClick={props.onSelect}
      selectedId={props.selectedId}
      rowTestId={(p) => ({ "data-testid": `project-row-${p.number}` })}
    />
  );
}
