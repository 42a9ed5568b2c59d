import { z } from "@labledger/events/content-schema";
import { valueContent } from "./content-schema";

/** A choice module's value: one option (radio, select). */
export const oneChoice = valueContent(z.string({ error: "one choice" }));
/** A choice module's value: a list of options (checkbox, multiple). */
export const someChoices = valueContent(z.array(z.string({ error: "choices" }), { error: "choices" }));
