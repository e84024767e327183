import { isIPv4, isIPv6 } from "node:net";

/**
 * The address a per-address limit counts (decision 017). An IPv4 address is itself (also when written as
 * an IPv4-mapped IPv6 address); an IPv6 address counts as its /64, the block one subscriber gets: a
 * single home or phone holds 2^64 addresses, so counting each would give an attacker unlimited tries.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = "", tail] = ip.toLowerCase().split("%")[0]?.split("::") ?? [""];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}
