/** Teams' captures (issue 24): the empty screen, a team of five, Invite, Team Metrics, the leaderboard, the link's page. */
import { INDUSTRY_TEMPLATES } from "@measured/core";
import { expect, request as http, type Page, test } from "@playwright/test";
import { browserToday } from "../../e2e/support/metrics";
import { createTestUser, registerViaApi, uniqueEmail } from "../../e2e/support/users";
import { applyTheme, Camera } from "./camera";

const SOLAR = { industry: "solar", kpis: [...INDUSTRY_TEMPLATES.solar.kpis] };
const MEMBERS = [
  ["Maya", "Chen", 48, "admin"],
  ["Luis", "Ortega", 35, "member"],
  ["Priya", "Natarajan", 61, "member"],
  ["Sam", "Okafor", 22, "member"],
] as const;

/** A rep with their own browser storage joins the owner's team and logs a day. */
async function memberJoins(owner: Page, baseURL: string, teamId: number, [first, last, doors, role]: (typeof MEMBERS)[number]) {
  const api = await http.newContext({ baseURL });
  const user = createTestUser(`shots-${first.toLowerCase()}`, { firstName: first, lastName: last });
  await registerViaApi(api, user, SOLAR);
  const sent = await owner.request.post("/api/team-invitations", { data: { email: user.email, role, teamId } });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  expect((await api.post(`/api/team-invitations/${id}/accept`)).status()).toBe(204);
  const today = await browserToday(owner);
  const entries = [
    { metricName: "Doors Knocked", value: doors, date: today },
    { metricName: "Knocking Appt Sets", value: Math.round(doors / 12), date: today },
  ];
  expect((await api.post("/api/kpi-entries/bulk", { data: { entries } })).ok()).toBe(true);
  await api.dispose();
}

test("teams: none, a team of five, invite, metrics, leaderboard, the invitation's page", async ({ page }, info) => {
  test.setTimeout(120_000);
  const baseURL = info.project.use.baseURL ?? "";
  const camera = new Camera(page, info);
  await applyTheme(page, info);
  await registerViaApi(page.request, createTestUser("shots-teams", { firstName: "Olivia", lastName: "Owner" }), SOLAR);
  await camera.shot("teams-empty", async () => {
    await page.goto("/teams");
    await expect(page.getByRole("heading", { name: "No teams yet" })).toBeVisible();
  });

  const made = await page.request.post("/api/teams", { data: { name: "West Valley Solar", description: "Saturday crew" } });
  const { id: teamId } = (await made.json()) as { id: number };
  for (const member of MEMBERS) await memberJoins(page, baseURL, teamId, member);
  await page.request.post("/api/team-invitations", { data: { email: uniqueEmail("new.rep"), role: "member", teamId } });
  // One invitation to the owner, from another team's owner.
  const other = await http.newContext({ baseURL });
  await registerViaApi(other, createTestUser("shots-rival", { firstName: "Dana", lastName: "Brooks" }), SOLAR);
  const rival = (await (await other.post("/api/teams", { data: { name: "Sunset Closers", description: "" } })).json()) as {
    id: number;
  };
  const me = (await (await page.request.get("/api/auth/user")).json()) as { email: string };
  const toMe = await other.post("/api/team-invitations", { data: { email: me.email, role: "admin", teamId: rival.id } });
  const { link } = (await toMe.json()) as { link: string };
  await other.dispose();

  await camera.shot("teams", async () => {
    await page.goto("/teams");
    await expect(page.getByText("+2 more members")).toBeVisible();
  });
  await camera.shot(
    "teams-invite",
    async () => {
      await page.goto("/teams");
      await page.getByRole("button", { name: "Invite to West Valley Solar" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Email Address").fill(uniqueEmail("jo.rep"));
      await dialog.getByLabel("Phone Number (Optional, for SMS)").fill("(555) 010-2030");
      await dialog.getByRole("button", { name: "Send Email Invite" }).click();
      await expect(dialog.getByRole("link", { name: "Send Text Invite" })).toBeVisible();
    },
    { firstScreen: true },
  );
  await camera.shot(
    "teams-metrics",
    async () => {
      await page.goto("/teams");
      await page.getByRole("button", { name: "Team Metrics: West Valley Solar" }).click();
      await expect(page.getByRole("list", { name: "Members' metrics" }).getByRole("listitem")).toHaveCount(5);
    },
    { firstScreen: true },
  );
  await camera.shot(
    "teams-leaderboard",
    async () => {
      await page.goto("/teams");
      await page.getByRole("button", { name: "Team Metrics: West Valley Solar" }).click();
      await page.getByRole("tab", { name: "Leaderboard" }).click();
      await expect(page.getByRole("dialog").getByRole("row")).toHaveCount(6);
    },
    { firstScreen: true },
  );
  await camera.shot(
    "accept-invitation",
    async () => {
      await page.goto(new URL(link).pathname + new URL(link).search);
      await expect(page.getByRole("heading", { name: "Join Sunset Closers?" })).toBeVisible();
    },
    { firstScreen: true },
  );
  camera.expectAllTaken();
});
