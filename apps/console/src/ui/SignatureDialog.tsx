// The domain's rule (deep import: no zod in the bundle): which meanings fit which act.

import { MEANINGS_OF_ACT, type SigningAct } from "@labledger/domain/approval/signature-meanings";
import { TEXT_LIMITS } from "@labledger/events/catalogue/name-limits";
import Alert from "@mui/material/Alert";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../transport/api-error";
import { meQuery } from "../transport/queries";
import { SubmitModal } from "./SubmitModal";

export type SignatureMeaning = (typeof MEANINGS_OF_ACT)[SigningAct][number];
export type { SigningAct };

export interface SignatureInput {
  readonly password: string;
  readonly meaning: SignatureMeaning;
  readonly comment: string;
}

export interface SignatureDialogProps {
  readonly open: boolean;
  readonly title: string;
  /** What is signed (a record, a module, the signature being removed). */
  readonly subject?: ReactNode;
  /** What signing does: the meanings that fit it are offered, the usual one preselected. Absent: no meaning (unlock). */
  readonly act?: SigningAct;
  /** "required": rejecting; "optional": approving; absent: no comment. */
  readonly comment?: "required" | "optional";
  /** What the comment is called where it is a reason (taking a record out of the archive); absent: "Comment". */
  readonly commentLabel?: string;
  readonly onClose: () => void;
  /** Signs; a rejection (wrong password…) keeps the dialog open with the server's message. */
  readonly onSign: (input: SignatureInput) => Promise<unknown>;
  readonly testId?: string;
}

/**
 * The electronic signature (21 CFR 11.50, 11.200): the printed name shown, the meaning chosen,
 * the password asked at every signing. One dialog for module signatures, approve, reject and unlock.
 */
export function SignatureDialog(props: SignatureDialogProps) {
  const { t } = useTranslation();
  const me = useQuery(meQuery);
  const meanings = props.act ? MEANINGS_OF_ACT[props.act] : [];
  const [password, setPassword] = useState("");
  const [meaning, setMeaning] = useState<SignatureMeaning>(meanings[0] ?? "approval");
  const [comment, setComment] = useState("");
  const [problem, setProblem] = useState<string>();
  const first = meanings[0];
  useEffect(() => {
    if (!props.open) return;
    setPassword("");
    setComment("");
    setProblem(undefined);
    if (first) setMeaning(first);
  }, [props.open, first]);

  const sign = async () => {
    if (!password) {
      setProblem(t("signature.passwordRequired"));
      throw new Error("password");
    }
    if (props.comment === "required" && !comment.trim()) {
      setProblem(t("signature.commentRequired"));
      throw new Error("comment");
    }
    setProblem(undefined);
    try {
      await props.onSign({ password, meaning, comment: comment.trim() });
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error));
      setPassword("");
      throw error;
    }
  };

  return (
    <SubmitModal
      open={props.open}
      title={props.title}
      onClose={props.onClose}
      onSubmit={sign}
      testId={props.testId ?? "signature-dialog"}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {props.subject && <Typography variant="body2">{props.subject}</Typography>}
        <TextField
          size="small"
          label={t("signature.printedName")}
          value={me.data?.realName ?? ""}
          slotProps={{ input: { readOnly: true }, htmlInput: { "data-testid": "signature-printed-name" } }}
        />
        {meanings.length > 0 && (
          <TextField
            select
            size="small"
            label={t("signature.meaning")}
            value={meaning}
            onChange={(e) => setMeaning(e.target.value as SignatureMeaning)}
            data-testid="signature-meaning"
          >
            {meanings.map((m) => (
              <MenuItem key={m} value={m} data-testid={`meaning-${m}`}>
                {t(`signature.meanings.${m}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {props.comment && (
          <TextField
            size="small"
            multiline
            minRows={2}
            required={props.comment === "required"}
            label={props.commentLabel ?? t("signature.comment")}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.comment, "data-testid": "signature-comment" } }}
          />
        )}
        <TextField
          size="small"
          type="password"
          autoComplete="current-password"
          label={t("signature.password")}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          slotProps={{ htmlInput: { "data-testid": "signature-password" } }}
        />
        <Typography variant="caption" color="text.secondary">
          {t("signature.notice")}
        </Typography>
        {problem && (
          <Alert severity="error" data-testid="signature-error">
            {problem}
          </Alert>
        )}
      </Stack>
    </SubmitModal>
  );
}
