import LockIcon from "@mui/icons-material/Lock";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../transport/api-error";
import type { Me } from "../../transport/api-types";
import { logout, unlockScreen } from "../../transport/auth-calls";
import { clearSession } from "../../transport/session-store";
import { DebouncedButton } from "../../ui/DebouncedButton";
import { setScreenLocked } from "./lock-store";

/** The screen lock: covers everything until the user's password unlocks the session. */
export function LockScreen({ me }: { me: Me }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();

  const unlock = async () => {
    if (!password) {
      setError(t("lock.passwordRequired"));
      return;
    }
    try {
      await unlockScreen(password);
      setPassword("");
      setError(undefined);
      setScreenLocked(false);
      await queryClient.invalidateQueries();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t("transport.connectError"));
      // Too many wrong passwords lock the account and end the session (spec §8).
      if (e instanceof ApiError && e.status === 423) {
        clearSession();
        setScreenLocked(false);
        navigate("/login", { replace: true });
      }
    }
  };
  const switchAccount = async () => {
    await logout().catch(() => undefined);
    clearSession();
    setScreenLocked(false);
    navigate("/login", { replace: true });
  };

  return (
    <Box
      role="dialog"
      aria-modal
      data-testid="lock-screen"
      sx={{ position: "fixed", inset: 0, zIndex: 2000, bgcolor: "rgb(20, 30, 50)", display: "grid", placeItems: "center" }}
    >
      <Paper sx={{ p: 4, width: 340 }}>
        <Stack
          spacing={2}
          component="form"
          onSubmit={(e) => e.preventDefault()}
          sx={{ alignItems: "stretch", textAlign: "center" }}
        >
          <LockIcon sx={{ fontSize: 40, alignSelf: "center" }} color="primary" />
          <Typography variant="h6">{t("lock.title")}</Typography>
          <Typography color="text.secondary">{t("lock.lockedFor", { name: me.realName })}</Typography>
          <input type="text" name="username" autoComplete="username" value={me.account} readOnly hidden />
          <TextField
            type="password"
            label={t("lock.password")}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            autoFocus
            slotProps={{ htmlInput: { "data-testid": "unlock-password" } }}
          />
          {error && (
            <Alert severity="error" data-testid="unlock-error">
              {error}
            </Alert>
          )}
          <DebouncedButton variant="contained" type="submit" onClick={unlock} data-testid="unlock-submit">
            {t("lock.unlock")}
          </DebouncedButton>
          <Button size="small" onClick={switchAccount}>
            {t("lock.switchAccount")}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
