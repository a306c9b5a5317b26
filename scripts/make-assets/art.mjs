// Vector art for the site's generated images and videos: an SVG toolkit (Islamic geometric
// patterns, mosque silhouettes, crescents, lanterns, an open Quran on a rehal, ...) and the
// scenes composed from it. Pure functions returning SVG markup; `render.mjs` rasterises them.
// All shapes are drawn here; there are no photos and no invented captions.

export const PAL = {
  g9: '#06382a',
  g8: '#0a4a37',
  g7: '#0b5d44',
  g6: '#107556',
  g1: '#e3f1ea',
  gold: '#c9a227',
  gold3: '#e6c65c',
  cream: '#faf7f0',
};

let uid = 0;
/** A unique id for gradients, masks and patterns inside one document. */
export const uniq = (prefix) => `${prefix}${++uid}`;

/** Deterministic pseudo-random numbers (mulberry32), so every run draws the same picture. */
export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n) => Math.round(n * 100) / 100;

/** The whole document. */
export function svgDoc(w, h, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

export function linear(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  const s = stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
  const s = stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

/** An eight-pointed star (two overlapping squares' outline, the Rub el Hizb). */
export function star8(cx, cy, R, ratio = 0.7654, rot = 0) {
  const pts = [];
  for (let k = 0; k < 16; k++) {
    const a = ((k * 22.5 + rot - 90) * Math.PI) / 180;
    const r = k % 2 === 0 ? R : R * ratio;
    pts.push(`${f(cx + r * Math.cos(a))},${f(cy + r * Math.sin(a))}`);
  }
  return `M${pts.join('L')}Z`;
}

/** A star with n points. */
export function starN(cx, cy, R, r, n = 5, rot = 0) {
  const pts = [];
  for (let k = 0; k < n * 2; k++) {
    const a = ((k * 180) / n + rot - 90) * (Math.PI / 180);
    const rr = k % 2 === 0 ? R : r;
    pts.push(`${f(cx + rr * Math.cos(a))},${f(cy + rr * Math.sin(a))}`);
  }
  return `M${pts.join('L')}Z`;
}

/**
 * A tiling geometric pattern as a <pattern> definition. kinds: 'stars' (eight-pointed stars and
 * diamonds), 'rosette' (overlapping circles), 'lattice' (interlaced octagons).
 */
export function patternDef(
  id,
  {
    kind = 'stars',
    size = 64,
    color = PAL.gold,
    opacity = 0.18,
    width = 1.2,
    rotate = 0,
    dx = 0,
  } = {},
) {
  const s = size;
  let g = '';
  if (kind === 'stars') {
    const R = s * 0.3;
    g += `<path d="${star8(s / 2, s / 2, R)}"/>`;
    for (const [x, y] of [
      [0, 0],
      [s, 0],
      [0, s],
      [s, s],
    ])
      g += `<path d="${star8(x, y, R)}"/>`;
    const d = s * 0.1;
    for (const [x, y] of [
      [s / 2, 0],
      [0, s / 2],
      [s, s / 2],
      [s / 2, s],
    ])
      g += `<path d="M${x - d},${y}L${x},${y - d}L${x + d},${y}L${x},${y + d}Z"/>`;
    g += `<circle cx="${s / 2}" cy="${s / 2}" r="${R * 0.35}"/>`;
  } else if (kind === 'rosette') {
    for (const [x, y] of [
      [0, 0],
      [s, 0],
      [0, s],
      [s, s],
      [s / 2, s / 2],
    ])
      g += `<circle cx="${x}" cy="${y}" r="${s / 2}"/>`;
    g += `<circle cx="${s / 2}" cy="${s / 2}" r="${s * 0.12}"/>`;
  } else {
    const o = s * 0.2;
    g += `<path d="M${o},0L${s - o},0L${s},${o}L${s},${s - o}L${s - o},${s}L${o},${s}L0,${s - o}L0,${o}Z"/>`;
    g += `<path d="M${s / 2},${o}L${s - o},${s / 2}L${s / 2},${s - o}L${o},${s / 2}Z"/>`;
    g += `<path d="${star8(s / 2, s / 2, s * 0.17)}"/>`;
  }
  const tr = rotate || dx ? ` patternTransform="translate(${dx} 0) rotate(${rotate})"` : '';
  return `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse"${tr}><g fill="none" stroke="${color}" stroke-width="${width}" stroke-opacity="${opacity}">${g}</g></pattern>`;
}

/** A crescent, its opening towards `angle` degrees (0 = right, -90 = up). */
export function crescent(
  cx,
  cy,
  R,
  fill,
  { thickness = 0.72, offset = 0.42, angle = 0, extra = '' } = {},
) {
  const r = R * thickness;
  const d = R * offset;
  const x = (R * R - r * r + d * d) / (2 * d);
  const y = Math.sqrt(Math.max(R * R - x * x, 0));
  const large = x > d ? 1 : 0;
  const path = `M${f(x)},${f(-y)}A${f(R)},${f(R)} 0 1 0 ${f(x)},${f(y)}A${f(r)},${f(r)} 0 ${large} 1 ${f(x)},${f(-y)}Z`;
  return `<path d="${path}" fill="${fill}" transform="translate(${f(cx)} ${f(cy)}) rotate(${angle})"${extra}/>`;
}

/** An onion dome standing on `base`, half-width r. */
export function domePath(cx, base, r, tall = 1.7) {
  return `M${f(cx - r * 0.82)},${f(base)}C${f(cx - r * 1.18)},${f(base - r * 0.62)} ${f(cx - r * 0.92)},${f(base - r * 1.2)} ${f(cx)},${f(base - r * tall)}C${f(cx + r * 0.92)},${f(base - r * 1.2)} ${f(cx + r * 1.18)},${f(base - r * 0.62)} ${f(cx + r * 0.82)},${f(base)}Z`;
}

/** A pointed (four-centred looking) arch, top at y, springing at y + w*0.45, bottom at y+h. */
export function archPath(x, y, w, h) {
  return `M${f(x)},${f(y + h)}L${f(x)},${f(y + w * 0.5)}Q${f(x)},${f(y + w * 0.08)} ${f(x + w / 2)},${f(y - w * 0.12)}Q${f(x + w)},${f(y + w * 0.08)} ${f(x + w)},${f(y + w * 0.5)}L${f(x + w)},${f(y + h)}Z`;
}

function finial(x, y, size, fill) {
  return (
    `<rect x="${f(x - size * 0.06)}" y="${f(y - size * 1.1)}" width="${f(size * 0.12)}" height="${f(size * 1.15)}" fill="${fill}"/>` +
    `<circle cx="${f(x)}" cy="${f(y - size * 0.55)}" r="${f(size * 0.14)}" fill="${fill}"/>` +
    crescent(x, y - size * 1.35, size * 0.32, fill, { angle: -90, thickness: 0.8, offset: 0.38 })
  );
}

/** A minaret of width mw and height mh standing on base. */
export function minaret(x, base, mw, mh, fill, light) {
  const top = base - mh;
  let s = `<rect x="${f(x - mw / 2)}" y="${f(top + mh * 0.08)}" width="${f(mw)}" height="${f(mh * 0.92)}" fill="${fill}"/>`;
  for (const k of [0.42, 0.68]) {
    const y = base - mh * k;
    s += `<path d="M${f(x - mw * 0.95)},${f(y)}L${f(x + mw * 0.95)},${f(y)}L${f(x + mw * 0.6)},${f(y + mw * 0.55)}L${f(x - mw * 0.6)},${f(y + mw * 0.55)}Z" fill="${fill}"/>`;
  }
  s += `<path d="${domePath(x, top + mh * 0.09, mw * 0.62, 2.1)}" fill="${fill}"/>`;
  s += finial(x, top + mh * 0.09 - mw * 0.62 * 2.1, mw * 0.9, fill);
  if (light) {
    for (const k of [0.52, 0.78]) {
      const y = base - mh * k;
      s += `<path d="${archPath(x - mw * 0.2, y, mw * 0.4, mw * 0.9)}" fill="${light}"/>`;
    }
  }
  return s;
}

/**
 * A mosque silhouette: hall, drum and main dome, two side domes, two minarets and arched windows
 * (lit when `light` is given). cx is the centre, base the ground line, w the width.
 */
export function mosque({ cx, base, w, fill = PAL.g9, light = null, minarets = 2 }) {
  const h = w * 0.24;
  let s = '';
  s += `<rect x="${f(cx - w / 2)}" y="${f(base - h * 0.72)}" width="${f(w)}" height="${f(h * 0.72)}" fill="${fill}"/>`;
  s += `<rect x="${f(cx - w * 0.27)}" y="${f(base - h)}" width="${f(w * 0.54)}" height="${f(h)}" fill="${fill}"/>`;
  // crenellation-like parapet
  for (let i = 0; i < 12; i++) {
    const x = cx - w * 0.27 + (i + 0.25) * ((w * 0.54) / 12);
    s += `<rect x="${f(x)}" y="${f(base - h - w * 0.018)}" width="${f((w * 0.54) / 24)}" height="${f(w * 0.02)}" fill="${fill}"/>`;
  }
  const r = w * 0.17;
  const drumTop = base - h - r * 0.3;
  s += `<rect x="${f(cx - r * 0.86)}" y="${f(drumTop)}" width="${f(r * 1.72)}" height="${f(r * 0.32)}" fill="${fill}"/>`;
  s += `<path d="${domePath(cx, drumTop + 1, r)}" fill="${fill}"/>`;
  s += finial(cx, drumTop - r * 1.7 + 1, r * 0.42, fill);
  for (const side of [-1, 1]) {
    const sx = cx + side * w * 0.36;
    const sb = base - h * 0.72;
    const sr = w * 0.075;
    s += `<rect x="${f(sx - sr * 0.85)}" y="${f(sb - sr * 0.25)}" width="${f(sr * 1.7)}" height="${f(sr * 0.27)}" fill="${fill}"/>`;
    s += `<path d="${domePath(sx, sb - sr * 0.24, sr)}" fill="${fill}"/>`;
    s += finial(sx, sb - sr * 0.24 - sr * 1.7, sr * 0.45, fill);
  }
  if (minarets) {
    for (const side of [-1, 1])
      s += minaret(cx + side * w * 0.56, base, w * 0.055, w * 0.72, fill, light);
  }
  if (light) {
    // main door and windows
    s += `<path d="${archPath(cx - w * 0.055, base - h * 0.72, w * 0.11, h * 0.72)}" fill="${light}"/>`;
    for (const k of [-2, -1, 1, 2]) {
      const x = cx + k * w * 0.1 - w * 0.025 - (k > 0 ? -w * 0.0 : 0);
      s += `<path d="${archPath(x, base - h * 0.62, w * 0.05, h * 0.4)}" fill="${light}"/>`;
    }
    for (const side of [-1, 1]) {
      for (const k of [0.38, 0.46]) {
        const x = cx + side * w * k - w * 0.018;
        s += `<path d="${archPath(x, base - h * 0.5, w * 0.036, h * 0.3)}" fill="${light}"/>`;
      }
    }
  }
  return s;
}

/** A scatter of small stars (circles and a few four-pointed glints). */
export function starField(w, h, n, seed, color = '#fff', { maxY = 1, twinkle = null } = {}) {
  const rand = rng(seed);
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = rand() * w;
    const y = rand() * h * maxY;
    const r = 0.6 + rand() * 1.4;
    const ph = rand();
    let o = 0.35 + rand() * 0.6;
    if (twinkle !== null) o *= 0.55 + 0.45 * Math.cos(2 * Math.PI * (twinkle + ph));
    if (r > 1.8)
      s += `<path d="${starN(x, y, r * 2.4, r * 0.5, 4)}" fill="${color}" fill-opacity="${f(o)}"/>`;
    else
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${color}" fill-opacity="${f(o)}"/>`;
  }
  return s;
}

/** A hanging lantern (fanoos), top of the chain at (x, y), body height s. */
export function lantern(
  x,
  y,
  s,
  { metal = PAL.gold, glass = PAL.gold3, glow = true, chain = 40 } = {},
) {
  const gid = uniq('lg');
  let o = '';
  const top = y + chain;
  if (glow)
    o += `<defs>${radial(gid, [
      [0, glass, 0.55],
      [1, glass, 0],
    ])}</defs><circle cx="${x}" cy="${f(top + s * 0.55)}" r="${f(s * 1.3)}" fill="url(#${gid})"/>`;
  o += `<line x1="${x}" y1="${y}" x2="${x}" y2="${f(top)}" stroke="${metal}" stroke-width="${f(s * 0.03)}"/>`;
  o += `<circle cx="${x}" cy="${f(top + s * 0.04)}" r="${f(s * 0.06)}" fill="none" stroke="${metal}" stroke-width="${f(s * 0.03)}"/>`;
  o += `<path d="${domePath(x, top + s * 0.3, s * 0.3, 1.0)}" fill="${metal}"/>`;
  o += `<rect x="${f(x - s * 0.33)}" y="${f(top + s * 0.28)}" width="${f(s * 0.66)}" height="${f(s * 0.06)}" fill="${metal}"/>`;
  o += `<path d="M${f(x - s * 0.28)},${f(top + s * 0.34)}L${f(x + s * 0.28)},${f(top + s * 0.34)}L${f(x + s * 0.34)},${f(top + s * 0.62)}L${f(x + s * 0.22)},${f(top + s * 0.86)}L${f(x - s * 0.22)},${f(top + s * 0.86)}L${f(x - s * 0.34)},${f(top + s * 0.62)}Z" fill="${glass}" stroke="${metal}" stroke-width="${f(s * 0.035)}"/>`;
  o += `<path d="M${x},${f(top + s * 0.34)}V${f(top + s * 0.86)}M${f(x - s * 0.34)},${f(top + s * 0.62)}H${f(x + s * 0.34)}" stroke="${metal}" stroke-width="${f(s * 0.025)}"/>`;
  o += `<path d="${star8(x, top + s * 0.6, s * 0.09)}" fill="#fff" fill-opacity="0.7"/>`;
  o += `<path d="M${f(x - s * 0.22)},${f(top + s * 0.86)}L${f(x + s * 0.22)},${f(top + s * 0.86)}L${x},${f(top + s * 1.05)}Z" fill="${metal}"/>`;
  return o;
}

/** An open book (the Quran) on a wooden rehal, centred at (x, y), width s. */
export function quranOnRehal(
  x,
  y,
  s,
  {
    wood = '#8a5a2b',
    woodDark = '#5e3b1a',
    page = '#fbf3dc',
    line = '#b89a5a',
    cover = PAL.g7,
    gold = PAL.gold,
  } = {},
) {
  const k = s / 200;
  const T = (px, py) => `${f(x + px * k)},${f(y + py * k)}`;
  let o = '';
  // the rehal: two crossing boards
  o += `<path d="M${T(-78, 78)}L${T(-58, 90)}L${T(78, -8)}L${T(62, -20)}Z" fill="${woodDark}"/>`;
  o += `<path d="M${T(78, 78)}L${T(58, 90)}L${T(-78, -8)}L${T(-62, -20)}Z" fill="${wood}"/>`;
  o += `<path d="M${T(-12, 34)}L${T(0, 24)}L${T(12, 34)}L${T(0, 44)}Z" fill="${gold}"/>`;
  // the cover under the pages
  o += `<path d="M${T(0, 2)}C${T(-34, -12)} ${T(-70, -10)} ${T(-98, 2)}L${T(-98, 12)}C${T(-70, 2)} ${T(-34, 2)} ${T(0, 16)}C${T(34, 2)} ${T(70, 2)} ${T(98, 12)}L${T(98, 2)}C${T(70, -10)} ${T(34, -12)} ${T(0, 2)}Z" fill="${cover}"/>`;
  // pages
  for (const side of [-1, 1]) {
    const X = (px) => px * side;
    o += `<path d="M${T(0, 6)}C${T(X(-30), -10)} ${T(X(-62), -12)} ${T(X(-92), -2)}L${T(X(-92), -72)}C${T(X(-62), -82)} ${T(X(-30), -80)} ${T(0, -64)}Z" fill="${page}"/>`;
    // decorative frame and text lines
    o += `<path d="M${T(X(-10), -52)}C${T(X(-34), -64)} ${T(X(-60), -66)} ${T(X(-82), -60)}L${T(X(-82), -10)}C${T(X(-60), -16)} ${T(X(-34), -14)} ${T(X(-10), -4)}Z" fill="none" stroke="${gold}" stroke-width="${f(1.6 * k)}"/>`;
    for (let i = 0; i < 6; i++) {
      const dy = i * 8;
      o += `<path d="M${T(X(-16), -44 + dy)}C${T(X(-36), -54 + dy)} ${T(X(-58), -56 + dy)} ${T(X(-76), -51 + dy)}" fill="none" stroke="${line}" stroke-width="${f(2.2 * k)}" stroke-linecap="round" stroke-dasharray="${f(9 * k)} ${f(3 * k)} ${f(5 * k)} ${f(3 * k)}"/>`;
    }
  }
  o += `<path d="M${T(0, -64)}L${T(0, 6)}" stroke="${line}" stroke-width="${f(1.2 * k)}"/>`;
  // ribbon bookmark
  o += `<path d="M${T(4, 4)}L${T(10, 40)}L${T(14, 34)}L${T(18, 40)}L${T(12, 4)}Z" fill="#b23a3a"/>`;
  return o;
}

/** A medallion: an eight-pointed star frame with a circle, for icons. */
export function medallion(cx, cy, R, { fill = PAL.g8, stroke = PAL.gold, inner = null } = {}) {
  return (
    `<path d="${star8(cx, cy, R)}" fill="${fill}" stroke="${stroke}" stroke-width="${f(R * 0.03)}"/>` +
    `<path d="${star8(cx, cy, R * 0.9, 0.7654, 22.5)}" fill="none" stroke="${stroke}" stroke-opacity="0.5" stroke-width="${f(R * 0.015)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${f(R * 0.7)}" fill="${inner ?? fill}" stroke="${stroke}" stroke-width="${f(R * 0.02)}"/>`
  );
}

/** Text helper. Arabic uses Noto Naskh Arabic; Latin titles Noto Serif Display. */
export function text(
  x,
  y,
  str,
  { size = 40, fill = PAL.gold3, font = 'latin', weight = 700, anchor = 'middle', extra = '' } = {},
) {
  const family =
    font === 'arabic'
      ? "'Noto Naskh Arabic'"
      : font === 'urdu'
        ? "'Noto Nastaliq Urdu'"
        : font === 'kufi'
          ? "'Noto Kufi Arabic'"
          : "'Noto Serif Display','Noto Serif',serif";
  const dir = font === 'latin' ? '' : ' direction="rtl"';
  return `<text x="${f(x)}" y="${f(y)}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${dir}${extra}>${str}</text>`;
}

// ---------------------------------------------------------------------------------------------
// Motifs, drawn in a box about 200 units wide centred on (0, 0). `c` holds colours.

export const motifs = {
  mosque: (c) => mosque({ cx: 0, base: 90, w: 170, fill: c.fg, light: c.light }),
  quran: (c) => quranOnRehal(0, 10, 200, { cover: c.cover ?? PAL.g7 }),
  crescent: (c) =>
    crescent(-6, 0, 80, c.fg, { angle: 0, thickness: 0.8, offset: 0.36 }) +
    `<path d="${starN(52, -20, 26, 11, 5, 12)}" fill="${c.fg}"/>`,
  lantern: (c) => lantern(0, -110, 150, { metal: c.fg, glass: c.light ?? PAL.gold3, chain: 30 }),
  iftar: (c) => {
    let o = `<ellipse cx="-20" cy="62" rx="92" ry="14" fill="#000" fill-opacity="0.18"/>`;
    o += `<path d="M-100,20Q-20,20 60,20Q50,78 -20,78Q-90,78 -100,20Z" fill="${c.fg}"/>`;
    o += `<path d="M-96,26Q-20,26 56,26" stroke="${c.light}" stroke-width="3" fill="none"/>`;
    const dates = [
      [-70, 10, -20],
      [-45, 4, 10],
      [-18, 8, -8],
      [10, 3, 25],
      [35, 10, -15],
      [-55, -8, 35],
      [-28, -10, -25],
      [0, -9, 12],
      [22, -6, -30],
    ];
    for (const [x, y, r] of dates)
      o += `<ellipse cx="${x}" cy="${y}" rx="17" ry="10" transform="rotate(${r} ${x} ${y})" fill="#6b2d12"/><ellipse cx="${x - 4}" cy="${y - 3}" rx="6" ry="3" transform="rotate(${r} ${x} ${y})" fill="#a5562b" fill-opacity="0.7"/>`;
    o += `<path d="M70,-60L110,-60L104,70L76,70Z" fill="#ffffff" fill-opacity="0.35" stroke="#fff" stroke-opacity="0.8" stroke-width="3"/>`;
    o += `<path d="M73,-20L107,-20L104,70L76,70Z" fill="${c.light}" fill-opacity="0.55"/>`;
    return o;
  },
  trophy: (c) => {
    let o = `<path d="M-50,-80H50V-40C50,0 25,20 0,24C-25,20 -50,0 -50,-40Z" fill="${c.fg}"/>`;
    o += `<path d="M-50,-66C-90,-66 -88,-10 -40,-6M50,-66C90,-66 88,-10 40,-6" fill="none" stroke="${c.fg}" stroke-width="9"/>`;
    o += `<rect x="-9" y="22" width="18" height="34" fill="${c.fg}"/><path d="M-44,56H44L52,84H-52Z" fill="${c.fg}"/>`;
    o += `<path d="${star8(0, -36, 24)}" fill="${c.light}"/>`;
    for (const side of [-1, 1]) {
      o += `<path d="M${side * 30},${f(-10 + 95 * Math.cos(0.33))}A95,95 0 0 ${side < 0 ? 1 : 0} ${f(side * 95 * Math.sin(2.1))},${f(-10 + 95 * Math.cos(2.1))}" fill="none" stroke="${c.light}" stroke-width="3" transform="translate(${side * -2} 0)"/>`;
      for (let i = 0; i < 7; i++) {
        const th = 0.45 + i * 0.26;
        const x = side * 95 * Math.sin(th);
        const y = -10 + 95 * Math.cos(th);
        const tang = (Math.atan2(-Math.sin(th), side * -Math.cos(th)) * 180) / Math.PI;
        for (const off of [-1, 1]) {
          const lx = x + off * 8 * Math.sin(th) * side;
          const ly = y + off * 8 * Math.cos(th);
          o += `<ellipse cx="${f(lx)}" cy="${f(ly)}" rx="13" ry="5.5" transform="rotate(${f(tang + off * side * 25)} ${f(lx)} ${f(ly)})" fill="${c.light}" fill-opacity="0.9"/>`;
        }
      }
    }
    return o;
  },
  greenDome: (c) => {
    let o = `<rect x="-100" y="40" width="200" height="50" fill="${c.fg}"/>`;
    o += `<rect x="-46" y="10" width="92" height="32" fill="${c.fg}"/>`;
    o += `<path d="${domePath(-4, 12, 50, 1.35)}" fill="#2e9e6a"/>`;
    o += `<path d="M-40,12C-42,-20 -20,-44 -4,-55" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="5"/>`;
    o += finial(-4, 12 - 50 * 1.35, 22, c.light);
    o += minaret(72, 90, 16, 190, c.fg, c.light);
    o += minaret(-78, 90, 12, 150, c.fg, c.light);
    for (let i = -4; i <= 4; i++)
      o += `<path d="${archPath(i * 20 - 6, 54, 12, 30)}" fill="${c.light}" fill-opacity="0.8"/>`;
    return o;
  },
  cricket: (c) => {
    let o = '';
    for (const x of [-14, 0, 14])
      o += `<rect x="${x - 4}" y="-60" width="8" height="140" rx="3" fill="${c.light}"/>`;
    o += `<rect x="-20" y="-66" width="18" height="5" rx="2" fill="${c.light}"/><rect x="2" y="-66" width="18" height="5" rx="2" fill="${c.light}"/>`;
    o += `<g transform="rotate(-32 -40 10)"><rect x="-62" y="-30" width="40" height="110" rx="10" fill="#e8cf95"/><rect x="-48" y="-82" width="12" height="56" rx="5" fill="#1e1e1e"/></g>`;
    o += `<circle cx="64" cy="40" r="24" fill="#b3202a"/><path d="M46,24Q64,40 46,56M82,24Q64,40 82,56" stroke="#fff" stroke-width="2" fill="none" stroke-dasharray="4 3"/>`;
    return o;
  },
  bookPen: (c) => {
    let o = `<rect x="-78" y="-70" width="130" height="160" rx="8" fill="${c.fg}"/><rect x="-70" y="-62" width="114" height="144" rx="4" fill="none" stroke="${c.light}" stroke-width="3"/>`;
    o += `<path d="${star8(-13, 10, 32)}" fill="none" stroke="${c.light}" stroke-width="4"/><path d="${star8(-13, 10, 14)}" fill="${c.light}"/>`;
    o += `<rect x="52" y="-66" width="10" height="152" fill="#f1e7cf"/>`;
    o += `<g transform="rotate(28 60 0)"><rect x="70" y="-90" width="12" height="150" rx="3" fill="#7a4a22"/><path d="M70,60L82,60L76,84Z" fill="#2b2b2b"/></g>`;
    return o;
  },
  drop: () => {
    let o = `<path d="M0,-95C30,-50 64,-10 64,28A64,64 0 0 1 -64,28C-64,-10 -30,-50 0,-95Z" fill="#c0262d"/>`;
    o += `<path d="M-40,10C-42,-14 -24,-40 -10,-60" stroke="#fff" stroke-opacity="0.4" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    o += `<path d="M-10,8H10V28H30V48H10V68H-10V48H-30V28H-10Z" fill="#fff"/>`;
    return o;
  },
  winter: (c) => {
    let o = '';
    const flake = (x, y, r, w) => {
      let s = '';
      for (let i = 0; i < 6; i++) {
        const a = (i * 60 * Math.PI) / 180;
        const ex = x + r * Math.cos(a),
          ey = y + r * Math.sin(a);
        s += `<line x1="${x}" y1="${y}" x2="${f(ex)}" y2="${f(ey)}"/>`;
        for (const k of [0.5, 0.75]) {
          const mx = x + r * k * Math.cos(a),
            my = y + r * k * Math.sin(a);
          for (const d of [-1, 1]) {
            const b = a + d * 0.7;
            s += `<line x1="${f(mx)}" y1="${f(my)}" x2="${f(mx + r * 0.25 * Math.cos(b))}" y2="${f(my + r * 0.25 * Math.sin(b))}"/>`;
          }
        }
      }
      return `<g stroke="${c.light}" stroke-width="${w}" stroke-linecap="round">${s}</g>`;
    };
    o += flake(-50, -40, 50, 6) + flake(55, -70, 26, 4);
    const cols = ['#c25b3f', '#d9a441', '#3f7f9c'];
    cols.forEach((col, i) => {
      o += `<rect x="${-20 + i * 6}" y="${22 + i * 22}" width="${110 - i * 8}" height="22" rx="10" fill="${col}"/>`;
      o += `<path d="M${-10 + i * 6},${33 + i * 22}H${80 - i * 2}" stroke="#fff" stroke-opacity="0.5" stroke-width="2" stroke-dasharray="6 5"/>`;
    });
    return o;
  },
  arches: (c) => {
    let o = '';
    for (const x of [-100, -34, 32])
      o += `<path d="${archPath(x, -70, 66, 160)}" fill="none" stroke="${c.light}" stroke-width="5"/>`;
    o += `<path d="M-44,90L44,90L30,40L-30,40Z" fill="#8f2f35"/><path d="${archPath(-18, 44, 36, 40)}" fill="none" stroke="${c.light}" stroke-width="3"/>`;
    o += lantern(0, -100, 52, { metal: c.light, glass: PAL.gold3, chain: 26 });
    return o;
  },
  food: (c) => {
    let o = `<path d="M-100,20H10Q8,78 -45,82Q-98,78 -100,20Z" fill="${c.fg}"/>`;
    o += `<rect x="-106" y="12" width="122" height="12" rx="6" fill="${c.fg}"/>`;
    for (let i = 0; i < 3; i++)
      o += `<path d="M${-72 + i * 26},2C${-80 + i * 26},-20 ${-60 + i * 26},-30 ${-68 + i * 26},-52" fill="none" stroke="${c.light}" stroke-opacity="0.7" stroke-width="5" stroke-linecap="round"/>`;
    for (let i = 0; i < 4; i++)
      o += `<ellipse cx="65" cy="${70 - i * 12}" rx="42" ry="11" fill="#e4b772" stroke="#b9823d" stroke-width="2"/>`;
    o += `<circle cx="55" cy="30" r="3" fill="#8c5a25"/><circle cx="72" cy="26" r="3" fill="#8c5a25"/><circle cx="80" cy="32" r="2.5" fill="#8c5a25"/>`;
    return o;
  },
  people: (c) => {
    const fig = (x, s, col) =>
      `<circle cx="${x}" cy="${f(90 - 92 * s)}" r="${f(19 * s)}" fill="${col}"/><path d="M${f(x - 36 * s)},90C${f(x - 36 * s)},${f(90 - 90 * s)} ${f(x + 36 * s)},${f(90 - 90 * s)} ${f(x + 36 * s)},90Z" fill="${col}"/>`;
    return (
      fig(-62, 0.95, c.fg) +
      fig(62, 0.9, c.fg) +
      fig(-20, 0.75, c.light) +
      fig(22, 0.8, c.light) +
      `<path d="M-8,14C-8,4 8,4 8,14C8,4 24,4 24,14C24,26 8,34 8,40C8,34 -8,26 -8,14Z" transform="translate(-8 -96) scale(1.4)" fill="#d0473f"/>`
    );
  },
  crane: (c) => {
    let o = mosque({ cx: -10, base: 90, w: 120, fill: c.fg, light: null, minarets: 1 });
    o += `<path d="M70,90V-92M84,90V-92" stroke="${c.light}" stroke-width="4"/>`;
    for (let y = 90; y > -92; y -= 16)
      o += `<path d="M70,${y}L84,${y - 16}M84,${y}L70,${y - 16}" stroke="${c.light}" stroke-width="2"/>`;
    o += `<path d="M-90,-92H100M-90,-82H100" stroke="${c.light}" stroke-width="4"/><path d="M77,-92L77,-118L-60,-92" fill="none" stroke="${c.light}" stroke-width="2.5"/>`;
    o += `<line x1="-40" y1="-82" x2="-40" y2="-30" stroke="${c.light}" stroke-width="2"/><path d="M-40,-30a6,6 0 1 0 6,6" fill="none" stroke="${c.light}" stroke-width="3"/>`;
    return o;
  },
  calligraphy: (c) =>
    `<path d="${archPath(-96, -90, 192, 186)}" fill="none" stroke="${c.light}" stroke-width="4"/>` +
    `<path d="${archPath(-84, -74, 168, 162)}" fill="none" stroke="${c.light}" stroke-opacity="0.5" stroke-width="2"/>` +
    text(0, c.dy ?? 10, c.word, {
      size: c.size ?? 54,
      fill: c.light,
      font: c.font ?? 'arabic',
      weight: 700,
    }) +
    (c.word2
      ? text(0, (c.dy ?? 10) + (c.size ?? 54) * 1.05, c.word2, {
          size: c.size2 ?? 30,
          fill: c.light,
          font: c.font ?? 'arabic',
          weight: 700,
        })
      : ''),
  takhti: (c) => {
    let o = `<path d="M-70,-60H70V90H-70Z" fill="#d6b47a"/><path d="M-30,-60C-30,-100 30,-100 30,-60Z" fill="#d6b47a"/><circle cx="0" cy="-72" r="9" fill="${c.bg ?? PAL.g7}"/>`;
    o += `<path d="M-70,-60H70V90H-70Z" fill="none" stroke="#a07a3f" stroke-width="4"/>`;
    o += text(0, 18, 'ا ب ت ث', { size: 40, fill: '#3b2a12', font: 'arabic' });
    o += text(0, 70, 'ج ح خ', { size: 34, fill: '#3b2a12', font: 'arabic' });
    return o;
  },
  speech: (c) =>
    `<path d="M-96,-70h120a16,16 0 0 1 16,16v62a16,16 0 0 1 -16,16h-70l-28,24v-24h-22a16,16 0 0 1 -16,-16v-62a16,16 0 0 1 16,-16Z" fill="${c.fg}"/>` +
    `<path d="M96,-10h-104a16,16 0 0 0 -16,16v58a16,16 0 0 0 16,16h60l26,22v-22h18a16,16 0 0 0 16,-16v-58a16,16 0 0 0 -16,-16Z" fill="${c.light}"/>` +
    `<circle cx="-62" cy="-24" r="7" fill="${c.light}"/><circle cx="-36" cy="-24" r="7" fill="${c.light}"/><circle cx="-10" cy="-24" r="7" fill="${c.light}"/>` +
    `<path d="${star8(44, 34, 20)}" fill="${c.fg}"/>`,
  minbar: (c) => {
    let o = '';
    for (let i = 0; i < 6; i++)
      o += `<rect x="${-90 + i * 22}" y="${80 - i * 20}" width="${22 * (6 - i) + 40}" height="${20 * (i + 1)}" fill="${c.fg}" fill-opacity="${0.75 + i * 0.05}"/>`;
    o += `<path d="M-90,90L60,-40" stroke="${c.light}" stroke-width="5"/>`;
    o += `<rect x="42" y="-40" width="46" height="130" fill="${c.fg}"/><rect x="38" y="-48" width="54" height="10" fill="${c.light}"/>`;
    o += `<path d="${domePath(65, -48, 26, 2.1)}" fill="${c.light}"/>`;
    o += `<rect x="48" y="-46" width="4" height="50" fill="${c.light}"/><rect x="78" y="-46" width="4" height="50" fill="${c.light}"/>`;
    o += `<path d="${archPath(-60, 40, 26, 50)}" fill="${c.light}" fill-opacity="0.8"/>`;
    return o;
  },
  mic: (c) => {
    let o = `<rect x="-26" y="-90" width="52" height="92" rx="26" fill="${c.fg}"/>`;
    for (let y = -76; y < -6; y += 10)
      o += `<line x1="-18" y1="${y}" x2="18" y2="${y}" stroke="${c.light}" stroke-opacity="0.6" stroke-width="3"/>`;
    o += `<path d="M-42,-20V-4A42,42 0 0 0 42,-4V-20" fill="none" stroke="${c.fg}" stroke-width="8"/>`;
    o += `<rect x="-4" y="38" width="8" height="40" fill="${c.fg}"/><rect x="-36" y="76" width="72" height="10" rx="5" fill="${c.fg}"/>`;
    for (const [r, o2] of [
      [70, 0.8],
      [96, 0.5],
    ])
      o += `<path d="M${r},-70A${r + 20},${r + 20} 0 0 1 ${r},20M${-r},-70A${r + 20},${r + 20} 0 0 0 ${-r},20" fill="none" stroke="${c.light}" stroke-opacity="${o2}" stroke-width="6" stroke-linecap="round"/>`;
    return o;
  },
  phases: (c) => {
    let o = `<circle cx="0" cy="-72" r="36" fill="${c.light}"/>`;
    o += crescent(-104, -72, 20, c.light, { angle: 180, thickness: 0.9, offset: 0.3 });
    o += crescent(-60, -72, 26, c.light, { angle: 180, thickness: 0.85, offset: 0.6 });
    o += crescent(60, -72, 26, c.light, { angle: 0, thickness: 0.85, offset: 0.6 });
    o += crescent(104, -72, 20, c.light, { angle: 0, thickness: 0.9, offset: 0.3 });
    o += mosque({ cx: 0, base: 100, w: 120, fill: c.fg, light: c.light, minarets: 2 });
    return o;
  },
  books: () => {
    const G = PAL.gold3;
    const band = (x, y, w) =>
      `<rect x="${x}" y="${y}" width="${w}" height="3" fill="${G}" fill-opacity="0.85"/>`;
    let o = '';
    // a stack lying down on the left
    [
      ['#7b2230', 0],
      [PAL.g7, 6],
      ['#1d3557', -4],
    ].forEach(([col, dx], i) => {
      const y = 68 - i * 28;
      o +=
        `<rect x="${-104 + dx}" y="${y}" width="108" height="26" rx="4" fill="${col}"/>` +
        band(-98 + dx, y + 6, 96) +
        band(-98 + dx, y + 17, 96);
    });
    // books standing on the right, the last one leaning
    [
      ['#5a3b1e', 12, 26, 150],
      [PAL.g8, 40, 30, 166],
      ['#7b2230', 72, 22, 138],
    ].forEach(([col, x, w, h]) => {
      const y = 94 - h;
      o +=
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${col}"/>` +
        band(x, y + 14, w) +
        band(x, y + h - 20, w) +
        `<path d="${star8(x + w / 2, y + h * 0.42, w * 0.28)}" fill="${G}"/>`;
    });
    o += `<g transform="rotate(18 96 94)"><rect x="96" y="-40" width="26" height="134" rx="3" fill="#2f5c5c"/>${band(96, -26, 26)}${band(96, 74, 26)}</g>`;
    // small open book on top of the stack
    o += `<path d="M-50,10C-64,2 -84,2 -98,8L-98,-18C-84,-24 -64,-24 -50,-16Z" fill="#fbf3dc"/><path d="M-50,10C-36,2 -16,2 -2,8L-2,-18C-16,-24 -36,-24 -50,-16Z" fill="#f1e6c8"/>`;
    o += `<rect x="-110" y="94" width="240" height="6" rx="3" fill="#3b2a12" fill-opacity="0.6"/>`;
    return o;
  },
};

