/**
 * Medical diagrams for the information pages, drawn in SVG for this project in a clean, flat style: a knee joint,
 * total and partial knee replacements, a before/after comparison, a hip replacement and the hip guide's cover.
 * The knee is a left knee seen from the front, so the inner (medial) side is on the viewer's left.
 */

const colours = {
  background: '#f4f8fb',
  halo: '#e3eef6',
  bone: '#f3ead9',
  boneEdge: '#b8a27f',
  cartilage: '#7cc4dd',
  meniscus: '#3f8fb3',
  ligament: '#e39a8a',
  plastic: '#fbfbf6',
  plasticEdge: '#b9b9aa',
  metalEdge: '#5f6b7d',
  wear: '#d9472f',
  ink: '#15233a',
  leader: '#4f5d72',
  navy: '#15294a',
};

const FONT = 'font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif"';

const defs = `<defs>
  <linearGradient id="metal" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#eef1f5"/><stop offset="0.55" stop-color="#b8c1cd"/><stop offset="1" stop-color="#8d98a8"/>
  </linearGradient>
  <radialGradient id="ceramic" cx="0.35" cy="0.35" r="0.8">
    <stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d9dde3"/>
  </radialGradient>
</defs>`;

function frame(width: number, height: number, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${defs}
<rect width="${width}" height="${height}" fill="${colours.background}"/>
${body}
</svg>`;
}

/** A label (one or more lines) with a leader line from its first line to the point it names. */
function label(text: string | string[], at: [number, number], to: [number, number], anchor: 'start' | 'end' = 'start') {
  const [x, y] = at;
  const lineStart = anchor === 'start' ? x - 12 : x + 12;
  const lines = (Array.isArray(text) ? text : [text])
    .map((line, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : 36}">${line}</tspan>`)
    .join('');
  return `<g>
  <line x1="${lineStart}" y1="${y - 9}" x2="${to[0]}" y2="${to[1]}" stroke="${colours.leader}" stroke-width="2"/>
  <circle cx="${to[0]}" cy="${to[1]}" r="6" fill="${colours.leader}"/>
  <text x="${x}" y="${y}" ${FONT} font-size="30" fill="${colours.ink}" text-anchor="${anchor}">${lines}</text>
</g>`;
}

type KneeSide = 'healthy' | 'worn' | 'partial' | 'total';

const femur = `<path d="M520 0 L680 0 L690 260 C700 300 790 330 805 410 C815 470 790 515 740 520 C700 523 672 505 655 482 C630 450 570 450 545 482 C528 505 500 523 460 520 C410 515 385 470 395 410 C410 330 500 300 510 260 Z" fill="${colours.bone}" stroke="${colours.boneEdge}" stroke-width="4"/>`;
const tibia = `<path d="M385 566 C385 556 395 554 410 554 L790 554 C805 554 815 556 815 566 L808 598 C795 640 720 660 690 700 L680 900 L530 900 L515 700 C485 660 405 640 392 598 Z" fill="${colours.bone}" stroke="${colours.boneEdge}" stroke-width="4"/>`;
const fibula = `<path d="M790 630 C815 622 840 632 836 660 L826 900 L796 900 L792 668 C780 655 780 640 790 630 Z" fill="${colours.bone}" stroke="${colours.boneEdge}" stroke-width="4"/>`;
const ligaments = `<path d="M392 380 C380 450 378 520 392 640 L408 640 C396 520 398 450 410 380 Z" fill="${colours.ligament}" opacity="0.85"/>
<path d="M806 390 C820 470 825 560 818 640 L802 640 C808 560 806 470 792 390 Z" fill="${colours.ligament}" opacity="0.85"/>`;

const sides = {
  inner: {
    condyle: 'M398 440 C400 495 430 520 462 521 C500 522 528 505 545 484',
    plateau: 'M398 557 L560 557',
    meniscus: 'M390 527 Q470 540 545 536 L545 542 Q470 548 390 552 Z',
    tray: { x: 396, width: 156 },
    wearAt: [468, 540] as const,
    spurs: 'M392 520 L378 532 L394 536 Z M388 560 L372 566 L390 572 Z',
  },
  outer: {
    condyle: 'M655 484 C672 505 700 523 738 521 C775 519 802 490 803 440',
    plateau: 'M640 557 L802 557',
    meniscus: 'M810 527 Q730 540 655 536 L655 542 Q730 548 810 552 Z',
    tray: { x: 648, width: 156 },
    wearAt: [732, 540] as const,
    spurs: 'M808 520 L822 532 L806 536 Z M812 560 L828 566 L810 572 Z',
  },
};

