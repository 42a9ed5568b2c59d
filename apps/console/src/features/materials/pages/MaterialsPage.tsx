import AddIcon from "@mui/icons-material/Add";
import UploadIcon from "@mui/icons-material/UploadFileOutlined";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import "../i18n/catalogue";
import { PageFrame } from "../../../pages/PageFrame";
import { meQuery } from "../../../transport/queries";
import { NativeSelect } from "../../../ui/NativeSelect";
import {
  type AvailabilityFilter,
  categoriesQuery,
  type ExpiryFilter,
  type MaterialListParams,
  materialsQuery,
} from "../api/material-calls";
import { ImportDialog } from "../components/ImportDialog";
import { InventorySettingsCard } from "../components/InventorySettingsCard";
import { MaterialDetail } from "../components/MaterialDetail";
import { MaterialDialog } from "../components/MaterialDialog";
import { MaterialTable } from "../components/MaterialTable";
import { ScanBox } from "../components/ScanBox";

const EXPIRY_STATES = ["expired", "aboutToExpire", "valid"] as const;
/** The expiry filter a link asks for (the daily reminder opens the lots about to expire). */
const expiryFilterOf = (asked: string | null): ExpiryFilter =>
  (EXPIRY_STATES as readonly string[]).includes(asked ?? "") ? (asked as ExpiryFilter) : "";

/**
 * /resource/detailMaterial (spec §3 Material and inventory, issue 20): the inventory's lots,
 * searched, filtered and scanned; ?id= opens one lot (links from records, labels and scans land
 * there); a lot registered or described; the inventory settings.
 */
export default function MaterialsPage() {
  const { t } = useTranslation("materials");
  const { t: shell } = useTranslation();
  const isAdmin = useQuery(meQuery).data?.isOrganisationAdmin === true;
  const [search, setSearch] = useSearchParams();
  const openId = search.get("id");
  const [params, setParams] = useState<MaterialListParams>({
    keyword: "",
    expiry: expiryFilterOf(search.get("expiry")),
    available: "",
    categoryId: "",
    pageIndex: 1,
    pageSize: 20,
  });
  const [registering, setRegistering] = useState(false);
  const [importing, setImporting] = useState(false);
  const lots = useQuery(materialsQuery(params));
  const categories = useQuery(categoriesQuery).data;
  const filter = (change: Partial<MaterialListParams>) => setParams((p) => ({ ...p, ...change, pageIndex: 1 }));
  const open = (id: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set("id", id);
      return next;
    });
  const close = () =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete("id");
      return next;
    });
  return (
    <PageFrame title={shell("pages.resourceDetailMaterial")} testId="materials-page">
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 2 }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {t("intro")}
        </Typography>
        <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setImporting(true)} data-testid="material-import">
          {t("import.open")}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setRegistering(true)} data-testid="material-register">
          {t("register")}
        </Button>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: "flex-start", flexWrap: "wrap", rowGap: 2, mb: 1 }}>
        <ScanBox onFound={(row) => open(row.id)} />
        <TextField
          size="small"
          label={t("search")}
          value={params.keyword}
          onChange={(e) => filter({ keyword: e.target.value })}
          sx={{ minWidth: 280 }}
          slotProps={{ htmlInput: { "data-testid": "material-search" } }}
        />
        <NativeSelect
          label={t("filter.expiry")}
          value={params.expiry}
          onChange={(value) => filter({ expiry: value as ExpiryFilter })}
          options={[{ value: "", label: t("filter.all") }, ...EXPIRY_STATES.map((s) => ({ value: s, label: t(`expiry.${s}`) }))]}
          testId="material-filter-expiry"
        />
        <NativeSelect
          label={t("filter.availability")}
          value={params.available}
          onChange={(value) => filter({ available: value as AvailabilityFilter })}
          options={[
            { value: "", label: t("filter.all") },
            { value: "true", label: t("availability.available") },
            { value: "false", label: t("availability.unavailable") },
          ]}
          testId="material-filter-availability"
        />
        {categories && categories.length > 0 && (
          <NativeSelect
            label={t("filter.category")}
            value={params.categoryId}
            onChange={(value) => filter({ categoryId: value })}
            options={[{ value: "", label: t("filter.all") }, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
            testId="material-filter-category"
          />
        )}
      </Stack>
      <MaterialTable
        rows={lots.data?.rows}
        total={lots.data?.total ?? 0}
        error={lots.error}
        onOpen={(row) => open(row.id)}
        pageIndex={params.pageIndex}
        pageSize={params.pageSize}
        onPage={(pageIndex, pageSize) => setParams((p) => ({ ...p, pageIndex, pageSize }))}
      />
      <InventorySettingsCard canEdit={isAdmin} />
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
      {registering && <MaterialDialog lot="new" onClose={() => setRegistering(false)} onRegistered={open} />}
      {openId && <MaterialDetail key={openId} materialId={openId} onClose={close} onScanned={open} />}
    </PageFrame>
  );
}
