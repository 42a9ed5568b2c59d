import type { Method } from "@labledger/contracts";
import Button from "@mui/material/Button";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { formatWhen } from "../../../ui/format-when";

/** Every published version, oldest first: when it took effect, what changed, who published it; each one opens. */
export function VersionList({
  versions,
  shown,
  onRead,
}: {
  versions: Method["versions"];
  shown: number | undefined;
  onRead: (version: number) => void;
}) {
  const { t, i18n } = useTranslation("methods");
  if (versions.length === 0) return <Typography color="text.secondary">{t("detail.noVersions")}</Typography>;
  return (
    <Table size="small" data-testid="version-list">
      <TableHead>
        <TableRow>
          {(["versionCol", "effectiveCol", "summaryCol", "publishedCol", "byCol"] as const).map((h) => (
            <TableCell key={h} sx={{ fontWeight: 600 }}>
              {t(`detail.${h}`)}
            </TableCell>
          ))}
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {versions.map((v) => (
          <TableRow key={v.version} selected={v.version === shown} data-testid="version-row" data-version={v.version}>
            <TableCell>{v.version}</TableCell>
            <TableCell>{v.effectiveDate}</TableCell>
            <TableCell sx={{ whiteSpace: "pre-wrap" }}>{v.changeSummary}</TableCell>
            <TableCell sx={{ whiteSpace: "nowrap" }}>{formatWhen(v.publishedAt, i18n.language)}</TableCell>
            <TableCell>{v.publishedBy}</TableCell>
            <TableCell align="right">
              <Button size="small" onClick={() => onRead(v.version)} data-testid="read-version">
                {t("detail.read")}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
