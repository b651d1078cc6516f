/**
 * The hero's picture, drawn: a Karoo evening (sky, sun, layered ridges, a lit lodge). Vector, so it is sharp at
 * any width, weighs a few hundred bytes and needs no request; it scales to cover without shifting the layout.
 */
export const HeroArt = () => (
  <svg className="hero__art" viewBox="0 0 1440 640" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
    <defs>
      <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#14213d" />
        <stop offset="0.55" stopColor="#3d4f7c" />
        <stop offset="0.85" stopColor="#c98b6b" />
        <stop offset="1" stopColor="#f2c14e" />
      </linearGradient>
      <radialGradient id="hero-sun" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stopColor="#fff3c4" />
        <stop offset="0.6" stopColor="#f2c14e" />
        <stop offset="1" stopColor="#f2c14e" stopOpacity="0" />
      </radialGradient>
    </defs>
    <rect width="1440" height="640" fill="url(#hero-sky)" />
    <circle cx="1040" cy="420" r="150" fill="url(#hero-sun)" opacity="0.9" />
    <g fill="#fff" opacity="0.7">
      <circle cx="180" cy="90" r="1.6" />
      <circle cx="320" cy="150" r="1.2" />
      <circle cx="520" cy="70" r="1.4" />
      <circle cx="760" cy="120" r="1.1" />
      <circle cx="1260" cy="80" r="1.5" />
      <circle cx="1380" cy="170" r="1.2" />
    </g>
    <path d="M0 470 L140 400 L260 440 L420 350 L560 420 L700 380 L860 450 L1010 390 L1180 440 L1320 380 L1440 420 V640 H0 Z" fill="#5a4a63" opacity="0.75" />
    <path d="M0 520 L180 470 L330 500 L520 440 L690 500 L880 460 L1060 510 L1250 470 L1440 500 V640 H0 Z" fill="#3a3552" />
    <path d="M0 580 L240 540 L470 570 L720 530 L980 575 L1220 545 L1440 570 V640 H0 Z" fill="#1f2540" />
    <g transform="translate(1110 500)">
      <rect x="0" y="20" width="120" height="46" fill="#14213d" />
      <path d="M-8 22 L60 -8 L128 22 Z" fill="#14213d" />
      <g fill="#f2c14e">
        <rect x="14" y="32" width="14" height="12" />
        <rect x="40" y="32" width="14" height="12" />
        <rect x="66" y="32" width="14" height="12" />
        <rect x="92" y="32" width="14" height="12" />
      </g>
    </g>
  </svg>
)
