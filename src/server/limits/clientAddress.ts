// The network a request comes from, as limits count it: an IPv4 address, or the /64 an IPv6 address belongs to (one
// subscriber gets a whole /64, so counting single IPv6 addresses would count nothing). Kept only as a keyed hash.
import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The first four groups of an IPv6 address ('2001:db8::1' → '2001:db8:0:0'); IPv4-mapped ones as IPv4. */
export function networkOf(ip: string): string {
  const [, mapped] = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip) ?? [];
  if (mapped) return mapped;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':');
}

/** A keyed hash of the request's network: limits count per network without storing anyone's address. */
export function addressKeyOf(request: FastifyRequest, secret: string): string {
  return createHmac('sha256', secret)
    .update(`network:${networkOf(request.ip)}`)
    .digest('base64url')
    .slice(0, 22);
}
