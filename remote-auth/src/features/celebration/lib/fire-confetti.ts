import confetti from 'canvas-confetti';
import { CONFETTI } from '@arcadia/shared';

/** 150 particles, spread 180, above the dialog's overlay. */
export function fireConfetti(): void {
  void confetti({
    particleCount: CONFETTI.particleCount,
    spread: CONFETTI.spread,
    origin: { y: 0.55 },
    zIndex: 10000,
    colors: ['#f9dd7b', '#d4a017', '#ffffff', '#e8590c', '#40c057'],
    disableForReducedMotion: true,
  });
}
