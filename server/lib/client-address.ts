/**
 * The key a client's address is counted under by the per-address limits (sign-in, sign-up, the demo,
 * share-link passwords and comments). An IPv4 address is one client; an IPv6 address is counted by its
 * /64, the block one home or one cloud machine is given, so walking through its 2^64 addresses gains
 * an attacker nothing.
 */
import { isIPv4, isIPv6 } from 'node:net';

export function addressKey(ip: string): string {
  // an IPv4 client reached over IPv6 (::ffff:203.0.113.5) is that IPv4 client
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail === undefined ? [] : tail ? tail.split(':') : [];
  // an embedded IPv4 tail (::1.2.3.4) takes two groups, but only the first four groups matter here
  const groups = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
