import type { Browser, BrowserContext, TestInfo } from "@playwright/test";
import { axeReport } from "./support/axe";
import { expect, type Page, test } from "./support/fixtures";
import { latestInvitationLink } from "./support/mail";
import { browserToday, saveDay, signInOnboarded } from "./support/metrics";
import { expectToast, navigateTo, submitRegistration } from "./support/ui";
import { createTestUser, uniqueEmail } from "./support/users";

/** Issue 24, Teams: the screen, invitations from the e-mail to the team, Team Metrics and the leaderboard. */

const teamCard = (page: Page, name: string) =>
  page.getByTestId("team-card").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });

async function openTeams(page: Page) {
  await page.goto("/");
  await navigateTo(page, "Teams");
  await expect(page.getByRole("heading", { level: 1, name: "Teams" })).toBeVisible();
}

/** A second person's browser, shaped like the project's, failing the test on any page error. */
async function secondBrowser(
  browser: Browser,
  testInfo: TestInfo,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, colorScheme } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, colorScheme });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

async function createTeam(page: Page, name: string) {
  await page.getByRole("button", { name: "Create Team" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create Team" });
  await dialog.getByLabel("Team Name").fill(name);
  await dialog.getByRole("button", { name: "Create Team" }).click();
  await expectToast(page, "Team created successfully");
  await expect(teamCard(page, name)).toBeVisible();
}

test("an owner creates a team and invites a rep by e-mail; the rep registers from the link, accepts, and both see the figures", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInOnboarded(page, "teamowner", "solar");
  await saveDay(page, await browserToday(page), { "Doors Knocked": 5 });
  await openTeams(page);

  // Empty: the spec's words; a blank name is refused in the dialog.
  await expect(page.getByRole("heading", { name: "No teams yet" })).toBeVisible();
  await expect(page.getByText("Create your first team to start collaborating")).toBeVisible();
  await page.getByRole("button", { name: "Create Team" }).first().click();
  const create = page.getByRole("dialog", { name: "Create Team" });
  await create.getByLabel("Team Name").fill("   ");
  await create.getByRole("button", { name: "Create Team" }).click();
  await expect(create.getByText("Team name is required")).toBeVisible();
  await create.getByRole("button", { name: "Close" }).click();
  await createTeam(page, "Desert Sun Crew");
  const card = teamCard(page, "Desert Sun Crew");
  await expect(card.getByRole("list", { name: "Members of Desert Sun Crew" }).getByRole("listitem")).toHaveCount(1);
  await expect(card).toContainText("Owner");

  // Invite: a bad address is told; with a phone, the text app's link carries the accept page.
  const invitee = createTestUser("teaminvitee", { firstName: "Ivy", lastName: "Invitee" });
  await card.getByRole("button", { name: "Invite to Desert Sun Crew" }).click();
  const invite = page.getByRole("dialog", { name: "Invite to Desert Sun Crew" });
  await invite.getByLabel("Email Address").fill("not-an-address");
  await invite.getByRole("button", { name: "Send Email Invite" }).click();
  await expect(invite.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
  await invite.getByLabel("Email Address").fill(invitee.email);
  await invite.getByLabel("Phone Number (Optional, for SMS)").fill("(555) 010-2030");
  await expect(invite.getByLabel("Role").locator("option")).toHaveText(["Member", "Admin"]);
  await invite.getByRole("button", { name: "Send Email Invite" }).click();
  await expectToast(page, "Invitation sent successfully");
  const text = invite.getByRole("link", { name: "Send Text Invite" });
  await expect(text).toHaveAttribute("href", /^sms:5550102030\?body=.*accept-invitation%3Fteam%3D\d+%26token%3D/);
  await invite.getByRole("button", { name: "Done" }).click();
  await expect(card.getByRole("list", { name: "Invitations to Desert Sun Crew" })).toContainText(invitee.email);
  await expect(card.getByRole("list", { name: "Invitations to Desert Sun Crew" })).toContainText("Pending");

  // The invitee opens the e-mail's link signed out: sign in or register first, then back to the invitation.
  const link = await latestInvitationLink(invitee.email);
  const second = await secondBrowser(browser, testInfo);
  const other = second.page;
  await other.goto(link);
  await expect(other).toHaveURL(/\/signin\?next=%2Faccept-invitation/);
  await other.getByRole("tab", { name: "Register" }).click();
  await submitRegistration(other, invitee);
  await other.getByRole("radio", { name: /^Solar/ }).check();
  await other.getByRole("button", { name: "Continue" }).click();
  await other.getByRole("button", { name: "Complete Setup" }).click();
  await expect(other.getByRole("heading", { name: "Join Desert Sun Crew?" })).toBeVisible();
  await expect(other.getByText(/invited you as a Member/)).toBeVisible();
  await saveDay(other, await browserToday(other), { "Doors Knocked": 12 });
  await other.getByRole("button", { name: "Accept Invitation" }).click();
  await expectToast(other, "Invitation accepted");
  await expect(other).toHaveURL(/\/teams$/);
  const joined = teamCard(other, "Desert Sun Crew");
  await expect(joined).toContainText("Member");
  await expect(joined.getByRole("button", { name: "Invite to Desert Sun Crew" })).toHaveCount(0);
  // A member sees the leaderboard, never the members' metrics.
  await joined.getByRole("button", { name: "Leaderboard: Desert Sun Crew" }).click();
  const board = other.getByRole("dialog", { name: "Leaderboard: Desert Sun Crew" });
  await expect(board.getByRole("row")).toHaveCount(3);
  await expect(board.getByRole("row").nth(1)).toContainText("Ivy Invitee");
  await expect(board.getByRole("row").nth(1)).toContainText("12");
  await expect(board.getByRole("tab")).toHaveCount(0);
  // The link is spent.
  await other.goto(link);
  await expect(other.getByRole("heading", { name: "You are on this team" })).toBeVisible();
  expect(second.errors).toEqual([]);
  await second.context.close();

  // The owner sees the new member, their figures and the ranking.
  await page.reload();
  await expect(card.getByRole("list", { name: "Members of Desert Sun Crew" }).getByRole("listitem")).toHaveCount(2);
  await expect(card.getByRole("list", { name: "Invitations to Desert Sun Crew" })).toHaveCount(0);
  await card.getByRole("button", { name: "Team Metrics: Desert Sun Crew" }).click();
  const metrics = page.getByRole("dialog", { name: "Team Metrics: Desert Sun Crew" });
  const members = metrics.getByRole("list", { name: "Members' metrics" }).getByRole("listitem");
  await expect(members).toHaveCount(2);
  await expect(members.filter({ hasText: "Ivy Invitee" })).toContainText("Doors Knocked12");
  await metrics.getByRole("tab", { name: "Leaderboard" }).click();
  await expect(metrics.getByRole("row").nth(1)).toContainText("Ivy Invitee");
  await expect(metrics.getByRole("row").nth(2)).toContainText("5");
});

test("an invitation waits on the invitee's Teams screen; another account's link says so", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const invitee = await signInOnboarded(page, "teampending");
  const second = await secondBrowser(browser, testInfo);
  const owner = second.page;
  await signInOnboarded(owner, "teamowner2");
  const made = await owner.request.post("/api/teams", { data: { name: "Night Knockers", description: "" } });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  const sent = await owner.request.post("/api/team-invitations", { data: { email: invitee.email, role: "admin", teamId: id } });
  expect(sent.status(), await sent.text()).toBe(201);
  const { link } = (await sent.json()) as { link: string };

  // The owner's own account is not the invited one: the page says so and answers nothing.
  await owner.goto(new URL(link).pathname + new URL(link).search);
  await expect(owner.getByRole("heading", { name: "This invitation is for someone else" })).toBeVisible();
  expect(second.errors).toEqual([]);
  await second.context.close();

  await openTeams(page);
  const waiting = page.getByTestId("received-invitation");
  await expect(waiting).toContainText("Night Knockers");
  await expect(waiting).toContainText(/invited you as an Admin\. Expires [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await page.getByRole("button", { name: "Accept invitation to Night Knockers" }).click();
  await expectToast(page, "Invitation accepted");
  await expect(page.getByRole("heading", { name: "Pending Invitations" })).toHaveCount(0);
  const card = teamCard(page, "Night Knockers");
  await expect(card).toContainText("Admin");
  // An admin runs the team: metrics and invitations (members only).
  await card.getByRole("button", { name: "Invite to Night Knockers" }).click();
  await expect(page.getByRole("dialog").getByLabel("Role").locator("option")).toHaveText(["Member"]);
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();

  // Leaving asks first.
  await card.getByRole("button", { name: "Leave Night Knockers" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Leave team" }).click();
  await expectToast(page, "You left Night Knockers");
  await expect(card).toHaveCount(0);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`Teams is clean under axe in ${colorScheme}: empty, a team, and its dialogs`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme });
    const axe = axeReport(page);
    await signInOnboarded(page, `teamsa11y${colorScheme}`);
    await openTeams(page);
    await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await expect(page.getByRole("heading", { name: "No teams yet" })).toBeVisible();
    await axe.check("teams, empty");
    await createTeam(page, "Axe Crew");
    const invited = await page.request.post("/api/team-invitations", {
      data: { email: uniqueEmail("axeinvitee"), role: "member", teamId: await teamId(page) },
    });
    expect(invited.status()).toBe(201);
    await page.reload();
    await expect(teamCard(page, "Axe Crew").getByText("Pending", { exact: true })).toBeVisible();
    // A long invitee address is cut, never wider than the phone: measured against the device's width, since
    // a phone's browser widens its layout viewport (innerWidth) to fit content that is too wide.
    const deviceWidth = page.viewportSize()?.width ?? 0;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(deviceWidth);
    await axe.check("teams, a team with an invitation");
    await page.getByRole("button", { name: "Invite to Axe Crew" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Send Email Invite" }).click();
    await expect(page.getByRole("dialog").getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
    await axe.check("invite with a message");
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await page.getByRole("button", { name: "Team Metrics: Axe Crew" }).click();
    await expect(page.getByRole("dialog").getByRole("list", { name: "Members' metrics" })).toBeVisible();
    await axe.check("team metrics");
    await page.getByRole("dialog").getByRole("tab", { name: "Leaderboard" }).click();
    await expect(page.getByRole("dialog").getByRole("table")).toBeVisible();
    await axe.check("leaderboard");
    axe.expectClean();
  });
}

async function teamId(page: Page): Promise<number> {
  const teams = (await (await page.request.get("/api/teams")).json()) as { id: number }[];
  return teams[0]?.id ?? 0;
}
