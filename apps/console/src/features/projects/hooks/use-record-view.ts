import { useState } from "react";
import { DEFAULT_PAGE } from "../api/list-params";
import { NO_FILTERS, type RecordViewFilters, recordViewParams, summaryParams } from "../logic/record-view-filters";
import { useWritePosition } from "./write-position";

/** A record view's filters and page: a change of filters starts again at page 1 (spec §9 page size 10). */
export function useRecordView(initial: Partial<RecordViewFilters> = {}) {
  const position = useWritePosition();
  const [filters, setFiltersState] = useState<RecordViewFilters>({ ...NO_FILTERS, ...initial });
  const [page, setPage] = useState<{ pageIndex: number; pageSize: number }>({ ...DEFAULT_PAGE });
  const setFilters = (next: RecordViewFilters) => {
    setFiltersState(next);
    setPage((current) => ({ ...current, pageIndex: 1 }));
  };
  return {
    filters,
    setFilters,
    page,
    setPage: (pageIndex: number, pageSize: number) => setPage({ pageIndex, pageSize }),
    listParams: { ...recordViewParams(filters, page), position },
    summaryParams: { ...summaryParams(filters), position },
  };
}
