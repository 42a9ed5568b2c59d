import type { RegisterInstrumentBody } from "../api/instrument-calls";

/** The register dialog's fields as typed. */
export interface InstrumentForm {
  readonly code: string;
  readonly name: string;
  readonly model: string;
  readonly manufacturer: string;
  readonly serialNumber: string;
  readonly location: string;
  readonly department: string;
  readonly notes: string;
  readonly calibrationLastOn: string;
  readonly calibrationDueOn: string;
  readonly maintenanceLastOn: string;
  readonly maintenanceDueOn: string;
}

export const EMPTY_INSTRUMENT: InstrumentForm = {
  code: "",
  name: "",
  model: "",
  manufacturer: "",
  serialNumber: "",
  location: "",
  department: "",
  notes: "",
  calibrationLastOn: "",
  calibrationDueOn: "",
  maintenanceLastOn: "",
  maintenanceDueOn: "",
};

export type FormProblem = "code" | "name" | "calibrationOrder" | "maintenanceOrder";

/** What still keeps the form from being saved (the server checks the same, and says so in words). */
export function instrumentProblems(form: InstrumentForm): FormProblem[] {
  const problems: FormProblem[] = [];
  if (!form.code.trim()) problems.push("code");
  if (!form.name.trim()) problems.push("name");
  if (form.calibrationLastOn && form.calibrationDueOn && form.calibrationDueOn < form.calibrationLastOn)
    problems.push("calibrationOrder");
  if (form.maintenanceLastOn && form.maintenanceDueOn && form.maintenanceDueOn < form.maintenanceLastOn)
    problems.push("maintenanceOrder");
  return problems;
}

const dayOrNull = (value: string) => (value ? value : null);

export function registerBodyOf(form: InstrumentForm): RegisterInstrumentBody {
  const { calibrationLastOn, calibrationDueOn, maintenanceLastOn, maintenanceDueOn, ...details } = form;
  return {
    ...details,
    calibration: { lastOn: dayOrNull(calibrationLastOn), dueOn: dayOrNull(calibrationDueOn) },
    maintenance: { lastOn: dayOrNull(maintenanceLastOn), dueOn: dayOrNull(maintenanceDueOn) },
  };
}
