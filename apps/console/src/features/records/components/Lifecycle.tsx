import { TEXT_LIMITS } from "@labledger/events/catalogue/name-limits";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DebouncedButton } from "../../../ui/DebouncedButton";
import { SignatureDialog } from "../../../ui/SignatureDialog";
import { SubmitModal } from "../../../ui/SubmitModal";
import { showToast } from "../../../ui/toast-store";
import {
  getCompleteness,
  listFlows,
  lockExperiment,
  recallExperiment,
  removeSignature,
  signModule,
  submitExperiment,
  unlockExperiment,
} from "../api/record-calls";
import "../i18n/catalogue";
import { formatSignTime } from "../model/manifestation";
import type { ApprovalFlow, ApprovalSignature, ExperimentRecord, ModuleSignature, RecordModule } from "../model/types";

const STATUS_COLOURS: Record<string, "default" | "info" | "success" | "error" | "warning"> = {
  draft: "default",
  submitted: "info",
  approved: "success",
  rejected: "error",
  recalling: "warning",
  recalled: "warning",
};

/** The record's lifecycle state (spec §4), its version, whether it is locked, and whether it is archived (read-only). */
export function StatusChips({
  record,
}: {
  record: Pick<ExperimentRecord, "status" | "version" | "locked"> & Partial<Pick<ExperimentRecord, "archived" | "retainUntil">>;
}) {
  const { t } = useTranslation("records");
  return (
    <>
      <Chip
        size="small"
        color={STATUS_COLOURS[record.status] ?? "default"}
        label={t(`status.${record.status}`, { defaultValue: record.status })}
        data-testid="record-status"
        data-status={record.status}
      />
      {record.version > 0 && (
        <Chip
          size="small"
          variant="outlined"
          label={t("status.version", { version: record.version })}
          data-testid="record-version-chip"
        />
      )}
      {record.locked && <Chip size="small" color="warning" label={t("status.locked")} data-testid="record-locked" />}
      {record.archived && (
        <Chip
          size="small"
          color="secondary"
          label={t("status.archived")}
          title={record.retainUntil ? t("status.retainedUntil", { date: record.retainUntil }) : undefined}
          data-testid="record-archived"
        />
      )}
    </>
  );
}

/** 21 CFR 11.50: "Signed by {printedName} — {meaning} — {time}" for each signature. */
export function Manifestations({ signatures }: { signatures: readonly ModuleSignature[] }) {
  const { t } = useTranslation("records");
  const { t: shell } = useTranslation();
  if (signatures.length === 0) return null;
  return (
    <Box data-testid="module-manifestations" sx={{ mb: 1 }}>
      {signatures.map((s) => (
        <Typography key={`${s.signerId}-${s.signTime}`} variant="body2" color="success.dark" data-testid="manifestation">
          {t("signatures.signedBy", {
            name: s.printedName,
            meaning: shell(`signature.meanings.${s.meaning}`, { defaultValue: s.meaning }),
            time: formatSignTime(s.signTime),
          })}
        </Typography>
      ))}
    </Box>
  );
}

/** The review signatures of the record's current version, with the reviewers' comments (shown in print too). */
export function ApprovalSignatureList({ signatures }: { signatures: readonly ApprovalSignature[] }) {
  const { t } = useTranslation("records");
  const { t: shell } = useTranslation();
  if (signatures.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, breakInside: "avoid" }} data-testid="approval-signatures" className="print-keep">
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }} gutterBottom>
        {t("signatures.review")}
      </Typography>
      {signatures.map((s) => (
        <Box
          key={`${s.signerId}-${s.signTime}`}
          sx={{ mb: 1 }}
          data-testid="approval-signature"
          data-approved={String(s.approved)}
        >
          <Typography variant="body2" color={s.approved ? "success.dark" : "error.main"}>
            {t("signatures.signedBy", {
              name: s.printedName,
              meaning: shell(`signature.meanings.${s.meaning}`, { defaultValue: s.meaning }),
              time: formatSignTime(s.signTime),
            })}
            {" — "}
            {s.approved ? t("signatures.approved") : t("signatures.rejected")}
          </Typography>
          {s.comment && (
            <Typography variant="body2" color="text.secondary" data-testid="approval-comment">
              {t("signatures.comment", { comment: s.comment })}
            </Typography>
          )}
        </Box>
      ))}
    </Paper>
  );
}

