import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * A JSON message channel between server instances over Redis pub/sub. Used to drop cached state
 * everywhere at once: revoked sessions, changed balances. An instance does not receive its own
 * messages (it has already acted on them).
 */
export class RedisChannel<T> {
  private readonly origin = randomUUID();

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
  ) {}

  /**
   * Subscribes a duplicate connection of `redis` to `channel`; `onMessage` gets the other instances'
   * messages. Pub/sub keeps nothing for a subscriber that is away: `onGap` runs when the
   * subscription is back after a lost connection, so the caller can drop whatever state the
   * messages it may have missed would have dropped.
   */
  static async start<T>(
    redis: Redis,
    channel: string,
    onMessage: (message: T) => void,
    onError: (error: unknown) => void,
    onGap: () => void = () => {},
  ): Promise<RedisChannel<T>> {
    const subscriber = redis.duplicate();
    const bus = new RedisChannel<T>(redis, subscriber, channel);
    subscriber.on('error', onError);
    let subscribedOnce = false;
    // ioredis subscribes again by itself on reconnecting, then says 'ready'.
    subscriber.on('ready', () => {
      if (subscribedOnce) onGap();
    });
    subscriber.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      try {
        const envelope = JSON.parse(text) as { origin: string; message: T };
        if (envelope.origin !== bus.origin) onMessage(envelope.message);
      } catch (error) {
        onError(error);
      }
    });
    await subscriber.subscribe(channel);
    subscribedOnce = true;
    return bus;
  }

  async publish(message: T): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify({ origin: this.origin, message }));
  }

  /** Drops and re-opens the subscriber's connection, as a network fault would (tests). */
  simulateDisconnect(): void {
    this.subscriber.disconnect(true);
  }

  async close(): Promise<void> {
    await this.subscriber.quit().catch(() => this.subscriber.disconnect());
  }
}
