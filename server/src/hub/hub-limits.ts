/**
 * The hub's bounds, apart from the hub so its connections and their index can read them without importing the hub.
 */

/**
 * What one client may do. A network is an IPv4 address or an IPv6 /64 (one subscriber can pick any
 * address in its /64). The SignalR client itself sends a 32-byte handshake and a 10-byte ping every
 * 15 s, so these leave a real client far below every bound.
 */
export const HUB_LIMITS = {
  /** Largest WebSocket message (the hub's ws `maxPayload`); a bigger one closes the socket with 1009. */
  maxMessageBytes: 16 * 1024,
  /** Largest unfinished record (text after the last record separator) kept for the next message. */
  maxPendingBytes: 16 * 1024,
  /** Records in one WebSocket message. */
  maxRecordsPerMessage: 32,
  /** Records per connection per `recordWindowMs`. */
  maxRecordsPerWindow: 120,
  recordWindowMs: 10_000,
  /** Open connections of any kind per network (a shared address: an office, a carrier's NAT). */
  perNetwork: 100,
  /** Open connections per session (one login's tabs). */
  perSession: 10,
  /** Time allowed for the handshake after the socket opens. */
  handshakeTimeoutMs: 10_000,
} as const;

export type HubLimits = { -readonly [K in keyof typeof HUB_LIMITS]: number };
