import { describe, expect, it } from "vitest";
import { RECEIPT_LIMITS, RECEIPT_NOT_A_PHOTO, RECEIPT_TOO_LARGE, receiptFileProblem } from "./receipts";

describe("receiptFileProblem", () => {
  it("passes a photo up to the limit, and a file whose type the browser does not name", () => {
    expect(receiptFileProblem({ size: RECEIPT_LIMITS.maxUploadBytes, type: "image/jpeg" })).toBeNull();
    expect(receiptFileProblem({ size: 1000, type: "image/webp" })).toBeNull();
    expect(receiptFileProblem({ size: 1000, type: "" })).toBeNull();
  });

  it("refuses a file over 10 MB, an empty one, a PDF and an HEIC in words", () => {
    expect(receiptFileProblem({ size: RECEIPT_LIMITS.maxUploadBytes + 1, type: "image/jpeg" })).toBe(RECEIPT_TOO_LARGE);
    expect(receiptFileProblem({ size: 0, type: "image/jpeg" })).toBe(RECEIPT_NOT_A_PHOTO);
    expect(receiptFileProblem({ size: 1000, type: "application/pdf" })).toBe(RECEIPT_NOT_A_PHOTO);
    expect(receiptFileProblem({ size: 1000, type: "image/heic" })).toBe(RECEIPT_NOT_A_PHOTO);
  });
});
