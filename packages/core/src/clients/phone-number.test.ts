import { describe, expect, it } from "vitest";
import { isPhoneNumber } from "./phone-number";

describe("isPhoneNumber", () => {
  it.each([
    "555-123-4567",
    "(555) 123-4567",
    "555.123.4567",
    "5551234567",
    "555-1234",
    "+1 555 123 4567",
    "+44 20 7946 0958",
    "+442079460958",
    "555-123-4567 ext. 12",
    "555-123-4567 ext 12",
    "555-123-4567 extension 12",
    "555-123-4567 x12",
    "555-123-4567x12",
    "555-123-4567 #12",
    " 555 123 4567 ",
  ])("takes %j", (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });

  it.each([
    "abc",
    "",
    "555",
    "555-12",
    "1-800-FLOWERS",
    "call after 5",
    "555-123-4567 ext.",
    "555+123+4567",
    "++44 20 7946 0958",
    "1234567890123456",
    "x12",
    "555-123-4567 ext 1234567",
  ])("refuses %j", (phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
  });
});
