import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import {
  type CellReader,
  cellReaderOf,
  fieldLabel,
  fieldValueInWords,
  useHistoryWords,
  type Words,
} from "../../../ui/history-words";
import { StructurePicture } from "../../../ui/StructurePicture";
import { LazyWorkbookView } from "../../../ui/spreadsheet/LazyWorkbookView";
import { WordsText } from "../../../ui/WordsText";
import { moduleFactsOf } from "../logic/module-facts";
import type { AlignedModule, AlignedRow, Diff } from "../logic/side-by-side";
import { frameColor, type Side, STATUS_COLOR, sideTint, TINT } from "./diff-style";
import { SideCell } from "./SideCell";

/** One side of one line: its content, or a placeholder where this side has nothing. */
interface CellSpec {
  readonly content?: ReactNode;
  readonly placeholder?: boolean;
  readonly tint?: string | undefined;
  readonly struck?: boolean;
  readonly testId?: string;
  readonly data?: Readonly<Record<`data-${string}`, string | undefined>>;
}

interface Line {
  readonly key: string;
  readonly left: CellSpec;
  readonly right: CellSpec;
}

const changedFlag = (changed: boolean) => (changed ? "true" : undefined);

/** A reaction's drawing: shown as the server draws it, each side its own version. */
const isDrawing = (type: string, key: string, value: unknown) =>
  type === "equation" && key === "molFile" && typeof value === "string" && value.trim() !== "";

/**
 * One module on both sides, line by line in the side-by-side grid: its title, then its fields,
 * then its grid rows (added, deleted, or with the changed cells marked), every label and value in
 * words. A side the module is not in shows a hatched placeholder along the whole card, so both
 * cards keep the same lines.
 */
