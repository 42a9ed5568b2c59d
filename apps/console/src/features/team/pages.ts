import type { FeaturePages } from "../../app/feature-pages";

/** Team-centre administration pages (spec §2 /team/*). */
export const teamPages: FeaturePages = {};
