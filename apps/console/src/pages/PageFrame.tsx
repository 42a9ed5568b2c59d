import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** The common frame of a page: a title and its content. */
export function PageFrame({ title, children, testId }: { title: string; children?: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, m: 2 }} data-testid={testId}>
      <Typography variant="h5" component="h1" gutterBottom data-testid="page-title">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