/** Asks the reason for a change once per save (spec §4: after submission or a signature, or by setting). */
export function ReasonDialog(props: { open: boolean; onCancel: () => void; onSave: (reason: string) => Promise<unknown> }) {
  const { t } = useTranslation("records");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState(false);
  useEffect(() => {
    if (props.open) {
      setReason("");
      setProblem(false);
    }
  }, [props.open]);
  return (
    <SubmitModal
      open={props.open}
      title={t("reason.title")}
      onClose={props.onCancel}
      testId="reason-dialog"
      onSubmit={async () => {
        if (!reason.trim()) {
          setProblem(true);
          throw new Error("reason");
        }
        await props.onSave(reason);
      }}
    >
      <TextField
        fullWidth
        size="small"
        multiline
        minRows={2}
        sx={{ mt: 1 }}
        label={t("reason.label")}
        value={reason}
        error={problem}
        helperText={problem ? t("reason.required") : t("reason.hint")}
        onChange={(e) => setReason(e.target.value)}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.reason, "data-testid": "reason-input" } }}
      />
    </SubmitModal>
  );
}

/** Submit, recall, lock and unlock by the record's state (spec §4 lifecycle). */
export function LifecycleActions(props: {
  record: ExperimentRecord;
  editable: boolean;
  /** Saves pending input first; false: something could not be saved. */
  saveFirst: () => Promise<boolean>;
  onCompleteness: () => Promise<void>;
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation("records");
  const { record } = props;
  const isOwner = record.permission === 1;
  const [flows, setFlows] = useState<readonly ApprovalFlow[] | null>(null);
  const [flowId, setFlowId] = useState("");
  const [recalling, setRecalling] = useState(false);
  const [recallReason, setRecallReason] = useState("");
  const [recallProblem, setRecallProblem] = useState(false);
  const [unlocking, setUnlocking] = useState(false);

  const doSubmit = async (chosen?: string) => {
    await submitExperiment(record.id, chosen);
    showToast(t("lifecycle.submitted"), "success");
    await props.onChanged();
  };
  const startSubmit = async () => {
    if (!(await props.saveFirst())) return;
    const completeness = await getCompleteness(record.id);
    if (!completeness.complete) {
      await props.onCompleteness();
      return;
    }
    const all = await listFlows();
    // No flow at all: the server's refusal says to ask the administrator for one.
    if (all.length === 0) return doSubmit().catch(() => undefined);
    setFlowId(all.find((f) => f.isDefault)?.flowId ?? all[0]!.flowId);
    setFlows(all);
  };
  const canSubmit = isOwner && props.editable;
  // An archived record is read-only: nothing to submit, recall or lock until an administrator takes it out of the archive.
  const archived = record.archived === true;
  const canRecall = isOwner && !archived && !record.locked && (record.status === "submitted" || record.status === "approved");

  return (
    <>
      {canSubmit && (
        <DebouncedButton variant="contained" color="secondary" onClick={startSubmit} data-testid="record-submit">
          {t("lifecycle.submit")}
        </DebouncedButton>
      )}
      {canRecall && (
        <Button variant="outlined" onClick={() => setRecalling(true)} data-testid="record-recall">
          {t("lifecycle.recall")}
        </Button>
      )}
      {isOwner && !archived && !record.locked && (
        <DebouncedButton
          variant="outlined"
          onClick={async () => {
            await lockExperiment(record.id);
            await props.onChanged();
          }}
          data-testid="record-lock"
        >
          {t("lifecycle.lock")}
        </DebouncedButton>
      )}
      {record.locked && !archived && (
        <Button variant="outlined" onClick={() => setUnlocking(true)} data-testid="record-unlock">
          {t("lifecycle.unlock")}
        </Button>
      )}

      <SubmitModal
        open={flows !== null}
        title={t("lifecycle.confirmSubmit", { version: record.version + 1 })}
        onClose={() => setFlows(null)}
        onSubmit={() => doSubmit(flowId)}
        testId="flow-dialog"
      >
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="submit-consequence">
          {t("lifecycle.submitConsequence", { title: record.title })}
        </Typography>
        <TextField
          select
          fullWidth
          size="small"
          sx={{ mt: 1 }}
          label={t("lifecycle.flow")}
          value={flowId}
          disabled={(flows ?? []).length < 2}
          onChange={(e) => setFlowId(e.target.value)}
          data-testid="flow-select"
        >
          {(flows ?? []).map((f) => (
            <MenuItem key={f.flowId} value={f.flowId} data-testid={`flow-${f.name}`}>
              {f.name}
              {f.isDefault ? ` (${t("lifecycle.default")})` : ""}
            </MenuItem>
          ))}
        </TextField>
      </SubmitModal>

      <SubmitModal
        open={recalling}
        title={t("lifecycle.recall")}
        onClose={() => setRecalling(false)}
        testId="recall-dialog"
        onSubmit={async () => {
          if (!recallReason.trim()) {
            setRecallProblem(true);
            throw new Error("reason");
          }
          await recallExperiment(record.id, recallReason.trim());
          setRecallReason("");
          setRecallProblem(false);
          await props.onChanged();
        }}
      >
        <TextField
          fullWidth
          size="small"
          multiline
          minRows={2}
          sx={{ mt: 1 }}
          label={t("lifecycle.recallReason")}
          value={recallReason}
          error={recallProblem}
          helperText={recallProblem ? t("reason.required") : undefined}
          onChange={(e) => setRecallReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.reason, "data-testid": "recall-reason" } }}
        />
      </SubmitModal>

      <SignatureDialog
        open={unlocking}
        title={t("lifecycle.unlock")}
        subject={t("lifecycle.unlockSubject", { title: record.title })}
        onClose={() => setUnlocking(false)}
        onSign={async ({ password }) => {
          await unlockExperiment(record.id, password);
          await props.onChanged();
        }}
      />
    </>
  );
}

