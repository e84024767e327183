import { describe, expect, it } from "vitest";
import {
  canChangeRole,
  canInvite,
  canLeave,
  canRemove,
  canSeeMemberMetrics,
  invitationStatus,
  sameAddress,
  TEAM_ROLES,
  type TeamRole,
} from "./rules";

describe("team rules", () => {
  it("the owner invites members and admins, an admin members only, a member nobody", () => {
    const table = TEAM_ROLES.map((actor) => [actor, canInvite(actor, "member"), canInvite(actor, "admin")]);
    expect(table).toEqual([
      ["owner", true, true],
      ["admin", true, false],
      ["member", false, false],
    ]);
  });

  it("only the owner removes, never the owner; everyone but the owner may leave", () => {
    const removes = (actor: TeamRole) => TEAM_ROLES.filter((target) => canRemove(actor, target));
    expect(removes("owner")).toEqual(["admin", "member"]);
    expect(removes("admin")).toEqual([]);
    expect(removes("member")).toEqual([]);
    expect(TEAM_ROLES.filter(canLeave)).toEqual(["admin", "member"]);
  });

  it("only the owner changes roles, between admin and member", () => {
    expect(canChangeRole("owner", "member", "admin")).toBe(true);
    expect(canChangeRole("owner", "admin", "member")).toBe(true);
    expect(canChangeRole("owner", "member", "owner")).toBe(false);
    expect(canChangeRole("owner", "owner", "member")).toBe(false);
    expect(canChangeRole("admin", "member", "admin")).toBe(false);
    expect(TEAM_ROLES.filter(canSeeMemberMetrics)).toEqual(["owner", "admin"]);
  });

  it("an invitation past its expiry reads expired; an answered one keeps its answer", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    expect(invitationStatus("pending", new Date("2026-11-27T12:00:01Z"), now)).toBe("pending");
    expect(invitationStatus("pending", now, now)).toBe("expired");
    expect(invitationStatus("accepted", new Date("2026-01-01T00:00:00Z"), now)).toBe("accepted");
    expect(invitationStatus("declined", new Date("2030-01-01T00:00:00Z"), now)).toBe("declined");
  });

  it("addresses match ignoring case and outer spaces", () => {
    expect(sameAddress("Ana@Example.com", " ana@example.com")).toBe(true);
    expect(sameAddress("ana@example.com", "ana@example.org")).toBe(false);
  });
});
