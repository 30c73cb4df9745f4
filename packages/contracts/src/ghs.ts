// No zod here: storefront pages draw the pictograms with their names (through
// `@quimia/contracts/ghs`) without loading the schemas.

/** GHS hazard pictograms. */
export const GHS_PICTOGRAMS = [
  'GHS01',
  'GHS02',
  'GHS03',
  'GHS04',
  'GHS05',
  'GHS06',
  'GHS07',
  'GHS08',
  'GHS09',
] as const;
export type GhsPictogram = (typeof GHS_PICTOGRAMS)[number];
export const GHS_PICTOGRAM_LABELS: Record<GhsPictogram, string> = {
  GHS01: 'Explosivo',
  GHS02: 'Inflamable',
  GHS03: 'Comburente',
  GHS04: 'Gas a presión',
  GHS05: 'Corrosivo',
  GHS06: 'Toxicidad aguda',
  GHS07: 'Irritante / nocivo',
  GHS08: 'Peligro grave para la salud',
  GHS09: 'Peligro para el medio ambiente',
};
