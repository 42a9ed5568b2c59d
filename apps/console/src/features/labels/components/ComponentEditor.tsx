import { LABEL_FIELDS, LABEL_LIMITS } from "@labledger/events/catalogue/labels-values";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { NativeSelect } from "../../../ui/NativeSelect";
import type { LabelComponent, LabelType } from "../logic/designer";
import { MmField } from "./MmField";

/** The picked component's KEY, place and size in mm, and what its kind has: text, field, font, line, circle. */
export function ComponentEditor({
  component: c,
  type,
  onChange,
  onDelete,
}: {
  component: LabelComponent;
  type: LabelType;
  onChange: (next: LabelComponent) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation("labels");
  const set = (changes: Partial<LabelComponent>) => onChange({ ...c, ...changes } as LabelComponent);
  const fields = LABEL_FIELDS[type].map((f) => ({ value: f, label: t(`fields.${f}`) }));
  return (
    <Stack spacing={1.5} data-testid="component-editor">
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1.5 }}>
        <TextField
          size="small"
          label={t("component.key")}
          value={c.key}
          onChange={(e) => set({ key: e.target.value })}
          slotProps={{ htmlInput: { maxLength: LABEL_LIMITS.key, "data-testid": "component-key" } }}
          sx={{ width: 140 }}
        />
        <MmField label={t("component.x")} value={c.x} onChange={(x) => set({ x })} testId="component-x" />
        <MmField label={t("component.y")} value={c.y} onChange={(y) => set({ y })} testId="component-y" />
        <MmField label={t("component.width")} value={c.width} onChange={(width) => set({ width })} testId="component-width" />
        <MmField
          label={t("component.height")}
          value={c.height}
          onChange={(height) => set({ height })}
          testId="component-height"
        />
        <MmField
          label={t("component.padding")}
          value={c.padding}
          onChange={(padding) => set({ padding })}
          testId="component-padding"
        />
      </Stack>
      {c.kind === "text" && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1.5, alignItems: "center" }}>
          <TextField
            size="small"
            label={t("component.text")}
            value={c.text}
            onChange={(e) => set({ text: e.target.value })}
            slotProps={{ htmlInput: { maxLength: LABEL_LIMITS.text, "data-testid": "component-text" } }}
          />
          <NativeSelect
            label={t("component.field")}
            value={c.field ?? ""}
            onChange={(field) => onChange({ ...c, ...(field ? { field } : { field: undefined }) } as LabelComponent)}
            options={[{ value: "", label: t("component.noField") }, ...fields]}
            testId="component-field"
          />
          <MmField
            label={t("component.fontSize")}
            value={c.fontSizePt}
            onChange={(fontSizePt) => set({ fontSizePt })}
            testId="component-font-size"
            step={1}
          />
          <NativeSelect
            label={t("component.align")}
            value={c.align}
            onChange={(align) => set({ align: align as "left" })}
            options={(["left", "center", "right"] as const).map((a) => ({ value: a, label: t(`align.${a}`) }))}
            testId="component-align"
            minWidth={100}
          />
          <FormControlLabel
            control={<Switch checked={c.bold} onChange={(e) => set({ bold: e.target.checked })} />}
            label={t("component.bold")}
          />
          <FormControlLabel
            control={<Switch checked={c.wrap} onChange={(e) => set({ wrap: e.target.checked })} />}
            label={t("component.wrap")}
          />
        </Stack>
      )}
      {(c.kind === "barcode" || c.kind === "qrcode") && (
        <Stack direction="row" spacing={1}>
          <NativeSelect
            label={t("component.field")}
            value={c.field}
            onChange={(field) => set({ field })}
            options={fields}
            testId="component-field"
          />
          {c.kind === "qrcode" && (
            <NativeSelect
              label={t("component.errorCorrection")}
              value={c.errorCorrection}
              onChange={(level) => set({ errorCorrection: level as "M" })}
              options={(["L", "M", "Q", "H"] as const).map((l) => ({ value: l, label: t(`errorCorrection.${l}`) }))}
              testId="component-error-correction"
            />
          )}
        </Stack>
      )}
      {(c.kind === "line" || c.kind === "circle") && (
        <Stack direction="row" spacing={1}>
          {c.kind === "line" && (
            <NativeSelect
              label={t("component.orientation")}
              value={c.orientation}
              onChange={(orientation) => set({ orientation: orientation as "horizontal" })}
              options={(["horizontal", "vertical"] as const).map((o) => ({ value: o, label: t(`orientation.${o}`) }))}
              testId="component-orientation"
            />
          )}
          <MmField
            label={t("component.thickness")}
            value={c.thickness}
            onChange={(thickness) => set({ thickness })}
            testId="component-thickness"
            step={0.1}
          />
        </Stack>
      )}
      <div>
        <Button color="warning" size="small" onClick={onDelete} data-testid="component-delete">
          {t("component.delete")}
        </Button>
      </div>
    </Stack>
  );
}
