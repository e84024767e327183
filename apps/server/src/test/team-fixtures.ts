import type { ReceivedInvitation, Team } from "@measured/core";
import { expect } from "vitest";
import type { App } from "../app";
import { createUser, type TestUser, uniqueEmail } from "./factories";
import { send } from "./finance-rows";

/** Teams made and joined through the API, as reps do (issue 24). */

export async function makeTeam(app: App, owner: TestUser, name = "West Valley Solar"): Promise<Team> {
  const res = await send(app, owner, "POST", "/api/teams", { name, description: "Saturday crew" });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Team>();
}

export const invite = (app: App, from: TestUser, teamId: number, email: string, role: "member" | "admin" = "member") =>
  send(app, from, "POST", "/api/team-invitations", { email, role, teamId });

/** The token of the last invitation mailed to `email`, from its accept link. */
export function tokenMailedTo(outbox: { to: string; text: string }[], email: string): string {
  const mail = outbox.filter((m) => m.to === email).at(-1);
  const token = mail?.text.match(/\/accept-invitation\?team=\d+&token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

/** An account with `role` on a team of `owner`'s, joined by accepting an invitation. */
export async function joined(
  app: App,
  owner: TestUser,
  teamId: number,
  role: "member" | "admin",
  kpis?: string[],
): Promise<TestUser> {
  const email = uniqueEmail(role);
  expect((await invite(app, owner, teamId, email, role)).statusCode).toBe(201);
  const rep = await createUser(app, { onboard: "solar", email, ...(kpis ? { kpis } : {}) });
  const [received] = (await send(app, rep, "GET", "/api/team-invitations/received")).json<ReceivedInvitation[]>();
  expect((await send(app, rep, "POST", `/api/team-invitations/${received?.id}/accept`)).statusCode).toBe(204);
  return rep;
}
