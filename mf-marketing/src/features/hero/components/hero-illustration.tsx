type HeroIllustrationProps = { label: string };

/**
 * Our own artwork, drawn inline so the page loads nothing from elsewhere. The fixed width and
 * height attributes reserve its box before paint, so the hero never shifts.
 */
export function HeroIllustration({ label }: HeroIllustrationProps) {
  return (
    <svg
      role="img"
      aria-label={label}
      width="560"
      height="440"
      viewBox="0 0 560 440"
      style={{ width: '100%', height: 'auto', maxWidth: 560, display: 'block' }}
    >
      <circle cx="290" cy="225" r="195" fill="#ffe7d3" />
      <circle cx="470" cy="82" r="38" fill="#fca66e" />
      <path
        d="M70 120 C 130 40, 230 40, 300 70"
        fill="none"
        stroke="#1a7568"
        strokeWidth="3"
        strokeDasharray="8 10"
        strokeLinecap="round"
      />
      <path d="M300 70 l-22 -6 l6 10 l-6 10 z" fill="#1a7568" />
      <g transform="rotate(-9 185 265)">
        <rect x="108" y="160" width="154" height="212" rx="14" fill="#7F1D1D" />
        <rect
          x="108"
          y="160"
          width="154"
          height="212"
          rx="14"
          fill="none"
          stroke="#5B1414"
          strokeWidth="2"
        />
        <circle cx="185" cy="240" r="30" fill="none" stroke="#F6D365" strokeWidth="4" />
        <ellipse cx="185" cy="240" rx="12" ry="30" fill="none" stroke="#F6D365" strokeWidth="3" />
        <path d="M155 240 h60" stroke="#F6D365" strokeWidth="3" />
        <rect x="145" y="292" width="80" height="8" rx="4" fill="#F6D365" />
        <rect x="158" y="310" width="54" height="6" rx="3" fill="#F6D365" opacity="0.7" />
      </g>
      <rect x="242" y="102" width="220" height="280" rx="18" fill="#0F172A" opacity="0.08" />
      <rect x="232" y="92" width="220" height="280" rx="18" fill="#FFFFFF" />
      <rect
        x="232"
        y="92"
        width="220"
        height="280"
        rx="18"
        fill="none"
        stroke="#E2E8F0"
        strokeWidth="2"
      />
      <rect x="256" y="120" width="118" height="14" rx="7" fill="#CBD5E1" />
      <rect x="256" y="142" width="74" height="10" rx="5" fill="#E2E8F0" />
      {[178, 222, 266].map((y) => (
        <g key={y}>
          <circle cx="270" cy={y} r="13" fill="#16A34A" />
          <path
            d={`M263 ${y} l5 5 l9 -10`}
            fill="none"
            stroke="#FFFFFF"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <rect x="294" y={y - 6} width="130" height="12" rx="6" fill="#E2E8F0" />
        </g>
      ))}
      <circle cx="270" cy="310" r="12" fill="none" stroke="#F59E0B" strokeWidth="3" />
      <rect x="294" y="304" width="100" height="12" rx="6" fill="#E2E8F0" />
      <rect x="256" y="338" width="172" height="14" rx="7" fill="#d3f1ec" />
      <path
        d="M470 268 c-26 0 -46 20 -46 46 c0 34 46 80 46 80 s46 -46 46 -80 c0 -26 -20 -46 -46 -46 z"
        fill="#1a7568"
      />
      <circle cx="470" cy="313" r="16" fill="#FFFFFF" />
      <rect x="460" y="303" width="20" height="6.5" fill="#C60B1E" />
      <rect x="460" y="309.5" width="20" height="7" fill="#FFC400" />
      <rect x="460" y="316.5" width="20" height="6.5" fill="#C60B1E" />
    </svg>
  );
}