/** The bar's note when auto-save waits for a reason. */
export function ReasonWaiting({ onGive }: { onGive: () => void }) {
  const { t } = useTranslation("records");
  return (
    <Alert
      severity="warning"
      data-testid="reason-waiting"
      action={
        <Button color="inherit" size="small" onClick={onGive} data-testid="reason-give">
          {t("reason.give")}
        </Button>
      }
    >
      {t("reason.waiting")}
    </Alert>
  );
}

/** Sign a module, or remove its latest signature (both signed with the password). */
export function ModuleSignatureActions(props: {
  recordId: string;
  module: RecordModule;
  canSign: boolean;
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation("records");
  const { t: shell } = useTranslation();
  const { module } = props;
  const [signing, setSigning] = useState(false);
  const [removing, setRemoving] = useState<ModuleSignature | null>(null);
  const latest = module.signatures?.at(-1);
  return (
    <>
      {props.canSign && (
        <Button size="small" onClick={() => setSigning(true)} data-testid="module-sign">
          {t("signatures.sign")}
        </Button>
      )}
      {latest && (
        <Button size="small" color="warning" onClick={() => setRemoving(latest)} data-testid="module-unsign">
          {t("signatures.remove")}
        </Button>
      )}
      <SignatureDialog
        open={signing}
        title={t("signatures.signTitle", { title: module.title })}
        act="signModule"
        onClose={() => setSigning(false)}
        onSign={async ({ password, meaning }) => {
          await signModule(props.recordId, module.moduleId, password, meaning);
          await props.onChanged();
        }}
      />
      <SignatureDialog
        open={removing !== null}
        title={t("signatures.removeTitle")}
        subject={
          removing &&
          t("signatures.removeSubject", {
            name: removing.printedName,
            meaning: shell(`signature.meanings.${removing.meaning}`, { defaultValue: removing.meaning }),
            time: formatSignTime(removing.signTime),
            title: module.title,
          })
        }
        act="removeSignature"
        onClose={() => setRemoving(null)}
        onSign={async ({ password, meaning }) => {
          if (!removing) return;
          await removeSignature(props.recordId, module.moduleId, {
            password,
            meaning,
            signerId: removing.signerId,
            signTime: removing.signTime,
          });
          await props.onChanged();
        }}
      />
    </>
  );
}
