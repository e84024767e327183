import { describe, expect, it } from "vitest";
import { photoUploadUrl, squareCrop } from "./photo-crop";

describe("the photo's square", () => {
  it("rounds the cropper's fractions to whole pixels", () => {
    expect(squareCrop({ x: 10.4, y: 20.6, width: 300.2, height: 300.2 }, { width: 800, height: 600 })).toEqual({
      left: 10,
      top: 21,
      size: 300,
    });
  });

  it("keeps the square inside the photo at its edges", () => {
    expect(squareCrop({ x: 500.7, y: 300.6, width: 300, height: 300 }, { width: 800, height: 600 })).toEqual({
      left: 500,
      top: 300,
      size: 300,
    });
    expect(squareCrop({ x: -0.4, y: 0, width: 601, height: 601 }, { width: 800, height: 600 })).toEqual({
      left: 0,
      top: 0,
      size: 600,
    });
  });

  it("names the square in the upload's address", () => {
    expect(photoUploadUrl({ left: 4, top: 0, size: 256 })).toBe("/api/user/photo?left=4&top=0&size=256");
  });
});
