import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RevocationBus, RevocationEvent } from './session-store.js';

/**
 * Carries session revocations between server instances over Redis pub/sub, so a token revoked
 * on one instance stops working on all of them at once instead of after the cache TTL.
 */
export class RedisRevocationBus implements RevocationBus {
  private readonly origin = randomUUID();

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
  ) {}

  /** Subscribes a duplicate of `redis` to `channel`; `onEvent` gets the other instances' events. */
  static async start(redis: Redis, channel: string, onEvent: (event: RevocationEvent) => void, onError: (error: unknown) => void): Promise<RedisRevocationBus> {
    const subscriber = redis.duplicate();
    const bus = new RedisRevocationBus(redis, subscriber, channel);
    subscriber.on('error', onError);
    subscriber.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      try {
        const message = JSON.parse(text) as { origin: string; event: RevocationEvent };
        if (message.origin !== bus.origin) onEvent(message.event);
      } catch (error) {
        onError(error);
      }
    });
    await subscriber.subscribe(channel);
    return bus;
  }

  async publish(event: RevocationEvent): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify({ origin: this.origin, event }));
  }

  async close(): Promise<void> {
    await this.subscriber.quit().catch(() => this.subscriber.disconnect());
  }
}
