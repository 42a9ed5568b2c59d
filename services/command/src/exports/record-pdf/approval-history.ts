import { formatTime, type Translate } from "@labledger/domain";
import type { CurrentEvent } from "@labledger/events";
import { type Language, translate } from "../../i18n/translate";
import type { DecisionWords, SubmissionWords } from "./document-shape";

interface Submission {
  readonly heading: string;
  readonly version: number;
  readonly steps: readonly string[];
  readonly decisions: DecisionWords[];
  readonly notes: string[];
  /** The step awaiting a decision; null once the version was approved or rejected. */
  awaiting: number | null;
}

/**
 * A record's approval history read from its events (spec §4, 21 CFR 11.50): each submitted version
 * with its flow, each step's decision with the reviewer's signature (printed name, meaning, time)
 * and comment, the version approved, recalls asked for and decided, and the step still awaited.
 */
export function approvalHistory(events: readonly CurrentEvent[], t: Translate, language: Language): SubmissionWords[] {
  const say = (key: string, params?: Readonly<Record<string, string | number>>) =>
    translate(language, `recordPdf.approval.${key}`, params);
  const submissions: Submission[] = [];
  const of = (version: number) => submissions.findLast((s) => s.version === version);
  for (const event of events) {
    const when = formatTime(event.metadata.time);
    switch (event.type) {
      case "ExperimentSubmitted": {
        const { version, flowName, nodes } = event.data;
        const heading = say("submitted", { version, name: event.metadata.actor.name, time: when, flow: flowName });
        submissions.push({ heading, version, steps: nodes.map((n) => n.name), decisions: [], notes: [], awaiting: 0 });
        break;
      }
      case "ExperimentReviewApproved":
      case "ExperimentRejected": {
        const submission = of(event.data.version);
        if (!submission) break;
        const approved = event.type === "ExperimentReviewApproved";
        submission.decisions.push({
          ...signed(event.data, t),
          step: submission.steps[event.data.node] ?? say("stepAt", { n: event.data.node + 1 }),
          decision: say(approved ? "approved" : "rejected"),
        });
        submission.awaiting = approved ? event.data.node + 1 : null;
        break;
      }
      case "ExperimentApproved": {
        const submission = of(event.data.version);
        submission?.notes.push(say("versionApproved", { version: event.data.version, time: when }));
        if (submission) submission.awaiting = null;
        break;
      }
      case "ExperimentRecallRequested":
        of(event.data.version)?.notes.push(
          say("recallRequested", {
            version: event.data.version,
            name: event.metadata.actor.name,
            time: when,
            reason: event.data.reason,
          }),
        );
        break;
      case "ExperimentRecallDecided":
        of(event.data.version)?.decisions.push({
          ...signed(event.data, t),
          step: say("recall"),
          decision: say(event.data.granted ? "recallGranted" : "recallRefused"),
        });
        if (event.data.granted) {
          const submission = of(event.data.version);
          if (submission) submission.awaiting = null;
        }
        break;
    }
  }
  return submissions.map(({ heading, version, steps, decisions, notes, awaiting }) => ({
    version,
    heading,
    decisions,
    notes: awaiting !== null && awaiting < steps.length ? [...notes, say("awaiting", { step: steps[awaiting]! })] : notes,
  }));
}

const signed = (data: { printedName: string; meaning: string; comment: string; signTime: string }, t: Translate) => ({
  reviewer: data.printedName,
  meaning: t(`meanings.${data.meaning}`),
  comment: data.comment,
  time: formatTime(data.signTime),
});
