import type { Method } from "@labledger/contracts";
import Link from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import "../i18n/catalogue";
import { formatWhen } from "../../../ui/format-when";

/** The records citing the method that the reader may open, each with the version it follows. */
export function CitationList({ citations }: { citations: Method["citations"] }) {
  const { t, i18n } = useTranslation("methods");
  if (citations.length === 0) return <Typography color="text.secondary">{t("detail.noCitations")}</Typography>;
  return (
    <Table size="small" data-testid="citation-list">
      <TableHead>
        <TableRow>
          {(["recordCol", "citedVersionCol", "citedAtCol"] as const).map((h) => (
            <TableCell key={h} sx={{ fontWeight: 600 }}>
              {t(`detail.${h}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {citations.map((c) => (
          <TableRow key={c.experimentId} data-testid="citation-row">
            <TableCell>
              <Link component={RouterLink} to={`/editRecord/${encodeURIComponent(c.experimentId)}`}>
                {c.number} {c.title}
              </Link>
            </TableCell>
            <TableCell>{c.version}</TableCell>
            <TableCell>{formatWhen(c.citedAt, i18n.language)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
