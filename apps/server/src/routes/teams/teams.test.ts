import { INVITATIONS_PER_HOUR, QUOTAS, type ReceivedInvitation, TEAM_MESSAGES, type Team } from "@measured/core";
import { eq, schema, sql } from "@measured/db";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { TEST_APP_URL, test } from "../../test/app";
import { createUser, insertedUser, type TestUser, uniqueEmail } from "../../test/factories";
import { send } from "../../test/finance-rows";
import { invite, joined, makeTeam, tokenMailedTo } from "../../test/team-fixtures";

/** Issue 24, decision 062: teams, invitations and the server's rules for each role. */

const membersOf = async (app: App, teamId: number) =>
  (
    await app.db
      .select({ userId: schema.teamMembers.userId, role: schema.teamMembers.role })
      .from(schema.teamMembers)
      .where(eq(schema.teamMembers.teamId, teamId))
      .orderBy(schema.teamMembers.id)
  ).map((m) => `${m.userId}:${m.role}`);

describe("POST /api/teams", () => {
  test("a name is required after trimming; the team starts with its owner", async ({ app }) => {
    const owner = await createUser(app, { onboard: "solar" });
    const blank = await send(app, owner, "POST", "/api/teams", { name: "   ", description: "" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.name).toEqual(["Team name is required"]);
    const team = await makeTeam(app, owner, "  West Valley Solar ");
    expect(team).toMatchObject({ name: "West Valley Solar", description: "Saturday crew", role: "owner", invitations: [] });
    expect(team.members.map((m) => [m.userId, m.role, m.user.email])).toEqual([[owner.id, "owner", owner.email]]);
    expect((await send(app, owner, "GET", "/api/teams")).json<Team[]>().map((t) => t.id)).toEqual([team.id]);
    expect((await send(app, owner, "GET", "/api/teams/memberships")).json()).toEqual([]);
  });

  test("the same Idempotency-Key sent twice creates one team and answers both with it", async ({ app }) => {
    const owner = await createUser(app, { onboard: "solar" });
    const body = { name: "Night Shift", description: "" };
    const key = { "idempotency-key": "team-retry-1" };
    const [first, again] = [
      await send(app, owner, "POST", "/api/teams", body, key),
      await send(app, owner, "POST", "/api/teams", body, key),
    ];
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json<Team>().id).toBe(first.json<Team>().id);
    expect((await send(app, owner, "GET", "/api/teams")).json<Team[]>()).toHaveLength(1);
  });
});

