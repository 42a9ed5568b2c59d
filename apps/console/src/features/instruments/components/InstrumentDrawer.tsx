import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import "../i18n/catalogue";
import { formatWhen } from "../../../ui/format-when";
import { showToast } from "../../../ui/toast-store";
import {
  INSTRUMENTS_KEY,
  type Instrument,
  instrumentQuery,
  reinstateInstrument,
  retireInstrument,
  usagesQuery,
} from "../api/instrument-calls";
import { DutyForm } from "./DutyForm";
import { StatusChip } from "./StatusChip";

const DESCRIPTION = ["code", "model", "manufacturer", "serialNumber", "location", "department", "notes"] as const;

/** An instrument in full: its description, calibration and maintenance history (recorded here), out of service, the records it was used in. */
export function InstrumentDrawer({ instrumentId, onClose }: { instrumentId: string; onClose: () => void }) {
  const { t } = useTranslation("instruments");
  const instrument = useQuery(instrumentQuery(instrumentId));
  const data = instrument.data;
  return (
    <Drawer anchor="right" open onClose={onClose} slotProps={{ paper: { sx: { width: 640, p: 3 } } }}>
      <Box data-testid="instrument-drawer">
        {instrument.error && <Alert severity="error">{t("list.loadError", { message: instrument.error.message })}</Alert>}
        {data && <Details instrument={data} />}
        <Button sx={{ mt: 2 }} onClick={onClose} data-testid="instrument-drawer-close">
          {t("common.close")}
        </Button>
      </Box>
    </Drawer>
  );
}

function Details({ instrument }: { instrument: Instrument }) {
  const { t, i18n } = useTranslation("instruments");
  const usages = useQuery(usagesQuery(instrument.id));
  const history = (duty: "calibrations" | "maintenances") => (
    <Table size="small" data-testid={`${duty}-history`}>
      <TableHead>
        <TableRow>
          {(["on", "dueOn", "reference", "by"] as const).map((h) => (
            <TableCell key={h} sx={{ fontWeight: 600 }}>
              {h === "reference" ? t(`duty.reference.${duty}`) : t(`duty.${h}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {instrument[duty].map((d) => (
          <TableRow key={`${d.at}-${d.on}`}>
            <TableCell>{d.on}</TableCell>
            <TableCell>{d.dueOn ?? t("duty.notScheduled")}</TableCell>
            <TableCell>{d.reference}</TableCell>
            <TableCell>{d.memberName}</TableCell>
          </TableRow>
        ))}
        {instrument[duty].length === 0 && (
          <TableRow>
            <TableCell colSpan={4} sx={{ color: "text.secondary" }}>
              {t("duty.none")}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <Typography variant="h6" sx={{ flex: 1 }} data-testid="instrument-drawer-name">
          {instrument.name}
        </Typography>
        <StatusChip status={instrument.status} />
      </Stack>
      <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: 0.5, m: 0 }}>
        {DESCRIPTION.filter((f) => instrument[f]).map((f) => (
          <Box key={f} sx={{ display: "contents" }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`field.${f}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {instrument[f]}
            </Typography>
          </Box>
        ))}
        <Typography component="dt" variant="body2" color="text.secondary">
          {t("list.owner")}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {instrument.ownerName}
        </Typography>
      </Box>
      {instrument.retired && (
        <Alert severity="warning" data-testid="instrument-retired">
          {t("retire.isRetired", { reason: instrument.retiredReason })}
        </Alert>
      )}
      <Divider />
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t("duty.calibrations", { days: instrument.warningDays })}
      </Typography>
      {history("calibrations")}
      {instrument.mayChange && <DutyForm instrumentId={instrument.id} duty="calibrations" />}
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t("duty.maintenances")}
        </Typography>
        <StatusChip status={instrument.maintenanceState} testId="instrument-maintenance" />
      </Stack>
      {history("maintenances")}
      {instrument.mayChange && <DutyForm instrumentId={instrument.id} duty="maintenances" />}
      {instrument.mayChange && <RetireControl instrument={instrument} />}
      <Divider />
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t("usage.title")}
      </Typography>
      <Table size="small" data-testid="instrument-usages">
        <TableHead>
          <TableRow>
            {(["record", "when", "by", "reason"] as const).map((h) => (
              <TableCell key={h} sx={{ fontWeight: 600 }}>
                {t(`usage.${h}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {(usages.data?.rows ?? []).map((u) => (
            <TableRow key={u.id} data-testid="instrument-usage">
              <TableCell>
                {u.recordVisible ? (
                  <Link component={RouterLink} to={`/previewRecord/${encodeURIComponent(u.experimentId)}`}>
                    {u.recordTitle}
                  </Link>
                ) : (
                  u.recordTitle
                )}
              </TableCell>
              <TableCell>
                {u.from && u.to
                  ? t("usage.span", { from: formatWhen(u.from, i18n.language), to: formatWhen(u.to, i18n.language) })
                  : formatWhen(u.recordedAt, i18n.language)}
              </TableCell>
              <TableCell>{u.memberName}</TableCell>
              <TableCell>{u.outOfCalibrationReason ?? ""}</TableCell>
            </TableRow>
          ))}
          {usages.data && usages.data.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={4} sx={{ color: "text.secondary" }}>
                {t("usage.none")}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Stack>
  );
}

function RetireControl({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation("instruments");
  const client = useQueryClient();
  const [reason, setReason] = useState("");
  const done = async (message: string) => {
    await client.invalidateQueries({ queryKey: INSTRUMENTS_KEY });
    showToast(message, "success");
  };
  if (instrument.retired)
    return (
      <Button
        variant="outlined"
        onClick={() => void reinstateInstrument(instrument.id).then(() => done(t("retire.reinstated")))}
        data-testid="instrument-reinstate"
      >
        {t("retire.reinstate")}
      </Button>
    );
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        size="small"
        label={t("retire.reason")}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        sx={{ flex: 1 }}
        slotProps={{ htmlInput: { "data-testid": "instrument-retire-reason" } }}
      />
      <Button
        color="warning"
        variant="outlined"
        disabled={!reason.trim()}
        onClick={() => void retireInstrument(instrument.id, reason.trim()).then(() => done(t("retire.retired")))}
        data-testid="instrument-retire"
      >
        {t("retire.action")}
      </Button>
    </Stack>
  );
}