/**
 * A card image: background gradient, a geometric pattern, a soft glow and a motif; optional
 * title word(s). layout 'center' puts the motif in the middle; 'side' puts it left and the title
 * right.
 */
export function cardScene(w, h, o) {
  const bg = uniq('bg');
  const pat = uniq('pt');
  const glow = uniq('gl');
  const c = { fg: o.fg ?? PAL.g9, light: o.light ?? PAL.gold3, ...o.c };
  let defs = linear(
    bg,
    [
      [0, o.bg[0]],
      [1, o.bg[1]],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  defs += patternDef(pat, {
    kind: o.pattern ?? 'stars',
    size: o.patternSize ?? 72,
    color: o.patternColor ?? PAL.gold3,
    opacity: o.patternOpacity ?? 0.16,
  });
  defs += radial(glow, [
    [0, o.glow ?? '#fff', 0.35],
    [1, o.glow ?? '#fff', 0],
  ]);
  const side = o.layout === 'side' && o.title;
  const mx = side ? w * 0.28 : w / 2;
  const my = h * 0.5 + (o.title && !side ? -h * 0.06 : 0);
  const scale = (o.scale ?? 1) * (h / 450) * (side ? 1.35 : o.title ? 1.2 : 1.55);
  let body = `<rect width="${w}" height="${h}" fill="url(#${bg})"/><rect width="${w}" height="${h}" fill="url(#${pat})"/>`;
  body += `<circle cx="${mx}" cy="${my}" r="${h * 0.5}" fill="url(#${glow})"/>`;
  if (o.ground)
    body += `<rect y="${h * 0.86}" width="${w}" height="${h * 0.14}" fill="${o.ground}"/>`;
  body += `<g transform="translate(${f(mx)} ${f(my)}) scale(${f(scale)})">${motifs[o.motif](c)}</g>`;
  if (o.title) {
    const tx = side ? w * 0.68 : w / 2;
    const lines = o.title.split('\n');
    const longest = Math.max(...lines.map((l) => l.length));
    const size =
      o.titleSize ?? Math.min(side ? 62 : 48, side ? (w * 0.42) / (longest * 0.6) : 99) * (h / 450);
    const y0 = side ? h / 2 - ((lines.length - 1) * size * 1.1) / 2 + size * 0.35 : h * 0.9;
    if (o.arabic && side)
      body += text(tx, y0 - size * 1.25, o.arabic, {
        size: size * 0.75,
        fill: c.light,
        font: 'arabic',
      });
    lines.forEach((ln, i) => {
      body += text(tx, y0 + i * size * 1.1, ln, {
        size,
        fill: o.titleColor ?? '#fff',
        weight: 700,
        extra: ` letter-spacing="1"`,
      });
    });
    if (side)
      body += `<path d="M${f(tx - size * 1.6)},${f(y0 + (lines.length - 1) * size * 1.1 + size * 0.55)}H${f(tx + size * 1.6)}" stroke="${c.light}" stroke-width="3"/><path d="${star8(tx, y0 + (lines.length - 1) * size * 1.1 + size * 0.55, size * 0.18)}" fill="${c.light}"/>`;
  }
  body += `<rect x="8" y="8" width="${w - 16}" height="${h - 16}" fill="none" stroke="${c.light}" stroke-opacity="0.35" stroke-width="2" rx="6"/>`;
  return svgDoc(w, h, body, defs);
}

/** The evening sky over a mosque (home slide 1 and the Friday-bayan loop). t animates 0..1. */
export function duskScene(
  w,
  h,
  {
    t = 0,
    seed = 7,
    mosqueX = 0.62,
    sky = ['#0d2340', '#1f4f62', '#d98c4a'],
    driftPattern = false,
  } = {},
) {
  const sk = uniq('sky');
  const pat = uniq('pt');
  const moonGlow = uniq('mg');
  const water = uniq('wt');
  let defs = linear(sk, [
    [0, sky[0]],
    [0.62, sky[1]],
    [1, sky[2]],
  ]);
  defs += patternDef(pat, {
    kind: 'stars',
    size: 90,
    color: PAL.gold3,
    opacity: 0.07,
    dx: driftPattern ? t * 90 : 0,
  });
  defs += radial(moonGlow, [
    [0, '#fff6d8', 0.5],
    [1, '#fff6d8', 0],
  ]);
  defs += linear(water, [
    [0, PAL.g9],
    [1, '#03231a'],
  ]);
  const ground = h * 0.84;
  const mw = Math.min(w * 0.42, h * 1.0);
  let b = `<rect width="${w}" height="${h}" fill="url(#${sk})"/><rect width="${w}" height="${ground}" fill="url(#${pat})"/>`;
  b += starField(w, h, Math.round((w * h) / 2600), seed, '#fff', { maxY: 0.55, twinkle: t });
  const mx = w * (mosqueX > 0.5 ? 0.18 : 0.82);
  const my = h * 0.2;
  b += `<circle cx="${f(mx)}" cy="${f(my)}" r="${f(h * 0.22 * (1 + 0.08 * Math.sin(2 * Math.PI * t)))}" fill="url(#${moonGlow})"/>`;
  b += crescent(mx, my, h * 0.075, '#fff3cf', { angle: -25, thickness: 0.82, offset: 0.38 });
  // distant hills and city line
  b += `<path d="M0,${f(ground - h * 0.06)}C${f(w * 0.2)},${f(ground - h * 0.13)} ${f(w * 0.45)},${f(ground - h * 0.02)} ${f(w * 0.7)},${f(ground - h * 0.09)}S${f(w)},${f(ground - h * 0.05)} ${w},${f(ground - h * 0.07)}V${h}H0Z" fill="#123d45" fill-opacity="0.9"/>`;
  const rand = rng(seed + 3);
  for (let x = 0; x < w; x += w * 0.035) {
    const bh = h * (0.03 + rand() * 0.07);
    if (Math.abs(x - w * mosqueX) < mw * 0.7) continue;
    b += `<rect x="${f(x)}" y="${f(ground - bh)}" width="${f(w * 0.03)}" height="${f(bh + 2)}" fill="#0a3033"/>`;
    if (rand() > 0.5)
      b += `<rect x="${f(x + w * 0.01)}" y="${f(ground - bh * 0.7)}" width="${f(w * 0.006)}" height="${f(w * 0.006)}" fill="${PAL.gold3}" fill-opacity="${f(0.5 + 0.4 * Math.cos(2 * Math.PI * (t + rand())))}"/>`;
  }
  b += mosque({ cx: w * mosqueX, base: ground + 1, w: mw, fill: PAL.g9, light: PAL.gold3 });
  b += `<rect y="${f(ground)}" width="${w}" height="${f(h - ground)}" fill="url(#${water})"/>`;
  // shimmering reflection of the lit door
  for (let i = 0; i < 5; i++) {
    const y = ground + (h - ground) * (0.15 + i * 0.17);
    const dx = Math.sin(2 * Math.PI * (t + i * 0.2)) * mw * 0.01;
    b += `<rect x="${f(w * mosqueX - mw * (0.05 - i * 0.006) + dx)}" y="${f(y)}" width="${f(mw * (0.1 - i * 0.012))}" height="${f(h * 0.006)}" rx="2" fill="${PAL.gold3}" fill-opacity="${f(0.5 - i * 0.08)}"/>`;
  }
  return svgDoc(w, h, b, defs);
}

/** Home slide 2 / morning-dars loop: an open Quran on a rehal under a mihrab arch. */
export function quranScene(w, h, { t = 0, dawn = false, bookX = 0.62 } = {}) {
  const bg = uniq('bg');
  const pat = uniq('pt');
  const pat2 = uniq('pt');
  const glow = uniq('gl');
  const arch = uniq('ar');
  const rays = uniq('ry');
  let defs = linear(
    bg,
    dawn
      ? [
          [0, '#0e3a4a'],
          [0.55, PAL.g7],
          [1, '#d9a54f'],
        ]
      : [
          [0, PAL.g9],
          [1, PAL.g7],
        ],
  );
  defs += patternDef(pat, {
    kind: 'lattice',
    size: 80,
    color: PAL.gold3,
    opacity: 0.09,
    dx: t * 80,
  });
  defs += patternDef(pat2, { kind: 'stars', size: 46, color: PAL.gold, opacity: 0.55 });
  defs += radial(glow, [
    [0, '#ffe7a3', 0.55],
    [0.6, '#ffe7a3', 0.12],
    [1, '#ffe7a3', 0],
  ]);
  defs += linear(arch, [
    [0, '#0f5a43'],
    [1, '#06382a'],
  ]);
  defs += linear(rays, [
    [0, '#fff3c4', 0.28],
    [1, '#fff3c4', 0],
  ]);
  const cx = w * bookX;
  const aw = Math.min(h * 0.78, w * 0.42);
  const ay = h * 0.14;
  let b = `<rect width="${w}" height="${h}" fill="url(#${bg})"/><rect width="${w}" height="${h}" fill="url(#${pat})"/>`;
  // mihrab arch with an inner star pattern
  b += `<path d="${archPath(cx - aw / 2 - 14, ay - 10, aw + 28, h)}" fill="${PAL.gold}" fill-opacity="0.85"/>`;
  b += `<path d="${archPath(cx - aw / 2, ay, aw, h)}" fill="url(#${arch})"/>`;
  b += `<path d="${archPath(cx - aw / 2, ay, aw, h)}" fill="url(#${pat2})" fill-opacity="0.5"/>`;
  // light rays from the top left, gently breathing
  const k = 0.8 + 0.2 * Math.cos(2 * Math.PI * t);
  b += `<path d="M${f(cx - aw * 0.9)},0L${f(cx - aw * 0.5)},0L${f(cx + aw * 0.45)},${h}L${f(cx - aw * 0.2)},${h}Z" fill="url(#${rays})" fill-opacity="${f(k)}"/>`;
  b += `<circle cx="${f(cx)}" cy="${f(h * 0.64)}" r="${f(h * 0.42)}" fill="url(#${glow})" fill-opacity="${f(0.85 + 0.15 * Math.sin(2 * Math.PI * t))}"/>`;
  // hanging lanterns
  const sw = (ph) => 2.5 * Math.sin(2 * Math.PI * (t + ph));
  for (const [dx, s, ph] of [
    [-aw * 0.95, h * 0.17, 0],
    [aw * 0.95, h * 0.14, 0.4],
  ]) {
    const lx = cx + dx;
    b += `<g transform="rotate(${f(sw(ph))} ${f(lx)} 0)">${lantern(lx, 0, s, { chain: h * 0.12 })}</g>`;
  }
  // a low table / floor line
  b += `<rect x="0" y="${f(h * 0.9)}" width="${w}" height="${f(h * 0.1)}" fill="#04261c"/>`;
  b += `<rect x="0" y="${f(h * 0.9)}" width="${w}" height="3" fill="${PAL.gold}" fill-opacity="0.6"/>`;
  b += quranOnRehal(cx, h * 0.69, Math.min(aw * 1.05, w * 0.46));
  return svgDoc(w, h, b, defs);
}

/** Home slide 3: community service (food distribution), an abstract illustration. */
export function serviceScene(w, h, { focusX = 0.62 } = {}) {
  const bg = uniq('bg');
  const pat = uniq('pt');
  const sun = uniq('sn');
  let defs = linear(bg, [
    [0, '#f6e7bf'],
    [0.6, '#f1d58c'],
    [1, '#e3b95a'],
  ]);
  defs += patternDef(pat, { kind: 'rosette', size: 70, color: PAL.g7, opacity: 0.08 });
  defs += radial(sun, [
    [0, '#fff', 0.7],
    [1, '#fff', 0],
  ]);
  const cx = w * focusX;
  const s = Math.min(h * 0.95, w * 0.5);
  const k = s / 400;
  const X = (v) => f(cx + v * k);
  const Y = (v) => f(h * 0.5 + v * k);
  let b = `<rect width="${w}" height="${h}" fill="url(#${bg})"/><rect width="${w}" height="${h}" fill="url(#${pat})"/>`;
  b += `<circle cx="${X(0)}" cy="${Y(-40)}" r="${f(s * 0.55)}" fill="url(#${sun})"/>`;
  // mosque in the background
  b += mosque({
    cx: cx + 40 * k,
    base: h * 0.5 + 70 * k,
    w: 300 * k,
    fill: PAL.g7,
    light: null,
  }).replaceAll(`fill="${PAL.g7}"`, `fill="${PAL.g7}" fill-opacity="0.22"`);
  // awning
  const aw = 420 * k;
  b += `<rect x="${X(-210)}" y="${Y(-70)}" width="${f(aw)}" height="${f(24 * k)}" fill="${PAL.g7}"/>`;
  for (let i = 0; i < 10; i++) {
    const x0 = cx - 210 * k + i * (aw / 10);
    b += `<path d="M${f(x0)},${Y(-46)}h${f(aw / 10)}a${f(aw / 20)},${f(aw / 20)} 0 0 1 ${f(-aw / 10)},0Z" fill="${i % 2 ? PAL.cream : PAL.g6}"/>`;
  }
  b += `<rect x="${X(-200)}" y="${Y(-46)}" width="${f(8 * k)}" height="${f(180 * k)}" fill="${PAL.g9}"/><rect x="${X(192)}" y="${Y(-46)}" width="${f(8 * k)}" height="${f(180 * k)}" fill="${PAL.g9}"/>`;
  // people: a server and two neighbours, abstract shapes
  const fig = (x, scale, col, headCol = '#8d5a3b') =>
    `<path d="M${X(x - 34 * scale)},${Y(132)}C${X(x - 36 * scale)},${Y(132 - 110 * scale)} ${X(x + 36 * scale)},${Y(132 - 110 * scale)} ${X(x + 34 * scale)},${Y(132)}Z" fill="${col}"/><circle cx="${X(x)}" cy="${Y(132 - 128 * scale)}" r="${f(20 * scale * k)}" fill="${headCol}"/>`;
  b += fig(-120, 1, PAL.g7) + fig(-60, 0.95, '#1d3557', '#6b4430');
  b += fig(262, 1.05, '#7b2230', '#a8724f') + fig(318, 0.7, '#c9a227', '#7a4b32');
  // table with food
  b += `<rect x="${X(-170)}" y="${Y(70)}" width="${f(300 * k)}" height="${f(16 * k)}" fill="#7a4a22"/><rect x="${X(-160)}" y="${Y(86)}" width="${f(280 * k)}" height="${f(46 * k)}" fill="#5e3b1a"/>`;
  b += `<g transform="translate(${X(-88)} ${Y(34)}) scale(${f(0.5 * k)})">${motifs.food({ fg: '#2f2f2f', light: '#ffffff' })}</g>`;
  // food bags with a crescent badge
  for (const [x, col] of [
    [30, '#f4ead2'],
    [70, '#efe0bf'],
    [110, '#f4ead2'],
  ]) {
    b += `<path d="M${X(x - 18)},${Y(70)}L${X(x - 16)},${Y(18)}L${X(x + 16)},${Y(18)}L${X(x + 18)},${Y(70)}Z" fill="${col}" stroke="#b39a6a" stroke-width="${f(2 * k)}"/>`;
    b += `<path d="M${X(x - 8)},${Y(18)}Q${X(x)},${Y(2)} ${X(x + 8)},${Y(18)}" fill="none" stroke="#b39a6a" stroke-width="${f(3 * k)}"/>`;
    b += crescent(cx + x * k, h * 0.5 + 44 * k, 9 * k, PAL.g7, { angle: -30 });
  }
  b += `<rect y="${Y(132)}" width="${w}" height="${h}" fill="${PAL.g8}"/>`;
  b += `<rect y="${Y(132)}" width="${w}" height="${f(4 * k)}" fill="${PAL.gold}"/>`;
  return svgDoc(w, h, b, defs);
}

/** A book cover (300x420): leather colour, gold frame and corner ornaments, titles. */
export function bookCover({
  w = 300,
  h = 420,
  color,
  arabic,
  title,
  subtitle = '',
  kind = 'stars',
}) {
  const bg = uniq('bg');
  const pat = uniq('pt');
  const sheen = uniq('sh');
  let defs = linear(
    bg,
    [
      [0, color[0]],
      [1, color[1]],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  defs += patternDef(pat, { kind, size: 40, color: PAL.gold3, opacity: 0.12 });
  defs += linear(
    sheen,
    [
      [0, '#fff', 0.12],
      [0.5, '#fff', 0],
      [1, '#000', 0.18],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  let b = `<rect width="${w}" height="${h}" fill="url(#${bg})"/><rect width="${w}" height="${h}" fill="url(#${pat})"/>`;
  b += `<rect x="0" y="0" width="18" height="${h}" fill="#000" fill-opacity="0.22"/><rect x="18" y="0" width="2" height="${h}" fill="${PAL.gold3}" fill-opacity="0.5"/>`;
  b += `<rect x="32" y="16" width="${w - 48}" height="${h - 32}" fill="none" stroke="${PAL.gold}" stroke-width="3"/>`;
  b += `<rect x="40" y="24" width="${w - 64}" height="${h - 48}" fill="none" stroke="${PAL.gold}" stroke-width="1"/>`;
  for (const [x, y] of [
    [40, 24],
    [w - 24, 24],
    [40, h - 24],
    [w - 24, h - 24],
  ])
    b += `<path d="${star8(x, y, 10)}" fill="${PAL.gold3}"/>`;
  const mx = (w + 16) / 2;
  b += `<path d="${star8(mx, 150, 78)}" fill="#000" fill-opacity="0.18" stroke="${PAL.gold}" stroke-width="2.5"/>`;
  b += `<path d="${star8(mx, 150, 70, 0.7654, 22.5)}" fill="none" stroke="${PAL.gold3}" stroke-opacity="0.6" stroke-width="1.2"/>`;
  b += `<circle cx="${mx}" cy="150" r="54" fill="none" stroke="${PAL.gold}" stroke-width="1.5"/>`;
  const words = arabic.split(' ');
  if (words.length > 1) {
    b += text(mx, 142, words[0], { size: 27, fill: PAL.gold3, font: 'arabic' });
    b += text(mx, 178, words.slice(1).join(' '), { size: 27, fill: PAL.gold3, font: 'arabic' });
  } else b += text(mx, 162, arabic, { size: 34, fill: PAL.gold3, font: 'arabic' });
  const lines = title.split('\n');
  lines.forEach((ln, i) => {
    b += text(mx, 268 + i * 28, ln, { size: 23, fill: PAL.gold3, weight: 700 });
  });
  if (subtitle)
    b += text(mx, 268 + lines.length * 28 + 8, subtitle, {
      size: 15,
      fill: '#f2e6c4',
      weight: 400,
      extra: ' font-style="italic"',
    });
  b += `<path d="M${mx - 50},${h - 56}H${mx + 50}" stroke="${PAL.gold}" stroke-width="1.5"/><path d="${star8(mx, h - 56, 6)}" fill="${PAL.gold3}"/>`;
  b += `<rect width="${w}" height="${h}" fill="url(#${sheen})"/>`;
  return svgDoc(w, h, b, defs);
}
