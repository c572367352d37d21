/**
 * Pictograms of the things the seeded catalogue shows (issue 29 item 9: a palletizing robot showed a pink face,
 * bottle caps showed wheat). Each is drawn around (0,0) in a box of about 140 px, white with `currentColor` accents,
 * and carries `data-subject` so a test can tell which one an image shows.
 */

/** The original six, in their old order (an image without a subject still picks one of these by its number). */
const GENERIC = {
  bottle:
    '<path d="M-14-58h28v18l12 16v78a8 8 0 0 1-8 8h-48a8 8 0 0 1-8-8v-78l12-16z" fill="#fff" fill-opacity=".9"/><rect x="-26" y="-4" width="52" height="30" rx="4" fill="currentColor" fill-opacity=".35"/>',
  carton:
    '<path d="M-56-20l56-26 56 26v64l-56 26-56-26z" fill="#fff" fill-opacity=".88"/><path d="M-56-20l56 26 56-26M0 6v64" stroke="currentColor" stroke-opacity=".45" stroke-width="4" fill="none"/>',
  print:
    '<circle cx="-30" cy="-18" r="28" fill="#fff" fill-opacity=".9"/><circle cx="30" cy="-18" r="28" fill="#fff" fill-opacity=".7"/><rect x="-70" y="22" width="140" height="14" rx="7" fill="#fff" fill-opacity=".85"/><circle cx="-30" cy="-18" r="8" fill="currentColor" fill-opacity=".5"/><circle cx="30" cy="-18" r="8" fill="currentColor" fill-opacity=".5"/>',
  grain:
    '<path d="M0 60V-50" stroke="#fff" stroke-width="6" stroke-linecap="round"/><g fill="#fff" fill-opacity=".9"><ellipse cx="-14" cy="-30" rx="9" ry="18" transform="rotate(-30 -14 -30)"/><ellipse cx="14" cy="-30" rx="9" ry="18" transform="rotate(30 14 -30)"/><ellipse cx="-14" cy="0" rx="9" ry="18" transform="rotate(-30 -14 0)"/><ellipse cx="14" cy="0" rx="9" ry="18" transform="rotate(30 14 0)"/><ellipse cx="0" cy="-58" rx="8" ry="16"/></g>',
  pouch:
    '<path d="M-40-56h80l-6 100q-34 12-68 0z" fill="#fff" fill-opacity=".9"/><rect x="-40" y="-56" width="80" height="12" fill="currentColor" fill-opacity=".4"/><circle cx="0" cy="4" r="16" fill="currentColor" fill-opacity=".35"/>',
  can: '<rect x="-34" y="-54" width="68" height="110" rx="10" fill="#fff" fill-opacity=".9"/><ellipse cx="0" cy="-54" rx="34" ry="8" fill="#fff"/><rect x="-34" y="-14" width="68" height="30" fill="currentColor" fill-opacity=".35"/>',
} as const;

