import { addFeatureCatalogue } from "../../../i18n/feature-catalogue";
import en from "./en.json";
import zhCN from "./zh-CN.json";

export const NAMESPACE = "spreadsheet-templates";
addFeatureCatalogue(NAMESPACE, { "zh-CN": zhCN, en });
