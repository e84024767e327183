import { isIP } from "node:net";
import { z } from "zod";

export const TRUST_PROXY_MESSAGE =
  "TRUST_PROXY must be the number of proxies in front of the server (1) or their addresses (10.0.0.5,10.1.0.0/16)";

export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

const CIDR = /^(.+)\/(\d{1,3})$/;

function isAddressOrRange(text: string): boolean {
  const range = CIDR.exec(text);
  if (!range) return isIP(text) !== 0;
  const [, address = "", bits = ""] = range;
  const family = isIP(address);
  return family !== 0 && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies' X-Forwarded-For the server believes (issue 22), so the per-address limits see the
 * rep's address behind a load balancer rather than the balancer's (which would make them one global
 * limit). Unset: none; the socket's address counts. A hop count trusts that many proxies nearest the
 * server; a list trusts those addresses and ranges. "true" (trust everyone) is refused: any client
 * could then name any address and step around the limits.
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    const text = value?.trim() ?? "";
    if (text === "") return false;
    if (/^\d{1,2}$/.test(text)) {
      // The N proxies nearest the server (Fastify's own reading of a hop count, which its types omit).
      const hops = Number(text);
      return (_address: string, hop: number) => hop < hops;
    }
    const list = text.split(",").map((part) => part.trim());
    if (list.every(isAddressOrRange)) return list;
    ctx.addIssue({ code: "custom", message: TRUST_PROXY_MESSAGE });
    return z.NEVER;
  });
