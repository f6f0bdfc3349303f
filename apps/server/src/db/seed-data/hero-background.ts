/**
 * The seeded hero background: a deep-blue to violet gradient with soft light, drawn as a
 * small SVG so the demo ships no binary file and still looks finished behind white text.
 */
export const heroBackgroundSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="base" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#070b1f"/>
<stop offset="0.55" stop-color="#1b1446"/>
<stop offset="1" stop-color="#3b0f4f"/>
</linearGradient>
<radialGradient id="glowA" cx="0.78" cy="0.28" r="0.55">
<stop offset="0" stop-color="#7c3aed" stop-opacity="0.55"/>
<stop offset="1" stop-color="#7c3aed" stop-opacity="0"/>
</radialGradient>
<radialGradient id="glowB" cx="0.12" cy="0.9" r="0.5">
<stop offset="0" stop-color="#0ea5e9" stop-opacity="0.35"/>
<stop offset="1" stop-color="#0ea5e9" stop-opacity="0"/>
</radialGradient>
<linearGradient id="beam" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#ffffff" stop-opacity="0"/>
<stop offset="0.5" stop-color="#ffffff" stop-opacity="0.07"/>
<stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
</linearGradient>
</defs>
<rect width="1600" height="900" fill="url(#base)"/>
<rect width="1600" height="900" fill="url(#glowA)"/>
<rect width="1600" height="900" fill="url(#glowB)"/>
<path d="M-100 760 L1700 260 L1700 330 L-100 840 Z" fill="url(#beam)"/>
<path d="M-100 620 L1700 120 L1700 160 L-100 670 Z" fill="url(#beam)"/>
<g fill="none" stroke="#ffffff" stroke-opacity="0.06" stroke-width="2">
<circle cx="1240" cy="250" r="180"/>
<circle cx="1240" cy="250" r="290"/>
<circle cx="1240" cy="250" r="400"/>
</g>
<rect y="600" width="1600" height="300" fill="#05060f" fill-opacity="0.35"/>
</svg>
`;
