import { TEXT_LIMITS } from "@labledger/events/catalogue/name-limits";
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../transport/api-error";
import { changePassword } from "../transport/auth-calls";
import { DebouncedButton } from "./DebouncedButton";

/** Old password, new password twice; the server's policy decides and its refusal is shown in its words. */
export function PasswordChangeForm({ onChanged }: { onChanged: () => void | Promise<void> }) {
  const { t } = useTranslation();
  const [oldPassword, setOldPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [repeated, setRepeated] = useState("");
  const [problem, setProblem] = useState<string>();

  const mismatch = repeated !== "" && repeated !== newPassword;
  const submit = async () => {
    if (!oldPassword || !newPassword) return setProblem(t("password.required"));
    setProblem(undefined);
    try {
      await changePassword(oldPassword, newPassword);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t("transport.connectError"));
      return;
    }
    await onChanged();
  };

  const field = (name: string, label: string, value: string, set: (v: string) => void, autoComplete: string, error?: string) => (
    <TextField
      size="small"
      type="password"
      name={name}
      label={label}
      value={value}
      autoComplete={autoComplete}
      onChange={(e) => set(e.target.value)}
      error={error !== undefined}
      helperText={error}
      slotProps={{
        htmlInput: { maxLength: TEXT_LIMITS.password, "data-testid": `password-${name}` },
        formHelperText: { "data-testid": `password-${name}-hint` } as object,
      }}
    />
  );
  return (
    <Stack spacing={2} component="form" onSubmit={(e) => e.preventDefault()} data-testid="password-form">
      {field("old", t("password.old"), oldPassword, setOldPassword, "current-password")}
      {field("new", t("password.new"), newPassword, setNewPassword, "new-password")}
      {field(
        "repeat",
        t("password.repeat"),
        repeated,
        setRepeated,
        "new-password",
        mismatch ? t("password.mismatch") : undefined,
      )}
      {problem && (
        <Alert severity="error" data-testid="password-error">
          {problem}
        </Alert>
      )}
      <DebouncedButton
        variant="contained"
        type="submit"
        onClick={submit}
        disabled={mismatch || repeated === ""}
        data-testid="password-submit"
      >
        {t("password.submit")}
      </DebouncedButton>
    </Stack>
  );
}
