import { describe, expect, test } from "vitest";
import { buildTestApp } from "../../test/app";
import { uniqueEmail } from "../../test/factories";

describe("per-address limits count an IPv6 client by its /64 (decision 017)", () => {
  test("sign-ups from many addresses of one /64 share one limit; another /64 has its own", async () => {
    const built = await buildTestApp({ env: { REGISTER_LIMIT_PER_ADDRESS: "2" } });
    try {
      const signUp = (remoteAddress: string) =>
        built.app.inject({
          method: "POST",
          url: "/api/auth/register",
          remoteAddress,
          payload: { email: uniqueEmail(), password: "correct horse battery", firstName: "Ada", lastName: "Rep" },
        });
      expect((await signUp("2001:db8:1:1::1")).statusCode).toBe(201);
      expect((await signUp("2001:db8:1:1::2")).statusCode).toBe(201);
      const third = await signUp("2001:db8:1:1:ffff::3");
      expect(third.statusCode).toBe(429);
      expect((await signUp("2001:db8:1:2::1")).statusCode).toBe(201);
    } finally {
      await built.close();
    }
  });
});
