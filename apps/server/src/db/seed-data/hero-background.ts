/**
 * The seeded hero background, key art drawn for this project: a floodlit stadium with its
 * pitch lines and a broadcast screen on the right, signal arcs low on the left. The left half,
 * where the white headline sits, stays near-black (a shade runs over it), so the text keeps
 * well over 4.5:1 contrast. A small SVG, so the demo ships no binary file.
 */
export const heroBackgroundSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#050816"/>
<stop offset=".5" stop-color="#140f3a"/>
<stop offset="1" stop-color="#2a0f45"/>
</linearGradient>
<radialGradient id="flood" cx=".72" cy=".16" r=".5">
<stop offset="0" stop-color="#c4b5fd" stop-opacity=".5"/>
<stop offset=".4" stop-color="#7c3aed" stop-opacity=".22"/>
<stop offset="1" stop-color="#7c3aed" stop-opacity="0"/>
</radialGradient>
<radialGradient id="screen" cx=".08" cy=".95" r=".55">
<stop offset="0" stop-color="#0ea5e9" stop-opacity=".3"/>
<stop offset="1" stop-color="#0ea5e9" stop-opacity="0"/>
</radialGradient>
<linearGradient id="pitch" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#0b3b2e"/>
<stop offset="1" stop-color="#04140f"/>
</linearGradient>
<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#e0e7ff" stop-opacity=".2"/>
<stop offset="1" stop-color="#e0e7ff" stop-opacity="0"/>
</linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#03040c" stop-opacity=".85"/>
<stop offset=".45" stop-color="#03040c" stop-opacity=".55"/>
<stop offset=".7" stop-color="#03040c" stop-opacity="0"/>
</linearGradient>
<pattern id="scan" width="6" height="6" patternUnits="userSpaceOnUse">
<path d="M0 .5H6" stroke="#fff" stroke-opacity=".035"/>
</pattern>
</defs>
<rect width="1600" height="900" fill="url(#sky)"/>
<rect width="1600" height="900" fill="url(#flood)"/>
<rect width="1600" height="900" fill="url(#screen)"/>
<g fill="none" stroke="#a78bfa" stroke-opacity=".16" stroke-width="3"><path d="M760 430 Q1180 300 1660 430"/><path d="M754 464 Q1180 330 1666 464"/><path d="M748 498 Q1180 360 1672 498"/><path d="M742 532 Q1180 390 1678 532"/><path d="M736 566 Q1180 420 1684 566"/><path d="M730 600 Q1180 450 1690 600"/></g>
<path d="M700 900 L980 560 H1420 L1700 900 Z" fill="url(#pitch)"/>
<g fill="none" stroke="#ecfdf5" stroke-opacity=".28" stroke-width="3">
<path d="M700 900 L980 560 H1420 L1700 900"/>
<path d="M1200 560 V900"/>
<ellipse cx="1200" cy="700" rx="120" ry="38"/>
<path d="M1040 560 L1000 620 H1400 L1360 560"/>
<path d="M860 900 L920 790 H1480 L1540 900"/>
</g>
<g fill="url(#beam)">
<path d="M1160 140 L960 700 H1260 Z"/>
<path d="M1453 190 L1240 700 H1600 V520 Z"/>
</g>
<g stroke="#1e1b4b" stroke-width="8"><path d="M1160 160 V560"/><path d="M1453 210 V560"/></g>
<g fill="#f5f3ff"><circle cx="1128" cy="118" r="5"/><circle cx="1128" cy="134" r="5"/><circle cx="1128" cy="150" r="5"/><circle cx="1144" cy="118" r="5"/><circle cx="1144" cy="134" r="5"/><circle cx="1144" cy="150" r="5"/><circle cx="1160" cy="118" r="5"/><circle cx="1160" cy="134" r="5"/><circle cx="1160" cy="150" r="5"/><circle cx="1176" cy="118" r="5"/><circle cx="1176" cy="134" r="5"/><circle cx="1176" cy="150" r="5"/><circle cx="1192" cy="118" r="5"/><circle cx="1192" cy="134" r="5"/><circle cx="1192" cy="150" r="5"/><circle cx="1432" cy="170" r="4"/><circle cx="1432" cy="184" r="4"/><circle cx="1432" cy="198" r="4"/><circle cx="1446" cy="170" r="4"/><circle cx="1446" cy="184" r="4"/><circle cx="1446" cy="198" r="4"/><circle cx="1460" cy="170" r="4"/><circle cx="1460" cy="184" r="4"/><circle cx="1460" cy="198" r="4"/><circle cx="1474" cy="170" r="4"/><circle cx="1474" cy="184" r="4"/><circle cx="1474" cy="198" r="4"/></g>
<g fill="none" stroke="#38bdf8" stroke-opacity=".18" stroke-width="3" stroke-linecap="round">
<path d="M120 760 a90 90 0 0 1 90 -90"/>
<path d="M120 760 a150 150 0 0 1 150 -150"/>
<path d="M120 760 a210 210 0 0 1 210 -210"/>
</g>
<circle cx="120" cy="760" r="10" fill="#38bdf8" fill-opacity=".35"/>
<rect x="1010" y="250" width="300" height="170" rx="14" fill="#0b1020" fill-opacity=".55" stroke="#c4b5fd" stroke-opacity=".3" stroke-width="3"/>
<path d="M1135 305 L1195 335 L1135 365 Z" fill="#f5f3ff" fill-opacity=".55"/>
<circle cx="1284" cy="274" r="7" fill="#f43f5e" fill-opacity=".8"/>
<rect width="1600" height="900" fill="url(#scan)"/>
<rect width="1600" height="900" fill="url(#shade)"/>
<rect y="640" width="1600" height="260" fill="#03040c" fill-opacity=".3"/>
</svg>
`;
