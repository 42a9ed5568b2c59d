import type { FeaturePages } from "../../app/feature-pages";
import { lazyPage } from "../../app/lazy-page";

/** Team-centre administration pages (spec §2 /team/*). */
export const teamPages: FeaturePages = {
  team: lazyPage(() => import("./pages/TeamHomePage")),
  teamMember: lazyPage(() => import("./pages/MemberPage")),
  teamPower: lazyPage(() => import("./pages/PowerPage")),
  teamDictManage: lazyPage(() => import("./pages/DictManagePage")),
  teamSerialSetting: lazyPage(() => import("./pages/SerialSettingPage")),
  teamWatermark: lazyPage(() => import("./pages/WatermarkPage")),
  teamMessageSetting: lazyPage(() => import("./pages/MessageSettingPage")),
  teamOtherSetting: lazyPage(() => import("./pages/OtherSettingPage")),
  teamFunctionLab: lazyPage(() => import("./pages/FunctionLabPage")),
  teamReactionProduct: lazyPage(() => import("./pages/ReactionProductPage")),
};