const femoralRunner = (condyle: string) =>
  `<path d="${condyle}" fill="none" stroke="url(#metal)" stroke-width="26" stroke-linecap="round"/>
<path d="${condyle}" fill="none" stroke="${colours.metalEdge}" stroke-width="2" transform="translate(0 13)"/>`;

function kneeSide(which: keyof typeof sides, state: KneeSide) {
  const side = sides[which];
  switch (state) {
    case 'healthy':
      return `<path d="${side.condyle}" fill="none" stroke="${colours.cartilage}" stroke-width="13" stroke-linecap="round"/>
<path d="${side.plateau}" stroke="${colours.cartilage}" stroke-width="8" stroke-linecap="round"/>
<path d="${side.meniscus}" fill="${colours.meniscus}"/>`;
    case 'worn':
      return `<path d="${side.condyle}" fill="none" stroke="${colours.cartilage}" stroke-width="4" stroke-dasharray="10 14" stroke-linecap="round"/>
<path d="${side.spurs}" fill="${colours.bone}" stroke="${colours.boneEdge}" stroke-width="3"/>
<ellipse cx="${side.wearAt[0]}" cy="${side.wearAt[1]}" rx="62" ry="20" fill="${colours.wear}" opacity="0.35"/>`;
    case 'total':
      return femoralRunner(side.condyle);
    case 'partial': {
      const { x, width } = side.tray;
      return `${femoralRunner(side.condyle)}
<rect x="${x + 4}" y="530" width="${width - 8}" height="18" rx="5" fill="${colours.plastic}" stroke="${colours.plasticEdge}" stroke-width="3"/>
<rect x="${x}" y="548" width="${width}" height="13" rx="3" fill="url(#metal)" stroke="${colours.metalEdge}" stroke-width="2"/>
<path d="M${x + width / 2 - 12} 561 L${x + width / 2 + 12} 561 L${x + width / 2 + 6} 600 L${x + width / 2 - 6} 600 Z" fill="url(#metal)" stroke="${colours.metalEdge}" stroke-width="2"/>`;
    }
  }
}

/** The whole knee; `inner` and `outer` say what each side looks like. */
function knee(inner: KneeSide, outer: KneeSide) {
  // A total knee has one tray and one plastic insert across the whole shin bone, with a central stem.
  const totalStem =
    inner === 'total'
      ? `<path d="M585 561 L615 561 L610 690 L590 690 Z" fill="url(#metal)" stroke="${colours.metalEdge}" stroke-width="2"/>
<rect x="392" y="548" width="416" height="13" rx="3" fill="url(#metal)" stroke="${colours.metalEdge}" stroke-width="2"/>
<path d="M400 530 L545 530 C570 524 630 524 655 530 L800 530 L800 548 L400 548 Z" fill="${colours.plastic}" stroke="${colours.plasticEdge}" stroke-width="3"/>`
      : '';
  return `${fibula}${tibia}${totalStem}${femur}${ligaments}${kneeSide('inner', inner)}${kneeSide('outer', outer)}`;
}

function kneeJoint() {
  return frame(
    1200,
    900,
    `<circle cx="600" cy="470" r="420" fill="${colours.halo}"/>
${knee('healthy', 'healthy')}
${label('Thigh bone (femur)', [750, 150], [660, 200])}
${label('Cartilage', [860, 420], [798, 455])}
${label('Meniscus', [860, 500], [790, 540])}
${label('Ligament', [330, 330], [398, 420], 'end')}
${label('Shin bone (tibia)', [330, 780], [540, 760], 'end')}
${label('Fibula', [870, 800], [820, 780])}`,
  );
}

function kneeImplant() {
  return frame(
    1200,
    900,
    `<circle cx="600" cy="470" r="420" fill="${colours.halo}"/>
${knee('total', 'total')}
${label('Femoral component (metal)', [760, 330], [790, 470])}
${label('Plastic insert', [860, 610], [780, 540])}
${label('Tibial tray (metal)', [330, 720], [470, 556], 'end')}
${label('Thigh bone (femur)', [330, 160], [520, 180], 'end')}`,
  );
}

function partialKneeImplant() {
  return frame(
    1200,
    900,
    `<circle cx="600" cy="470" r="420" fill="${colours.halo}"/>
${knee('partial', 'healthy')}
${label(['Partial implant', 'on the inner side'], [330, 360], [420, 480], 'end')}
${label('Healthy outer side kept', [850, 400], [780, 520])}`,
  );
}

