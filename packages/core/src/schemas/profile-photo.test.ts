import { describe, expect, it } from "vitest";
import { cropFits, parsePhotoCrop, profilePhotoFileProblem } from "./profile-photo";

describe("profile photo", () => {
  it("reads a crop of three whole numbers, none, or says it is bad", () => {
    expect(parsePhotoCrop({})).toBeNull();
    expect(parsePhotoCrop({ left: "10", top: "0", size: "300" })).toEqual({ left: 10, top: 0, size: 300 });
    expect(parsePhotoCrop({ left: "10", top: "0" })).toBe("bad");
    expect(parsePhotoCrop({ left: "-1", top: "0", size: "3" })).toBe("bad");
    expect(parsePhotoCrop({ left: "1.5", top: "0", size: "3" })).toBe("bad");
    expect(parsePhotoCrop({ left: "0", top: "0", size: "0" })).toBe("bad");
    expect(parsePhotoCrop({ left: "0", top: "0", size: "9999999" })).toBe("bad");
  });

  it("fits a crop only inside the photo", () => {
    expect(cropFits({ left: 100, top: 0, size: 300 }, 400, 300)).toBe(true);
    expect(cropFits({ left: 101, top: 0, size: 300 }, 400, 300)).toBe(false);
  });

  it("refuses a file too large, empty, or named as another type before sending", () => {
    expect(profilePhotoFileProblem({ size: 11 * 1024 * 1024, type: "image/jpeg" })).toBe("A profile photo can be at most 10 MB");
    expect(profilePhotoFileProblem({ size: 0, type: "image/jpeg" })).toBe("A profile photo must be a JPEG, PNG or WebP picture");
    expect(profilePhotoFileProblem({ size: 10, type: "application/pdf" })).toBe(
      "A profile photo must be a JPEG, PNG or WebP picture",
    );
    expect(profilePhotoFileProblem({ size: 10, type: "" })).toBeNull();
  });
});
