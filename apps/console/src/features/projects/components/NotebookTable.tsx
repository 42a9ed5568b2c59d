import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import "../i18n/catalogue";
import { DEFAULT_PAGE } from "../api/list-params";
import { projectsQuery } from "../api/projects";
import { notebooksQuery } from "../api/records";
import type { Notebook } from "../api/types";
import { useMemberNames } from "../hooks/use-me";
import { useWritePosition } from "../hooks/write-position";
import { editorLinks } from "../logic/editor-links";
import { formatDateTime } from "../logic/format-time";
import { type Column, PagedTable } from "./PagedTable";

/** Record books, paged: a new record in a book, or the book's records. */
export function NotebookTable({ selectedId, onSelect }: { selectedId: string; onSelect: (book: Notebook) => void }) {
  const { t } = useTranslation("projects");
  const navigate = useNavigate();
  const nameOf = useMemberNames();
  const position = useWritePosition();
  const [page, setPage] = useState<{ pageIndex: number; pageSize: number }>({ ...DEFAULT_PAGE });
  const { data } = useQuery(notebooksQuery({ ...page, position }));
  const projects = useQuery(projectsQuery({ pageIndex: 1, pageSize: 200, position })).data?.rows ?? [];
  const projectName = (id: string | null) => (id ? (projects.find((p) => p.id === id)?.name ?? "") : t("book.noProject"));
  const columns: Column<Notebook>[] = [
    { key: "number", header: t("book.number"), cell: (b) => b.number },
    { key: "name", header: t("book.name"), cell: (b) => <span data-testid="book-name-cell">{b.name}</span> },
    { key: "project", header: t("book.project"), cell: (b) => projectName(b.projectId) },
    { key: "owner", header: t("book.owner"), cell: (b) => nameOf(b.ownerId) },
    { key: "createdAt", header: t("book.createdAt"), cell: (b) => formatDateTime(b.createdAt) },
    {
      key: "actions",
      header: t("list.actions"),
      cell: (b) => (
        <Stack direction="row" spacing={1}>
          <Link
            component="button"
            onClick={(e) => {
              e.stopPropagation();
              navigate(editorLinks.newRecord(b.id));
            }}
            data-testid={`book-new-record-${b.id}`}
          >
            {t("record.create")}
          </Link>
        </Stack>
      ),
    },
  ];
  return (
    <PagedTable
      testId="book-list"
      columns={columns}
      rows={data?.rows}
      total={data?.total ?? 0}
      pageIndex={page.pageIndex}
      pageSize={page.pageSize}
      onPage={(pageIndex, pageSize) => setPage({ pageIndex, pageSize })}
      onRowClick={onSelect}
      selectedId={selectedId}
      rowTestId={(b) => ({ "data-testid": `book-row-${b.number}` })}
    />
  );
}
