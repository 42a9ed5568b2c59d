import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { changePasswordPath, safeRedirect } from "../app/redirect";
import { rememberLanguage } from "../i18n/language";
import { LanguageSwitch } from "../shell/header/LanguageSwitch";
import { ApiError } from "../transport/api-error";
import { login } from "../transport/auth-calls";
import { saveSession } from "../transport/session-store";
import { DebouncedButton } from "../ui/DebouncedButton";

/** LabLedger's own login page; after login it returns to ?redirect= (a path of this site). */
export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [account, setAccount] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();

  const submit = async () => {
    if (!account || !password) {
      setError(t("login.required"));
      return;
    }
    setError(undefined);
    try {
      const result = await login(account.trim(), password);
      queryClient.clear();
      saveSession({ userId: result.user.id, signingKey: result.signingKey });
      rememberLanguage(result.user.language);
      await i18n.changeLanguage(result.user.language);
      const target = safeRedirect(params.get("redirect"));
      navigate(result.passwordExpired ? changePasswordPath(target) : target, { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t("transport.connectError"));
    }
  };

  return (
    <Box sx={{ minHeight: "100vh", display: "grid", placeItems: "center", bgcolor: "grey.100" }}>
      <Paper sx={{ p: 4, width: 360 }} data-testid="login-page">
        <Stack
          spacing={2}
          component="form"
          // Enter in a field clicks the submit button (implicit submission), which runs submit once.
          onSubmit={(e) => e.preventDefault()}
        >
          <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center" }}>
            <Typography variant="h5" component="h1">
              {t("login.title")}
            </Typography>
            <LanguageSwitch />
          </Stack>
          <TextField
            label={t("login.account")}
            name="account"
            autoComplete="username"
            value={account}
            onChange={(e) => setAccount(e.target.value)}
            autoFocus
          />
          <TextField
            label={t("login.password")}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {error && (
            <Alert severity="error" data-testid="login-error">
              {error}
            </Alert>
          )}
          <DebouncedButton variant="contained" type="submit" onClick={submit} data-testid="login-submit">
            {t("login.submit")}
          </DebouncedButton>
        </Stack>
      </Paper>
    </Box>
  );
}
