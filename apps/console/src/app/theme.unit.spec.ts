import { describe, expect, it } from "vitest";
import { themeFor } from "./theme";

describe("the theme follows the console's language", () => {
  it("gives MUI's own controls their words in Chinese or English", () => {
    const zh = themeFor("zh-CN").components?.MuiAutocomplete?.defaultProps;
    const en = themeFor("en").components?.MuiAutocomplete?.defaultProps;
    expect(zh?.openText).toBe("打开");
    expect(zh?.noOptionsText).toBe("没有可用选项");
    // English is MUI's own default: no Chinese words stay behind after switching.
    expect(en?.openText).not.toBe("打开");
    expect(themeFor("zh").components?.MuiPagination).toEqual(themeFor("zh-CN").components?.MuiPagination);
  });

  it("writes buttons as they are written, not in capitals", () => {
    expect(themeFor("en").typography.button.textTransform).toBe("none");
  });
});
