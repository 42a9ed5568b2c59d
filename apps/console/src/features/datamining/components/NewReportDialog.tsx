import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import { NativeSelect } from "../../../ui/NativeSelect";
import "../i18n/catalogue";
import { listQuery } from "../api/datamining-calls";

/** "New report": which template the report is made on; then the report editor opens on it. */
export function NewReportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("datamining");
  const navigate = useNavigate();
  const templates = useQuery({ ...listQuery("templates", { binned: false, pageIndex: 1, pageSize: 200 }), enabled: open });
  const rows = templates.data?.rows ?? [];
  const [templateId, setTemplateId] = useState("");
  useEffect(() => {
    if (open && templateId === "" && rows[0]) setTemplateId(rows[0].id);
  }, [open, templateId, rows]);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid="new-report-dialog">
      <DialogTitle>{t("reports.newTitle")}</DialogTitle>
      <DialogContent>
        {templates.data && rows.length === 0 ? (
          <DialogContentText data-testid="new-report-no-template">
            {t("reports.noTemplate")}{" "}
            <Link component={RouterLink} to="/datamining/add">
              {t("templates.new")}
            </Link>
          </DialogContentText>
        ) : (
          <>
            <DialogContentText sx={{ mb: 2 }}>{t("reports.chooseTemplate")}</DialogContentText>
            <NativeSelect
              label={t("reports.template")}
              value={templateId}
              onChange={setTemplateId}
              options={rows.map((r) => ({ value: r.id, label: r.name }))}
              testId="new-report-template"
              disabled={rows.length === 0}
              minWidth={300}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("actions.cancel")}</Button>
        <Button
          variant="contained"
          disabled={templateId === ""}
          onClick={() => navigate(`/reportEdit?templateId=${encodeURIComponent(templateId)}`)}
          data-testid="new-report-confirm"
        >
          {t("reports.continue")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
