import { useId } from 'react';

export interface LogoProps {
  /** Height in px; the width follows. @default 34 */
  height?: number;
  /** Hide the wordmark and show the emblem only. @default false */
  compact?: boolean;
}

/** Arcadia's logo: a gold crown-and-diamond emblem with the wordmark. */
export function Logo({ height = 34, compact = false }: LogoProps) {
  const id = useId().replace(/:/g, '');
  const gold = `arc-logo-gold-${id}`;
  const violet = `arc-logo-violet-${id}`;
  const width = compact ? height : Math.round((height * 176) / 40);
  return (
    <svg width={width} height={height} viewBox={compact ? '0 0 40 40' : '0 0 176 40'} role="img" aria-label="Arcadia">
      <defs>
        <linearGradient id={gold} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe9a8" />
          <stop offset="0.45" stopColor="#ffbb12" />
          <stop offset="1" stopColor="#d98c00" />
        </linearGradient>
        <linearGradient id={violet} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#8e6eec" />
          <stop offset="1" stopColor="#3e0fc8" />
        </linearGradient>
      </defs>
      <g>
        <path d="M20 3 L35 17 L20 37 L5 17 Z" fill={`url(#${violet})`} stroke={`url(#${gold})`} strokeWidth="2.2" strokeLinejoin="round" />
        <path d="M11 17 L15 11 L20 15 L25 11 L29 17 Z" fill={`url(#${gold})`} />
        <path d="M11 17 L20 31 L29 17" fill="none" stroke={`url(#${gold})`} strokeWidth="1.6" strokeLinejoin="round" opacity="0.85" />
      </g>
      {!compact && (
        <text
          x="46"
          y="28.5"
          fill={`url(#${gold})`}
          fontFamily="'Montserrat Variable', Montserrat, 'Inter Variable', 'Segoe UI', Arial, sans-serif"
          fontSize="23"
          fontWeight="800"
          letterSpacing="2.5"
        >
          ARCADIA
        </text>
      )}
    </svg>
  );
}
