import { type Language, translate } from "../../i18n/translate";
import type { ModuleBlock, ModuleSection, RecordDocument, SignatureWords } from "./document-shape";
import { MUTED, type PageFlow } from "./page-flow";
import { fitsPortrait, flowTable } from "./record-table";

/** What every record of an export says about the file: whose, who made it and when. */
export interface ExportFacts {
  readonly title: string;
  readonly organisation: string;
  readonly exportedBy: string;
  /** Spec §9 time format. */
  readonly exportedAt: string;
  readonly language: Language;
}

const SIZE = { title: 15, section: 12, module: 10.5, small: 8 };

/**
 * One record's pages, from a new portrait page: its heading and the export's facts, the record's
 * facts, its modules with their signatures, the electronic signatures' manifestation, the approval
 * history, then (on landscape pages) the audit trail and the integrity statement. `done` is called
 * after each part (the facts, each module, the signatures, the approvals, the trail).
 */
export function drawRecord(flow: PageFlow, record: RecordDocument, meta: ExportFacts, done: () => void): void {
  const say = (key: string, params?: Readonly<Record<string, string | number>>) =>
    translate(meta.language, `recordPdf.${key}`, params);
  flow.heading(say("title", { number: record.number, title: record.title }), SIZE.title);
  flow.paragraph(
    [
      meta.title,
      `${translate(meta.language, "export.organisation")}: ${meta.organisation}`,
      `${translate(meta.language, "export.exportedBy")}: ${meta.exportedBy}`,
      `${translate(meta.language, "export.exportedAt")}: ${meta.exportedAt}`,
    ].join(" · "),
    { color: MUTED, size: SIZE.small },
  );
  flow.heading(say("section.facts"), SIZE.section);
  flow.lines(record.facts);
  done();

  flow.heading(say("section.modules"), SIZE.section);
  if (record.modules.length === 0) flow.paragraph(say("noModules"), { color: MUTED });
  record.modules.forEach((module, i) => {
    drawModule(flow, module, say("moduleHeading", { n: i + 1, title: module.title, kind: module.kind }), meta.language);
    done();
  });

  flow.use("portrait");
  flow.heading(say("section.signatures"), SIZE.section);
  drawManifestations(flow, record, meta.language);
  done();

  flow.heading(say("section.approvals"), SIZE.section);
  drawApprovals(flow, record, meta.language);
  done();

  flow.newPage("landscape");
  flow.heading(say("section.trail", { number: record.number }), SIZE.section);
  flow.paragraph(say("trailCount", { total: record.trail.rows.length }), { color: MUTED, size: SIZE.small });
  if (record.trail.rows.length === 0) flow.paragraph(translate(meta.language, "history.tracePdf.empty"), { color: MUTED });
  else flowTable(flow, { columns: record.trail.columns, rows: record.trail.rows }, meta.language);
  flow.heading(say("section.integrity"), SIZE.section);
  flow.lines([
    { label: translate(meta.language, "history.tracePdf.chain"), value: record.integrity.chain },
    { label: translate(meta.language, "checkpoint.label"), value: record.integrity.checkpoint },
  ]);
  flow.paragraph(say("verifiedWhen", { time: meta.exportedAt }), { color: MUTED, size: SIZE.small });
  done();
}

/** A module on portrait pages, or on landscape pages when it holds a table too wide for portrait ones. */
function drawModule(flow: PageFlow, module: ModuleSection, heading: string, language: Language): void {
  const wide = module.blocks.some((block) => block.type === "table" && !fitsPortrait(block.table.columns.length));
  flow.use(wide ? "landscape" : "portrait");
  flow.heading(heading, SIZE.module);
  if (module.blocks.length === 0) flow.paragraph(translate(language, "recordPdf.nothingEntered"), { color: MUTED });
  for (const block of module.blocks) drawBlock(flow, block, module, language);
  if (module.signatures.length) {
    flow.space(4);
    for (const signature of module.signatures) flow.paragraph(signedBy(signature, language), { size: SIZE.small });
  }
}

function drawBlock(flow: PageFlow, block: ModuleBlock, module: ModuleSection, language: Language): void {
  switch (block.type) {
    case "lines":
      flow.lines(block.lines);
      break;
    case "paragraphs":
      // Rich text is named only when the module holds more than the kind's own (its name heads the module already).
      if (block.label !== module.kind) flow.paragraph(block.label, { color: MUTED, size: SIZE.small });
      for (const text of block.paragraphs) {
        flow.paragraph(text);
        flow.space(3);
      }
      break;
    case "figure":
      flow.figure(block.svg, block.caption);
      break;
    case "note":
      flow.paragraph(block.text, { color: MUTED });
      break;
    case "table": {
      flow.space(4);
      flowTable(flow, block.table, language);
      break;
    }
  }
}

const signedBy = (signature: SignatureWords, language: Language) =>
  translate(language, "recordPdf.signedBy", { name: signature.printedName, time: signature.time, meaning: signature.meaning });

/** 21 CFR 11.50: every signature the record holds, each with its printed name, date and time, and meaning. */
function drawManifestations(flow: PageFlow, record: RecordDocument, language: Language): void {
  const say = (key: string, params?: Readonly<Record<string, string | number>>) =>
    translate(language, `recordPdf.${key}`, params);
  let any = false;
  record.modules.forEach((module, i) => {
    if (module.signatures.length === 0) return;
    any = true;
    flow.paragraph(say("signaturesOfModule", { n: i + 1, title: module.title }), { font: "bold" });
    for (const signature of module.signatures) flow.paragraph(signedBy(signature, language), { indent: 12 });
  });
  for (const submission of record.submissions)
    for (const decision of submission.decisions) {
      any = true;
      const { step, decision: words, reviewer, time, meaning } = decision;
      flow.paragraph(say("signaturesOfStep", { version: submission.version, step, decision: words }), { font: "bold" });
      flow.paragraph(signedBy({ printedName: reviewer, time, meaning }, language), { indent: 12 });
    }
  if (!any) flow.paragraph(say("noSignatures"), { color: MUTED });
}

const APPROVAL_COLUMNS = ["step", "reviewer", "decision", "meaning", "comment", "time"] as const;

function drawApprovals(flow: PageFlow, record: RecordDocument, language: Language): void {
  if (record.submissions.length === 0) {
    flow.paragraph(translate(language, "recordPdf.approval.none"), { color: MUTED });
    return;
  }
  const columns = APPROVAL_COLUMNS.map((key) => translate(language, `recordPdf.approval.column.${key}`));
  for (const submission of record.submissions) {
    flow.space(4);
    flow.paragraph(submission.heading, { font: "bold" });
    if (submission.decisions.length)
      flowTable(
        flow,
        { columns, rows: submission.decisions.map((d) => [d.step, d.reviewer, d.decision, d.meaning, d.comment, d.time]) },
        language,
      );
    for (const note of submission.notes) flow.paragraph(note);
  }
}
