import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DEFAULT_PAGE } from "../api/list-params";
import { projectsQuery } from "../api/projects";
import type { ProjectStatus } from "../api/types";
import { useWritePosition } from "./write-position";

/** Paging, keyword and status of a project list, and its page of projects. */
export function useProjectList() {
  const position = useWritePosition();
  const [page, setPage] = useState<{ pageIndex: number; pageSize: number }>({ ...DEFAULT_PAGE });
  const [keyword, setKeywordState] = useState("");
  const [status, setStatusState] = useState<ProjectStatus | "">("");
  const query = useQuery(projectsQuery({ ...page, keyword: keyword || undefined, status: status || undefined, position }));
  return {
    ...page,
    data: query.data,
    status,
    setPage: (pageIndex: number, pageSize: number) => setPage({ pageIndex, pageSize }),
    setKeyword: (value: string) => {
      setKeywordState(value);
      setPage((p) => ({ ...p, pageIndex: 1 }));
    },
    setStatus: (value: ProjectStatus | "") => {
      setStatusState(value);
      setPage((p) => ({ ...p, pageIndex: 1 }));
    },
  };
}
