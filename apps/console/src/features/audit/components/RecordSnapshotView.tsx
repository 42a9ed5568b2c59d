import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import type { RecordSnapshot, SnapshotModule, SnapshotRow } from "../api/types";
import { ValueText } from "./ValueText";

/** The record as it stood, read-only and compact: each module's title, its fields and its rows. */
export function RecordSnapshotView({ record }: { record: RecordSnapshot }) {
  const { t } = useTranslation("audit");
  return (
    <Box data-testid="moment-record">
      {record.modules.length === 0 && <Typography color="text.secondary">{t("moment.noModules")}</Typography>}
      {record.modules.map((module) => (
        <ModuleView key={module.moduleId} module={module} />
      ))}
    </Box>
  );
}

const isAttachment = (row: SnapshotRow) => typeof row.name === "string" && typeof row.sha256 === "string";

function ModuleView({ module }: { module: SnapshotModule }) {
  const { t } = useTranslation("audit");
  const fields = Object.entries(module.content?.fields ?? {});
  const rows = module.content?.rows ?? [];
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row).filter((key) => key !== "rowId")))];
  const attachments = rows.length > 0 && (module.type === "attachment" || rows.every(isAttachment));
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="moment-module" data-module-id={module.moduleId}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }} data-testid="moment-module-title">
        {module.title}
      </Typography>
      {fields.length === 0 && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t("moment.noContent")}
        </Typography>
      )}
      {fields.length > 0 && (
        <Table size="small" data-testid="moment-fields" sx={{ mb: 1 }}>
          <TableBody>
            {fields.map(([name, value]) => (
              <TableRow key={name} data-field={name}>
                <TableCell sx={{ width: 200, color: "text.secondary" }}>{name}</TableCell>
                <TableCell data-testid={`moment-field-${name}`}>
                  <ValueText value={value} max={200} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {attachments ? (
        <Box data-testid="moment-attachments">
          <Typography variant="body2" color="text.secondary">
            {t("moment.attachments")}
          </Typography>
          <ul>
            {rows.map((row) => (
              <li key={row.rowId} data-testid="moment-attachment">
                {String(row.name ?? row.rowId)}
              </li>
            ))}
          </ul>
        </Box>
      ) : (
        rows.length > 0 && (
          <Box sx={{ overflowX: "auto" }}>
            <Table size="small" data-testid="moment-rows">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ color: "text.secondary" }}>#</TableCell>
                  {columns.map((column) => (
                    <TableCell key={column} sx={{ color: "text.secondary" }}>
                      {column}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, index) => (
                  <TableRow key={row.rowId} data-row-id={row.rowId}>
                    <TableCell>{index + 1}</TableCell>
                    {columns.map((column) => (
                      <TableCell key={column}>
                        <ValueText value={row[column]} max={60} />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )
      )}
    </Paper>
  );
}