const MORE = {
  // an articulated arm on a base, a carton in its gripper (palletizing, case packing)
  robot:
    '<rect x="-50" y="44" width="56" height="14" rx="4" fill="#fff"/><rect x="-36" y="30" width="28" height="16" rx="3" fill="#fff" fill-opacity=".85"/>' +
    '<path d="M-22 32L-2-22" stroke="#fff" stroke-width="14" stroke-linecap="round"/><path d="M-2-22L42-36" stroke="#fff" stroke-width="12" stroke-linecap="round"/>' +
    '<circle cx="-22" cy="32" r="9" fill="currentColor" fill-opacity=".5"/><circle cx="-2" cy="-22" r="9" fill="currentColor" fill-opacity=".5"/>' +
    '<path d="M42-36v16M34-20h16" stroke="#fff" stroke-width="5" stroke-linecap="round"/><rect x="26" y="-16" width="32" height="26" rx="2" fill="#fff" fill-opacity=".75"/>' +
    '<path d="M26-3h32" stroke="currentColor" stroke-opacity=".45" stroke-width="3"/>',
  // a cabinet machine with a hopper, a window and a conveyor (packing, filling, freezing, ovens, inspection)
  machine:
    '<path d="M-20-64h40l-10 18h-20z" fill="#fff" fill-opacity=".85"/><rect x="-44" y="-46" width="88" height="76" rx="6" fill="#fff" fill-opacity=".92"/>' +
    '<rect x="-32" y="-34" width="44" height="34" rx="3" fill="currentColor" fill-opacity=".35"/><circle cx="28" cy="-26" r="6" fill="currentColor" fill-opacity=".55"/><circle cx="28" cy="-8" r="6" fill="currentColor" fill-opacity=".35"/>' +
    '<rect x="-66" y="34" width="132" height="10" rx="5" fill="#fff"/><circle cx="-54" cy="52" r="6" fill="#fff" fill-opacity=".8"/><circle cx="54" cy="52" r="6" fill="#fff" fill-opacity=".8"/>' +
    '<rect x="-52" y="20" width="16" height="14" fill="#fff" fill-opacity=".7"/><rect x="36" y="20" width="16" height="14" fill="#fff" fill-opacity=".7"/>',
  // a roll of film unwinding (films, laminates, roll stock)
  film:
    '<path d="M-10-36h70v86h-70" fill="#fff" fill-opacity=".55"/><ellipse cx="-10" cy="7" rx="26" ry="43" fill="#fff" fill-opacity=".95"/>' +
    '<ellipse cx="-10" cy="7" rx="10" ry="17" fill="currentColor" fill-opacity=".45"/><path d="M20-20h36M20 0h36M20 20h36" stroke="currentColor" stroke-opacity=".3" stroke-width="3"/>',
  // a cup sealed with a lid film whose tab is peeled back (lid films, foil lids)
  lid:
    '<path d="M-44-18h88l-12 74h-64z" fill="#fff" fill-opacity=".8"/><ellipse cx="0" cy="-18" rx="46" ry="12" fill="#fff"/>' +
    '<path d="M-46-18a46 12 0 0 0 70 10l30-30-16-6z" fill="currentColor" fill-opacity=".45"/><path d="M24-8l30-30" stroke="#fff" stroke-width="3"/>',
  // a ribbed closure on a threaded neck (caps, preforms)
  cap:
    '<rect x="-30" y="6" width="60" height="52" rx="4" fill="#fff" fill-opacity=".6"/><path d="M-30 18h60M-30 30h60M-30 42h60" stroke="currentColor" stroke-opacity=".35" stroke-width="3"/>' +
    '<rect x="-40" y="-50" width="80" height="52" rx="8" fill="#fff"/><path d="M-28-50v52M-14-50v52M0-50v52M14-50v52M28-50v52" stroke="currentColor" stroke-opacity=".35" stroke-width="4"/>' +
    '<rect x="-44" y="-2" width="88" height="10" rx="3" fill="#fff" fill-opacity=".9"/>',
  // a wide tin with a lid rim and a scoop (milk powder tins)
  tin:
    '<rect x="-50" y="-36" width="100" height="92" rx="8" fill="#fff" fill-opacity=".92"/><ellipse cx="0" cy="-36" rx="50" ry="12" fill="#fff"/><ellipse cx="0" cy="-36" rx="40" ry="8" fill="currentColor" fill-opacity=".3"/>' +
    '<rect x="-50" y="-6" width="100" height="34" fill="currentColor" fill-opacity=".3"/><circle cx="0" cy="11" r="11" fill="#fff" fill-opacity=".8"/>',
  // a glass jar with a screw lid (sauces, jams, glass containers)
  jar:
    '<rect x="-32" y="-60" width="64" height="18" rx="4" fill="currentColor" fill-opacity=".55"/><path d="M-30-42h60l10 14v76a10 10 0 0 1-10 10h-60a10 10 0 0 1-10-10v-76z" fill="#fff" fill-opacity=".88"/>' +
    '<rect x="-28" y="-4" width="56" height="34" rx="4" fill="currentColor" fill-opacity=".3"/><path d="M-26-22v18" stroke="#fff" stroke-width="5" stroke-linecap="round"/>',
  // a label with a barcode (labels, sleeves, RFID tags)
  label:
    '<path d="M-60-40h96l24 40-24 40h-96z" fill="#fff" fill-opacity=".93"/><circle cx="36" cy="0" r="7" fill="currentColor" fill-opacity=".5"/>' +
    '<path d="M-46-24v40M-40-24v40M-32-24v40M-26-24v40M-18-24v40M-10-24v40M-6-24v40M2-24v40" stroke="currentColor" stroke-opacity=".6" stroke-width="3"/><path d="M-46 26h48" stroke="currentColor" stroke-opacity=".35" stroke-width="4"/>',
  // a loaf with score marks (bread, cakes, biscuits, dough)
  bread:
    '<path d="M-60 40v-34c0-34 26-50 60-50s60 16 60 50v34z" fill="#fff" fill-opacity=".92"/><path d="M-60 40h120" stroke="currentColor" stroke-opacity=".4" stroke-width="6"/>' +
    '<path d="M-30-28l-12 26M0-34l-10 30M30-28l-10 26" stroke="currentColor" stroke-opacity=".45" stroke-width="6" stroke-linecap="round"/>',
  // a bowl with steam (prepared dishes, seasonings, frozen dumplings)
  bowl:
    '<path d="M-62 0h124a62 50 0 0 1-124 0z" fill="#fff" fill-opacity=".92"/><rect x="-24" y="46" width="48" height="10" rx="4" fill="#fff" fill-opacity=".8"/>' +
    '<path d="M-62 0h124" stroke="currentColor" stroke-opacity=".45" stroke-width="6"/><path d="M-22-16c-8-12 8-20 0-34M0-16c-8-12 8-20 0-34M22-16c-8-12 8-20 0-34" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>',
  // a cup with a tea leaf (tea, coffee)
  tea:
    '<path d="M-50-20h84v30a42 42 0 0 1-84 0z" fill="#fff" fill-opacity=".92"/><path d="M34-6h10a14 14 0 0 1 0 28h-14" stroke="#fff" stroke-width="7" fill="none"/>' +
    '<path d="M-8-26c-30-6-30-36 4-46c18 16 14 38-4 46z" fill="currentColor" fill-opacity=".55"/><path d="M-8-26c0-14 2-26 6-40" stroke="#fff" stroke-width="2"/><rect x="-60" y="54" width="104" height="8" rx="4" fill="#fff" fill-opacity=".8"/>',
  // kernels (nuts, dried fruit, snacks)
  nut:
    '<ellipse cx="-22" cy="8" rx="26" ry="38" transform="rotate(-24 -22 8)" fill="#fff" fill-opacity=".92"/><ellipse cx="26" cy="4" rx="24" ry="36" transform="rotate(20 26 4)" fill="#fff" fill-opacity=".8"/>' +
    '<path d="M-30-20q8 28 0 58M20-24q-6 30 6 56" stroke="currentColor" stroke-opacity=".45" stroke-width="4" fill="none"/>',
  // a flask with a drop (testing, inspection services)
  flask:
    '<path d="M-14-60h28v40l36 62a10 10 0 0 1-9 16h-82a10 10 0 0 1-9-16l36-62z" fill="#fff" fill-opacity=".92"/><path d="M-34 18h68l18 30a6 6 0 0 1-5 8h-94a6 6 0 0 1-5-8z" fill="currentColor" fill-opacity=".4"/>' +
    '<path d="M-20-60h40" stroke="#fff" stroke-width="6" stroke-linecap="round"/><circle cx="-6" cy="34" r="5" fill="#fff"/><circle cx="10" cy="42" r="4" fill="#fff"/>',
  // a refrigerated truck (cold chain, storage, delivery)
  truck:
    '<rect x="-66" y="-34" width="86" height="62" rx="4" fill="#fff" fill-opacity=".92"/><path d="M20-14h26l20 22v20h-46z" fill="#fff" fill-opacity=".8"/>' +
    '<path d="M-34-14v20M-44-4h20M-41-11l14 14M-41 3l14-14" stroke="currentColor" stroke-opacity=".55" stroke-width="3"/><circle cx="-40" cy="34" r="12" fill="#fff"/><circle cx="40" cy="34" r="12" fill="#fff"/>' +
    '<circle cx="-40" cy="34" r="5" fill="currentColor" fill-opacity=".5"/><circle cx="40" cy="34" r="5" fill="currentColor" fill-opacity=".5"/>',
  // an ink drop over colour swatches (inks, colour matching)
  ink:
    '<path d="M0-64c22 30 40 52 40 74a40 40 0 0 1-80 0c0-22 18-44 40-74z" fill="#fff" fill-opacity=".92"/><path d="M-18 14a18 18 0 0 0 18 18" stroke="currentColor" stroke-opacity=".45" stroke-width="5" fill="none" stroke-linecap="round"/>' +
    '<rect x="-60" y="44" width="36" height="14" rx="3" fill="#fff" fill-opacity=".7"/><rect x="-18" y="44" width="36" height="14" rx="3" fill="currentColor" fill-opacity=".45"/><rect x="24" y="44" width="36" height="14" rx="3" fill="#fff" fill-opacity=".5"/>',
  // an open brochure (design, brochures, event materials, solutions)
  brochure:
    '<path d="M0-40q-34-14-64-6v88q30-8 64 6z" fill="#fff" fill-opacity=".92"/><path d="M0-40q34-14 64-6v88q-30-8-64 6z" fill="#fff" fill-opacity=".78"/>' +
    '<rect x="-52" y="-30" width="40" height="26" rx="2" fill="currentColor" fill-opacity=".35"/><path d="M-52 8h40M-52 20h32M12-26h40M12-12h40M12 2h30" stroke="currentColor" stroke-opacity=".35" stroke-width="4"/>',
  // a wrapped sweet (candy, gummies, jellies)
  candy:
    '<ellipse cx="0" cy="0" rx="36" ry="26" fill="#fff" fill-opacity=".95"/><path d="M-34-4l-30-22v52zM34-4l30-22v52z" fill="#fff" fill-opacity=".75"/>' +
    '<path d="M-14-22q10 22 0 44M8-24q10 24 0 48" stroke="currentColor" stroke-opacity=".45" stroke-width="5" fill="none"/>',
  // a gift box with a ribbon (gift boxes, rigid boxes)
  gift:
    '<rect x="-54" y="-20" width="108" height="74" rx="4" fill="#fff" fill-opacity=".92"/><rect x="-60" y="-34" width="120" height="18" rx="3" fill="#fff"/>' +
    '<rect x="-8" y="-34" width="16" height="88" fill="currentColor" fill-opacity=".45"/><path d="M0-34c-14-26-40-20-30-4zM0-34c14-26 40-20 30-4z" fill="currentColor" fill-opacity=".5"/>',
  // a gable-top carton (milk, yogurt, dairy)
  milk:
    '<path d="M-30-40l12-20h36l12 20v96h-60z" fill="#fff" fill-opacity=".92"/><path d="M30-40l16-12v96l-16 12z" fill="#fff" fill-opacity=".7"/><path d="M-30-40h60" stroke="currentColor" stroke-opacity=".4" stroke-width="3"/>' +
    '<path d="M-30 6q15-10 30 0t30 0v30h-60z" fill="currentColor" fill-opacity=".35"/>',
  // a cup with a lid and a straw (cups, straws, food containers)
  cup:
    '<path d="M-40-30h80l-10 88h-60z" fill="#fff" fill-opacity=".92"/><rect x="-46" y="-42" width="92" height="14" rx="5" fill="#fff"/>' +
    '<path d="M8-42l14-30h18" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M-36 4h72l-4 30h-64z" fill="currentColor" fill-opacity=".35"/>',
  // a sack of powder with a scoop (flours, proteins, sweeteners, ingredients)
  powder:
    '<path d="M-44-40q44-16 88 0l6 90q-50 14-100 0z" fill="#fff" fill-opacity=".9"/><path d="M-40-40q40-26 80 0" stroke="#fff" stroke-width="8" fill="none"/><rect x="-26" y="-6" width="52" height="30" rx="4" fill="currentColor" fill-opacity=".35"/>' +
    '<ellipse cx="46" cy="48" rx="18" ry="8" fill="#fff"/><path d="M60 46l22-18" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
} as const;

const PICTOGRAMS = { ...GENERIC, ...MORE };

export type PictureSubject = keyof typeof PICTOGRAMS;
export const PICTURE_SUBJECTS = Object.keys(PICTOGRAMS) as PictureSubject[];
const GENERIC_ORDER = Object.keys(GENERIC) as PictureSubject[];

/** The pictogram of `subject`, or without one the generic pictogram `n` picks (the older images stay as they were). */
export function pictogram(subject: PictureSubject | undefined, n: number): string {
  const name = subject ?? (GENERIC_ORDER[n % GENERIC_ORDER.length] as PictureSubject);
  return `<g data-subject="${name}">${PICTOGRAMS[name]}</g>`;
}
