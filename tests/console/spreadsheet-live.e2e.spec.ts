import { it } from "vitest";
import { type ConsoleUnderTest, consoleForSuite, describeInChromium, signedInPage } from "./harness";
import { shows, typeInto } from "./sheet-cells";

/**
 * Issue 17, live co-editing in Chromium: two members in one spreadsheet at once (one reading
 * Chinese, one English) see each other's cells within moments, pushed by the server, and each
 * sees who else is in it by name. The second to open the record reads the rest of it read-only
 * (spec §4), the spreadsheet stays theirs to change.
 */
describeInChromium("a spreadsheet edited by two members at once (issue 17)", () => {
  let app: ConsoleUnderTest;
  consoleForSuite((started) => {
    app = started;
  });

  it("each member's typing reaches the other's screen, and each sees the other by name", async () => {
    const owner = await app.createMember("live.owner", "root");
    const colleague = await app.createMember("live.colleague", "root");
    const ownerToken = await app.login(owner.account, owner.password);
    const colleagueToken = await app.login(colleague.account, colleague.password);
    for (const token of [ownerToken, colleagueToken]) await app.releaseNotesSeen(token);
    await app.api("PUT", "/me/settings", colleagueToken, { language: "en" });
    // A project the colleague writes in: its records are theirs to change too (no module taken for editing).
    const project = await app.api("POST", "/projects", ownerToken, { name: "共同项目" });
    await app.api("PUT", `/projects/${project.id}/members/${app.userOf(colleagueToken)}`, ownerToken, { access: "write" });
    const book = await app.api("POST", "/notebooks", ownerToken, { name: "联合记录本", projectId: project.id });
    const record = await app.api("POST", "/experiments", ownerToken, { notebookId: book.id, title: "共同编辑" });
    const { moduleId } = (await app.api("POST", `/experiments/${record.id}/modules`, ownerToken, {
      type: "spreadSheet",
      title: "测量值",
    })) as { moduleId: string };

    const mine = await signedInPage(app, owner, `/editRecord/${record.id}`);
    const theirs = await signedInPage(app, colleague, `/editRecord/${record.id}`);
    const mySheet = mine.locator(`[data-testid="sheet-${moduleId}"] .sheet-grid`);
    const theirSheet = theirs.locator(`[data-testid="sheet-${moduleId}"] .sheet-grid`);
    await mySheet.waitFor();
    await theirSheet.waitFor();

    await typeInto(mine, mySheet, "A2", "5");
    await shows(theirSheet, "A2", "5");
    await typeInto(theirs, theirSheet, "B2", "=A2*2");
    await shows(mySheet, "B2", "10");
    await typeInto(mine, mySheet, "A2", "7");
    await shows(theirSheet, "B2", "14");

    await mine.getByText("live.colleague 测试").first().waitFor();
    await theirs.getByText("live.owner 测试").first().waitFor();
  });
});
