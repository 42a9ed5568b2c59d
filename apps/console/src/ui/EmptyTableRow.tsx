import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import type { ReactNode } from "react";

/** The one row a list's table shows when it has nothing to list: what it would list, said in words across every column. */
export function EmptyTableRow({ columns, testId, children }: { columns: number; testId?: string; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ color: "text.secondary", textAlign: "center", py: 4 }} data-testid={testId}>
        {children}
      </TableCell>
    </TableRow>
  );
}
