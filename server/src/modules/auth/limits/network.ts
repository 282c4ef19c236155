import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network an address belongs to, as lockouts see it: an IPv4 address is its own network; an
 * IPv6 address stands for its /64, because one subscriber (a home router, a phone) is handed a
 * whole /64 and can pick a fresh address in it for every request. An IPv4-mapped IPv6 address
 * (`::ffff:1.2.3.4`, what a dual-stack socket reports for an IPv4 client) is that IPv4 address.
 *
 * Results: `1.2.3.4`, or the first four groups in full lower-case hex plus `::/64`
 * (`2001:0db8:0000:0001::/64`), one spelling per network whatever the input's. Anything that is
 * not an address (an empty string, garbage from a misconfigured proxy) is returned trimmed and
 * lower-cased, so it is still one key, never an error.
 */
export function networkOf(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const mapped = mappedIPv4(groups);
  if (mapped) return mapped;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16).padStart(4, '0'))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` expanded and a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? (text.split('::') as [string, string]) : [text, null];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  if (tail === null) return left;
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** `::ffff:a.b.c.d` as `a.b.c.d`; null for any other address. */
function mappedIPv4(groups: number[]): string | null {
  const isMapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (!isMapped) return null;
  const [hi, lo] = [groups[6]!, groups[7]!];
  return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
}
