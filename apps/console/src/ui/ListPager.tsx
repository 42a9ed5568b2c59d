import TablePagination from "@mui/material/TablePagination";

export interface ListPagerProps {
  readonly total: number;
  /** 1-based, as the API counts pages. */
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly onPage: (pageIndex: number, pageSize: number) => void;
  /** The words around the pager, in the reader's language. */
  readonly words: {
    readonly perPage: string;
    readonly range: (shown: { from: number; to: number; count: number }) => string;
    readonly button?: (type: "first" | "last" | "next" | "previous") => string;
  };
}

/** A paged list's footer (10, 20 or 50 rows a page), shown only when the list is longer than a page. */
export function ListPager({ total, pageIndex, pageSize, onPage, words }: ListPagerProps) {
  if (total <= pageSize) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.max(0, pageIndex - 1)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[10, 20, 50]}
      labelRowsPerPage={words.perPage}
      {...(words.button ? { getItemAriaLabel: words.button } : {})}
      labelDisplayedRows={words.range}
      onPageChange={(_e, page) => onPage(page + 1, pageSize)}
      onRowsPerPageChange={(e) => onPage(1, Number(e.target.value))}
    />
  );
}