describe("an invitation, from the e-mail to the team", () => {
  test("the owner invites an address; its owner registers, sees it, accepts once, and both see the team", async ({
    app,
    outbox,
  }) => {
    const owner = await createUser(app, { onboard: "solar", firstName: "Olivia", lastName: "Owner" });
    const team = await makeTeam(app, owner);
    const email = uniqueEmail("invitee");
    const sent = await invite(app, owner, team.id, email);
    expect(sent.statusCode, sent.body).toBe(201);
    const mail = outbox.filter((m) => m.to === email).at(-1);
    expect(mail?.subject).toBe("Olivia Owner invited you to West Valley Solar on Measured");
    const token = tokenMailedTo(outbox, email);
    expect(sent.json().link).toBe(`${TEST_APP_URL}/accept-invitation?team=${team.id}&token=${token}`);
    // Stored hashed: the table alone opens nothing.
    const [stored] = await app.db.select().from(schema.teamInvitations).where(eq(schema.teamInvitations.teamId, team.id));
    expect(stored?.token).not.toBe(token);

    const invitee = await createUser(app, { onboard: "solar", email });
    const received = (await send(app, invitee, "GET", "/api/team-invitations/received")).json<ReceivedInvitation[]>();
    expect(received).toMatchObject([
      { teamId: team.id, teamName: "West Valley Solar", inviterName: "Olivia Owner", role: "member" },
    ]);
    const byToken = await send(app, invitee, "GET", `/api/team-invitations/by-token?token=${token}`);
    expect(byToken.json()).toMatchObject({ id: received[0]?.id, forYou: true, status: "pending" });

    const accept = () => send(app, invitee, "POST", `/api/team-invitations/${received[0]?.id}/accept`);
    const first = await accept();
    expect(first.statusCode, first.body).toBe(204);
    const again = await accept();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TEAM_MESSAGES.notPending);
    expect(await membersOf(app, team.id)).toEqual([`${owner.id}:owner`, `${invitee.id}:member`]);

    const mine = (await send(app, invitee, "GET", "/api/teams/memberships")).json<Team[]>();
    expect(mine).toMatchObject([{ id: team.id, role: "member", invitations: [] }]);
    const owned = (await send(app, owner, "GET", "/api/teams")).json<Team[]>();
    expect(owned[0]?.members.map((m) => m.user.email)).toEqual([owner.email, email]);
    expect((await send(app, invitee, "GET", "/api/team-invitations/received")).json()).toEqual([]);
  });

  test("another account cannot answer it (403, nothing changed); declined or expired, it cannot be accepted", async ({
    app,
    outbox,
  }) => {
    const owner = await createUser(app, { onboard: "solar" });
    const team = await makeTeam(app, owner);
    const email = uniqueEmail("invitee");
    await invite(app, owner, team.id, email);
    const token = tokenMailedTo(outbox, email);
    const stranger = await createUser(app, { onboard: "solar" });
    const seen = (await send(app, stranger, "GET", `/api/team-invitations/by-token?token=${token}`)).json();
    expect(seen).toMatchObject({ forYou: false, teamName: "West Valley Solar" });
    for (const answer of ["accept", "decline"]) {
      const res = await send(app, stranger, "POST", `/api/team-invitations/${seen.id}/${answer}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(TEAM_MESSAGES.otherAccount);
    }
    expect(await membersOf(app, team.id)).toEqual([`${owner.id}:owner`]);

    const invitee = await createUser(app, { onboard: "solar", email });
    expect((await send(app, invitee, "POST", `/api/team-invitations/${seen.id}/decline`)).statusCode).toBe(204);
    expect((await send(app, invitee, "POST", `/api/team-invitations/${seen.id}/accept`)).statusCode).toBe(409);

    await invite(app, owner, team.id, email);
    const [fresh] = (await send(app, invitee, "GET", "/api/team-invitations/received")).json<ReceivedInvitation[]>();
    await app.db.execute(sql`UPDATE team_invitations SET expires_at = now() - interval '1 second' WHERE id = ${fresh?.id ?? 0}`);
    const late = await send(app, invitee, "POST", `/api/team-invitations/${fresh?.id}/accept`);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(TEAM_MESSAGES.expired);
    expect(await membersOf(app, team.id)).toEqual([`${owner.id}:owner`]);
    expect((await send(app, invitee, "GET", "/api/team-invitations/by-token?token=made-up")).statusCode).toBe(404);
  });

  test("an account that has not confirmed the invited address answers only with the link's token", async ({ app, outbox }) => {
    const owner = await createUser(app, { onboard: "solar" });
    const team = await makeTeam(app, owner);
    const email = uniqueEmail("claimed");
    expect((await invite(app, owner, team.id, email)).statusCode).toBe(201);
    const token = tokenMailedTo(outbox, email);
    // Anyone can register with an address; only its mailbox has the token.
    const unproven = await createUser(app, { onboard: "solar", email, confirm: false });
    const [waiting] = (await send(app, unproven, "GET", "/api/team-invitations/received")).json<ReceivedInvitation[]>();
    const url = `/api/team-invitations/${waiting?.id}/accept`;
    const bare = await send(app, unproven, "POST", url);
    expect(bare.statusCode).toBe(403);
    expect(bare.json().message).toBe(TEAM_MESSAGES.proveAddress);
    expect((await send(app, unproven, "POST", url, { token: `${token}x` })).statusCode).toBe(404);
    expect(await membersOf(app, team.id)).toEqual([`${owner.id}:owner`]);
    const linked = await send(app, unproven, "POST", url, { token });
    expect(linked.statusCode, linked.body).toBe(204);
    expect(await membersOf(app, team.id)).toEqual([`${owner.id}:owner`, `${unproven.id}:member`]);
  });

  test("an unconfirmed address cannot invite; nobody is invited twice or while on the team", async ({ app }) => {
    const unconfirmed = await createUser(app, { onboard: "solar", confirm: false });
    const theirs = await makeTeam(app, unconfirmed);
    const refused = await invite(app, unconfirmed, theirs.id, uniqueEmail());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TEAM_MESSAGES.confirmFirst);

    const owner = await createUser(app, { onboard: "solar" });
    const team = await makeTeam(app, owner);
    const member = await joined(app, owner, team.id, "member");
    expect((await invite(app, owner, team.id, member.email.toUpperCase())).json().message).toBe(TEAM_MESSAGES.alreadyMember);
    expect((await invite(app, owner, team.id, owner.email)).statusCode).toBe(409);
    // A second invitation to one address replaces the first.
    const email = uniqueEmail();
    await invite(app, owner, team.id, email);
    await invite(app, owner, team.id, email);
    const waiting = (await send(app, owner, "GET", "/api/teams")).json<Team[]>()[0]?.invitations ?? [];
    expect(waiting.map((i) => i.inviteeEmail)).toEqual([email]);
  });

  test(`one account sends at most ${INVITATIONS_PER_HOUR} invitations an hour`, async ({ app }) => {
    const owner = await createUser(app, { onboard: "solar" });
    const team = await makeTeam(app, owner);
    for (let i = 0; i < INVITATIONS_PER_HOUR; i++)
      expect((await invite(app, owner, team.id, uniqueEmail())).statusCode).toBe(201);
    const over = await invite(app, owner, team.id, uniqueEmail());
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(TEAM_MESSAGES.tooManyInvitations);
  });
});

describe("each role against each rule (decision 062)", () => {
  test("invite: the owner members and admins, an admin members only, a member and an outsider nobody", async ({ app }) => {
    const owner = await createUser(app, { onboard: "solar" });
    const team = await makeTeam(app, owner);
    const admin = await joined(app, owner, team.id, "admin");
    const member = await joined(app, owner, team.id, "member");
    const outsider = await createUser(app, { onboard: "solar" });
    const status = async (who: TestUser, role: "member" | "admin") =>
      (await invite(app, who, team.id, uniqueEmail(), role)).statusCode;
    expect([await status(owner, "member"), await status(owner, "admin")]).toEqual([201, 201]);
    expect([await status(admin, "member"), await status(admin, "admin")]).toEqual([201, 403]);
    expect([await status(member, "member"), await status(member, "admin")]).toEqual([403, 403]);
    expect([await status(outsider, "member"), await status(outsider, "admin")]).toEqual([404, 404]);
  });

  test("remove and change role: the owner only, never the owner; leave: anyone but the owner; outsiders 404", async ({ app }) => {
    const owner = await createUser(app, { onboard: "solar" });
    const team = await makeTeam(app, owner);
    const admin = await joined(app, owner, team.id, "admin");
    const member = await joined(app, owner, team.id, "member");
    const other = await joined(app, owner, team.id, "member");
    const outsider = await createUser(app, { onboard: "solar" });
    const remove = (who: TestUser, target: TestUser) =>
      send(app, who, "POST", `/api/teams/${team.id}/members/remove`, { memberId: target.id });
    const promote = (who: TestUser, target: TestUser, role: "admin" | "member") =>
      send(app, who, "PATCH", `/api/teams/${team.id}/members`, { memberId: target.id, role });
    const leave = (who: TestUser) => send(app, who, "POST", `/api/teams/${team.id}/leave`);

    expect((await remove(admin, member)).statusCode).toBe(403);
    expect((await remove(member, other)).statusCode).toBe(403);
    expect((await remove(outsider, member)).statusCode).toBe(404);
    expect((await remove(owner, owner)).statusCode).toBe(409);
    expect((await promote(admin, member, "admin")).statusCode).toBe(403);
    expect((await promote(member, member, "admin")).statusCode).toBe(403);
    expect((await promote(outsider, member, "admin")).statusCode).toBe(404);
    expect((await leave(owner)).statusCode).toBe(409);
    expect((await leave(outsider)).statusCode).toBe(404);
    expect(await membersOf(app, team.id)).toEqual([
      `${owner.id}:owner`,
      `${admin.id}:admin`,
      `${member.id}:member`,
      `${other.id}:member`,
    ]);

    expect((await promote(owner, member, "admin")).statusCode).toBe(204);
    expect((await promote(owner, admin, "member")).statusCode).toBe(204);
    expect((await remove(owner, other)).statusCode).toBe(204);
    expect((await leave(admin)).statusCode).toBe(204);
    expect(await membersOf(app, team.id)).toEqual([`${owner.id}:owner`, `${member.id}:admin`]);
  });

  test("a team answer carries no member's money, mileage, leads or goals", async ({ app }) => {
    const owner = await createUser(app, { onboard: "solar" });
    const team = await makeTeam(app, owner);
    const member = await joined(app, owner, team.id, "member");
    const marker = "Zq9 Private Marker";
    await send(app, member, "POST", "/api/expenses", { amount: "8765.43", description: marker, date: "2026-11-20" });
    await send(app, member, "POST", "/api/revenue", { amount: "9876.54", description: marker, date: "2026-11-20" });
    await send(app, member, "POST", "/api/mileage", { miles: "765.4", purpose: marker, date: "2026-11-20" });
    await send(app, member, "POST", "/api/clients", { firstName: marker, lastName: "Lead", phone: "555-0100" });
    for (const who of [owner, member]) {
      for (const url of ["/api/teams", "/api/teams/memberships", "/api/team-invitations/received"]) {
        const body = (await send(app, who, "GET", url)).body;
        for (const secret of [marker, "8765", "9876", "765.4"]) expect(body, `${url}: ${secret}`).not.toContain(secret);
      }
    }
  });
});

describe("answers at once", () => {
  test("the same invitation accepted twice in parallel adds one membership; the other answer is 409", async ({ app }) => {
    const owner = await createUser(app, { onboard: "solar" });
    const team = await makeTeam(app, owner);
    const email = uniqueEmail("twice");
    await invite(app, owner, team.id, email);
    const invitee = await createUser(app, { onboard: "solar", email });
    const [waiting] = (await send(app, invitee, "GET", "/api/team-invitations/received")).json<ReceivedInvitation[]>();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send(app, invitee, "POST", `/api/team-invitations/${waiting?.id}/accept`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409, 409, 409]);
    expect(await membersOf(app, team.id)).toEqual([`${owner.id}:owner`, `${invitee.id}:member`]);
  });

  test("invitees accepting at once into a team one seat short of full: one joins, the rest are told it is full", async ({
    app,
  }) => {
    const owner = await createUser(app, { onboard: "solar" });
    const team = await makeTeam(app, owner);
    const invitees = await Promise.all(Array.from({ length: 3 }, () => createUser(app, { onboard: "solar" })));
    const ids: number[] = [];
    for (const invitee of invitees) {
      await invite(app, owner, team.id, invitee.email);
      const [waiting] = (await send(app, invitee, "GET", "/api/team-invitations/received")).json<ReceivedInvitation[]>();
      ids.push(waiting?.id ?? 0);
    }
    // One seat short of the quota: other accounts, written straight to the tables.
    const fillers = await Promise.all(Array.from({ length: QUOTAS.teamMembers.max - 2 }, () => insertedUser(app)));
    await app.db.insert(schema.teamMembers).values(fillers.map((f) => ({ teamId: team.id, userId: f.id, role: "member" })));
    const answers = await Promise.all(
      invitees.map((invitee, i) => send(app, invitee, "POST", `/api/team-invitations/${ids[i]}/accept`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409, 409]);
    expect((await membersOf(app, team.id)).length).toBe(QUOTAS.teamMembers.max);
  });
});
