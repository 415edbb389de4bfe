import type { ReactElement } from 'react';
import type { PartnerMark } from '../partners';

const MARKS: Record<PartnerMark, ReactElement> = {
  scales: (
    <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
      <path d="M24 10v32M12 42h24M10 18h28" />
      <path d="M10 18l-6 12h12zM38 18l-6 12h12z" />
    </g>
  ),
  wave: (
    <g fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round">
      <path d="M4 22c5-6 10-6 15 0s10 6 15 0 10-6 10-6" />
      <path d="M4 34c5-6 10-6 15 0s10 6 15 0 10-6 10-6" />
    </g>
  ),
  mountain: <path d="M2 42l14-24 9 14 6-9 15 19z" fill="currentColor" />,
  anchor: (
    <g fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round">
      <circle cx="24" cy="10" r="5" />
      <path d="M24 15v28M14 22h20M8 30c2 8 8 13 16 13s14-5 16-13" />
    </g>
  ),
  sun: (
    <g fill="currentColor">
      <circle cx="24" cy="26" r="10" />
      {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
        <rect
          key={angle}
          x="22.5"
          y="4"
          width="3"
          height="7"
          transform={`rotate(${angle} 24 26)`}
        />
      ))}
    </g>
  ),
  compass: (
    <g>
      <circle cx="24" cy="26" r="18" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M24 12l5 14-5 14-5-14z" fill="currentColor" />
    </g>
  ),
};

type PartnerLogoProps = { name: string; mark: PartnerMark; color: string; label: string };

/** A partner's word mark, drawn inline: a sized box from the start and nothing fetched. */
export function PartnerLogo({ name, mark, color, label }: PartnerLogoProps) {
  return (
    <svg
      role="img"
      aria-label={label}
      width="200"
      height="52"
      viewBox="0 0 200 52"
      style={{ color, width: '100%', maxWidth: 200, height: 'auto', display: 'block' }}
    >
      {MARKS[mark]}
      <text
        x="54"
        y="32"
        fill="currentColor"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontSize="17"
        fontWeight="700"
        textLength={name.length > 14 ? 140 : undefined}
        lengthAdjust="spacingAndGlyphs"
      >
        {name}
      </text>
    </svg>
  );
}
