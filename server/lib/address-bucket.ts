import net from "node:net";

/**
 * The unit a per-address limit counts: an IPv4 address, or an IPv6 /64 (one subscriber's network:
 * a host picks any of its 2^64 addresses at will, so counting whole IPv6 addresses counts nothing).
 * An IPv4 address written as IPv6 (::ffff:192.0.2.1) is the IPv4 address.
 */
export function addressBucketOf(ip: string): string {
  if (!net.isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = ip.includes("::") && tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array.from({ length: 8 - left.length - right.length }, () => "0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
