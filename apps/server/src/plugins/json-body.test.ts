import { describe, expect } from "vitest";
import { test } from "../test/app";
import { bearer, createUser } from "../test/factories";
import { BROKEN_UTF8, NOT_UTF8 } from "./json-body";

const lead = (firstName: string) => JSON.stringify({ firstName, lastName: "Bytes" });

describe("JSON bodies are UTF-8, decoded strictly", () => {
  test("bytes that are not UTF-8 are refused with 400, never stored as U+FFFD; nothing is written", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const [before, after] = lead("A@@").split("@@") as [string, string];
    for (const broken of [[0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xe2, 0x82]]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/clients",
        headers: { ...bearer(rep), "content-type": "application/json" },
        payload: Buffer.concat([Buffer.from(before), Buffer.from(broken), Buffer.from(after)]),
      });
      expect(res.statusCode, String(broken)).toBe(400);
      expect(res.json()).toEqual({ message: BROKEN_UTF8 });
    }
    const list = await app.inject({ method: "GET", url: "/api/clients", headers: bearer(rep) });
    expect(list.json()).toEqual([]);
  });

  test("UTF-8 of every width is read as sent, with or without charset=utf-8", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    for (const [contentType, name] of [
      ["application/json", "Zoë"],
      ["application/json; charset=utf-8", "Ñandú 🐦"],
      ['application/json; charset="UTF-8"', "李"],
    ] as const) {
      const res = await app.inject({
        method: "POST",
        url: "/api/clients",
        headers: { ...bearer(rep), "content-type": contentType },
        payload: Buffer.from(lead(name)),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const names = (await app.inject({ method: "GET", url: "/api/clients", headers: bearer(rep) })).json();
    expect(names.map((c: { firstName: string }) => c.firstName).sort()).toEqual(["Zoë", "Ñandú 🐦", "李"].sort());
  });

  test("a body that names another charset is refused with 415, not misread", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const res = await app.inject({
      method: "POST",
      url: "/api/clients",
      headers: { ...bearer(rep), "content-type": "application/json; charset=utf-16le" },
      payload: Buffer.from(lead("Wide"), "utf16le"),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: NOT_UTF8 });
  });

  test("bad JSON, an empty body and __proto__ keys are still refused as before", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const send = (payload: string) =>
      app.inject({
        method: "POST",
        url: "/api/clients",
        headers: { ...bearer(rep), "content-type": "application/json" },
        payload,
      });
    expect((await send("{not json")).json()).toEqual({ message: "Request body is not valid JSON" });
    expect((await send("")).json()).toEqual({ message: "Request body is empty" });
    expect((await send('{"firstName":"A","lastName":"B","__proto__":{"x":1}}')).statusCode).toBe(400);
  });
});
