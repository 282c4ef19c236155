const pad = (n: number) => String(n).padStart(2, '0');

/** Time left until `target`, as `hh:mm:ss` (hours not capped at 24); `00:00:00` once it has passed. */
export function formatCountdown(target: string, now: number): string {
  const seconds = Math.max(0, Math.ceil((Date.parse(target) - now) / 1000));
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