function partialKneeBeforeAfter() {
  const panel = (x: number, title: string, inner: KneeSide) => `<g transform="translate(${x} 120) scale(0.62)">
  <rect x="-40" y="-40" width="1280" height="1000" rx="40" fill="#ffffff"/>
  ${knee(inner, 'healthy')}
</g>
<text x="${x + 372}" y="66" ${FONT} font-size="40" font-weight="bold" fill="${colours.ink}" text-anchor="middle">${title}</text>`;
  return frame(
    1600,
    800,
    `${panel(30, 'Before', 'worn')}
${panel(830, 'After', 'partial')}
<text x="402" y="760" ${FONT} font-size="28" fill="${colours.ink}" text-anchor="middle">Worn inner side: bone rubs on bone</text>
<text x="1202" y="760" ${FONT} font-size="28" fill="${colours.ink}" text-anchor="middle">Inner side resurfaced, outer side kept</text>`,
  );
}

function hip() {
  return `<path d="M140 60 C300 20 520 60 600 180 C640 240 620 300 590 330 C560 300 520 290 480 300 C430 310 400 350 400 400 C400 440 420 470 440 490 C380 560 300 600 220 620 C200 560 180 480 150 400 C120 300 100 150 140 60 Z" fill="${colours.bone}" stroke="${colours.boneEdge}" stroke-width="4"/>
<path d="M600 470 C640 420 700 400 740 430 C770 460 770 520 760 560 L790 900 L680 900 L660 600 C640 560 610 520 600 470 Z" fill="${colours.bone}" stroke="${colours.boneEdge}" stroke-width="4"/>
<path d="M606 470 L652 478 L712 590 L738 860 L716 880 L696 860 L664 600 Z" fill="url(#metal)" stroke="${colours.metalEdge}" stroke-width="3" opacity="0.95"/>
<line x1="500" y1="380" x2="630" y2="480" stroke="url(#metal)" stroke-width="44" stroke-linecap="round"/>
<g transform="rotate(-45 500 380)">
  <path d="M400 380 A100 100 0 0 1 600 380 L578 380 A78 78 0 0 0 422 380 Z" fill="url(#metal)" stroke="${colours.metalEdge}" stroke-width="3"/>
  <path d="M422 380 A78 78 0 0 1 578 380 L562 380 A62 62 0 0 0 438 380 Z" fill="${colours.plastic}" stroke="${colours.plasticEdge}" stroke-width="2"/>
</g>
<circle cx="500" cy="380" r="60" fill="url(#ceramic)" stroke="${colours.metalEdge}" stroke-width="3"/>`;
}

function hipImplant() {
  return frame(
    1200,
    900,
    `<circle cx="560" cy="450" r="420" fill="${colours.halo}"/>
${hip()}
${label('Pelvis', [250, 170], [300, 250], 'end')}
${label('Cup (new socket)', [300, 330], [420, 320], 'end')}
${label('Ball', [300, 470], [470, 400], 'end')}
${label('Stem', [900, 700], [722, 720])}
${label('Thigh bone (femur)', [900, 480], [752, 480])}`,
  );
}

function hipGuideCover() {
  return frame(
    900,
    1200,
    `<rect width="900" height="1200" fill="#fbf8f3"/>
<rect width="900" height="470" fill="${colours.navy}"/>
<text x="80" y="150" ${FONT} font-size="30" letter-spacing="4" fill="#c8e8e5">PATIENT GUIDE</text>
<text x="80" y="250" font-family="DejaVu Serif, Georgia, serif" font-size="76" fill="#ffffff">Hip replacement</text>
<text x="80" y="340" font-family="DejaVu Serif, Georgia, serif" font-size="76" fill="#ffffff">guide</text>
<text x="80" y="405" ${FONT} font-size="32" fill="#d9e4f1">Information for patients</text>
<circle cx="450" cy="820" r="300" fill="${colours.halo}"/>
<g transform="translate(140 520) scale(0.62)">${hip()}</g>
<rect x="0" y="1150" width="900" height="50" fill="#0f6e68"/>`,
  );
}

export const medicalArtwork: Record<string, () => string> = {
  'knee-joint': kneeJoint,
  'knee-implant': kneeImplant,
  'partial-knee-implant': partialKneeImplant,
  'partial-knee-before-after': partialKneeBeforeAfter,
  'hip-implant': hipImplant,
  'hip-guide-cover': hipGuideCover,
};