export function SideBySideModule({ module, fromLabel }: { module: AlignedModule; fromLabel: string }) {
  const { t } = useTranslation("audit");
  const say = useHistoryWords();
  const facts = moduleFactsOf((module.right ?? module.left)!);
  const cells = cellReaderOf(facts, say);
  const present = { left: module.left !== null, right: module.right !== null };
  const was = (words: Words) => t("versions.sideBySide.was", { label: fromLabel, value: words.text || say("empty") });
  const head = (side: Side): CellSpec => {
    const title = side === "left" ? module.leftTitle : module.rightTitle;
    if (!present[side])
      return {
        placeholder: true,
        testId: "sbs-module-head",
        content: <Typography variant="body2">{t("versions.sideBySide.notInVersion")}</Typography>,
      };
    const removed = module.status === "removed";
    return {
      testId: "sbs-module-head",
      tint: module.titleChanged ? sideTint(side, "changed") : undefined,
      data: { "data-changed": changedFlag(module.titleChanged || module.status !== "unchanged") },
      content: (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, minHeight: 32 }}>
          <Typography
            variant="subtitle1"
            sx={{
              fontWeight: 600,
              flex: 1,
              textDecoration: removed ? "line-through" : undefined,
              color: removed ? "error.main" : module.status === "added" ? "success.dark" : undefined,
            }}
            data-testid="sbs-module-title"
            title={side === "right" && module.titleChanged ? was({ text: module.leftTitle ?? "" }) : undefined}
          >
            {title}
          </Typography>
          {module.orderChanged && side === "right" && (
            <Chip size="small" variant="outlined" color="warning" label={t("versions.sideBySide.reordered")} />
          )}
          {(side === "right" || !present.right) && (
            <Chip
              size="small"
              color={STATUS_COLOR[module.status]}
              variant={module.status === "unchanged" ? "outlined" : "filled"}
              label={t(`versions.moduleStatus.${module.status}`)}
              data-testid="sbs-module-status"
            />
          )}
        </Box>
      ),
    };
  };

  const lines: Line[] = [{ key: "head", left: head("left"), right: head("right") }];
  for (const field of module.fields) {
    const cell = (side: Side): CellSpec => {
      const has = side === "left" ? field.inLeft : field.inRight;
      const diff = field.diff;
      const data = { "data-key": field.key, "data-diff": diff, "data-changed": changedFlag(diff !== "same") };
      if (!present[side] || !has) return { placeholder: true, testId: "sbs-field", data };
      return {
        testId: "sbs-field",
        data,
        tint: sideTint(side, diff),
        struck: side === "left" && diff === "removed",
        content: (
          <Box sx={{ display: "grid", gridTemplateColumns: "minmax(80px, 160px) minmax(0, 1fr)", gap: 1 }}>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: "break-word" }}>
              {fieldLabel(facts, field.key, say)}
            </Typography>
            <Box
              title={
                side === "right" && diff === "changed" ? was(fieldValueInWords(facts, field.key, field.left, say)) : undefined
              }
            >
              <WordsText words={fieldValueInWords(facts, field.key, side === "left" ? field.left : field.right, say)} max={200} />
              {isDrawing(facts.type, field.key, side === "left" ? field.left : field.right) && (
                <StructurePicture
                  structure={(side === "left" ? field.left : field.right) as string}
                  testId={`sbs-structure-${side}`}
                  height={180}
                />
              )}
            </Box>
          </Box>
        ),
      };
    };
    lines.push({ key: `field-${field.key}`, left: cell("left"), right: cell("right") });
  }

  const template = `32px repeat(${Math.max(module.columns.length, 1)}, minmax(0, 1fr))`;
  if (module.rows.length > 0) {
    const header = (side: Side): CellSpec =>
      present[side]
        ? {
            testId: "sbs-grid-head",
            content: (
              <Box sx={{ display: "grid", gridTemplateColumns: template, gap: 1, color: "text.secondary", fontSize: 13 }}>
                <span>#</span>
                {module.columns.map((column) => (
                  <Box
                    key={column}
                    component="span"
                    sx={{ overflow: "hidden", textOverflow: "ellipsis" }}
                    data-testid="sbs-column"
                    data-column={column}
                  >
                    {cells.label(column)}
                  </Box>
                ))}
              </Box>
            ),
          }
        : { placeholder: true };
    lines.push({ key: "grid-head", left: header("left"), right: header("right") });
    for (const row of module.rows) {
      lines.push({
        key: `row-${row.rowId}`,
        left: rowCell(row, "left", template, was, cells),
        right: rowCell(row, "right", template, was, cells),
      });
    }
  }
  const workbooks = { left: module.left?.content?.workbook, right: module.right?.content?.workbook };
  if (workbooks.left || workbooks.right) {
    const sheets = (side: Side): CellSpec => {
      const workbook = workbooks[side];
      return workbook
        ? { content: <LazyWorkbookView workbook={workbook} testId={`sbs-workbook-${side}`} height={260} /> }
        : { placeholder: true };
    };
    lines.push({ key: "workbook", left: sheets("left"), right: sheets("right") });
  }
  if (module.fields.length === 0 && module.rows.length === 0 && !workbooks.left && !workbooks.right) {
    const empty = (side: Side): CellSpec =>
      present[side]
        ? {
            content: (
              <Typography variant="body2" color="text.secondary">
                {t("moment.noContent")}
              </Typography>
            ),
          }
        : { placeholder: true };
    lines.push({ key: "empty", left: empty("left"), right: empty("right") });
  }

  return (
    <Box sx={{ display: "contents" }} data-testid="sbs-module" data-module-id={module.moduleId} data-status={module.status}>
      {lines.map((line, index) => {
        const frame = (side: Side) => ({
          color: frameColor(side, module.status),
          dashed: !present[side],
          first: index === 0,
          last: index === lines.length - 1,
        });
        return (
          <Box key={line.key} sx={{ display: "contents" }}>
            {(["left", "right"] as const).map((side) => {
              const spec = line[side];
              return (
                <SideCell
                  key={side}
                  side={side}
                  frame={frame(side)}
                  tint={spec.tint}
                  struck={spec.struck ?? (side === "left" && module.status === "removed" && index > 0)}
                  placeholder={spec.placeholder}
                  testId={spec.testId}
                  data={spec.data}
                >
                  {spec.content}
                </SideCell>
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
}

function rowCell(row: AlignedRow, side: Side, template: string, was: (words: Words) => string, cells: CellReader): CellSpec {
  const number = side === "left" ? row.leftNumber : row.rightNumber;
  const diff: Diff = row.diff;
  const data = { "data-row-id": row.rowId, "data-diff": diff, "data-changed": changedFlag(diff !== "same") };
  if (number === null) return { placeholder: true, testId: "sbs-row", data };
  return {
    testId: "sbs-row",
    data,
    tint: diff === "changed" ? undefined : sideTint(side, diff),
    struck: side === "left" && diff === "removed",
    content: (
      <Box sx={{ display: "grid", gridTemplateColumns: template, gap: 1, alignItems: "start", minHeight: 24 }}>
        <Box component="span" sx={{ color: "text.secondary", fontSize: 13 }}>
          {number}
        </Box>
        {row.cells.map((cell) => (
          <Box
            key={cell.column}
            data-testid="sbs-cell"
            data-column={cell.column}
            data-changed={changedFlag(cell.changed)}
            title={side === "right" && cell.changed ? was(cells.value(cell.column, cell.left)) : undefined}
            sx={{
              px: 0.5,
              mx: -0.5,
              borderRadius: 0.5,
              background: cell.changed ? (side === "left" ? TINT.removed : TINT.changed) : undefined,
              outline: cell.changed ? "1px solid" : undefined,
              outlineColor: cell.changed ? (side === "left" ? "error.light" : "warning.main") : undefined,
            }}
          >
            {/* A blank cell stays blank (not "(empty)" in every unused column), unless emptying it is the change. */}
            {(cell.changed || cells.value(cell.column, side === "left" ? cell.left : cell.right).text !== "") && (
              <WordsText words={cells.value(cell.column, side === "left" ? cell.left : cell.right)} max={60} />
            )}
          </Box>
        ))}
      </Box>
    ),
  };
}
