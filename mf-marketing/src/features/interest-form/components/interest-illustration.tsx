type InterestIllustrationProps = { label: string };

/** Our own artwork beside the form; fixed width and height reserve its box before paint. */
export function InterestIllustration({ label }: InterestIllustrationProps) {
  return (
    <svg
      role="img"
      aria-label={label}
      width="480"
      height="400"
      viewBox="0 0 480 400"
      style={{ width: '100%', height: 'auto', maxWidth: 480, display: 'block' }}
    >
      <circle cx="250" cy="200" r="170" fill="#d3f1ec" />
      <circle cx="400" cy="70" r="26" fill="#fecba6" />
      <rect x="60" y="210" width="210" height="130" rx="12" fill="#0F172A" />
      <rect x="72" y="222" width="186" height="106" rx="6" fill="#FFFFFF" />
      <path d="M40 340h250l-18 18H58z" fill="#334155" />
      <rect x="88" y="240" width="100" height="10" rx="5" fill="#CBD5E1" />
      <rect x="88" y="260" width="150" height="8" rx="4" fill="#E2E8F0" />
      <rect x="88" y="276" width="130" height="8" rx="4" fill="#E2E8F0" />
      <rect x="88" y="296" width="64" height="18" rx="9" fill="#175e55" />
      <path
        d="M200 215 C 240 140, 290 120, 330 150"
        fill="none"
        stroke="#e85d1c"
        strokeWidth="3"
        strokeDasharray="7 9"
        strokeLinecap="round"
      />
      <g transform="rotate(-14 300 120)">
        <rect
          x="250"
          y="90"
          width="110"
          height="70"
          rx="8"
          fill="#FFFFFF"
          stroke="#175e55"
          strokeWidth="3"
        />
        <path d="M252 94l53 38 53-38" fill="none" stroke="#175e55" strokeWidth="3" />
      </g>
      <path
        d="M390 190c-24 0-42 18-42 42 0 31 42 74 42 74s42-43 42-74c0-24-18-42-42-42z"
        fill="#175e55"
      />
      <circle cx="390" cy="232" r="15" fill="#FFFFFF" />
      <rect x="380" y="223" width="20" height="6" fill="#C60B1E" />
      <rect x="380" y="229" width="20" height="6" fill="#FFC400" />
      <rect x="380" y="235" width="20" height="6" fill="#C60B1E" />
    </svg>
  );
}
