/** WCAG 2 contrast, for the palettes' reference, the layouts' tests and the stories that measure what is drawn. */

type Rgba = [number, number, number, number];

/** An sRGB colour as [r, g, b, alpha] from `#rrggbb`, `rgb(r g b / a)` or a computed `rgb(r, g, b)`/`rgba(r, g, b, a)`; null for anything else. */
export function parseColour(value: string): Rgba | null {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (hex) return [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16), parseInt(hex[3]!, 16), 1];
  const rgb = /^rgba?\((\d+(?:\.\d+)?)[ ,]+(\d+(?:\.\d+)?)[ ,]+(\d+(?:\.\d+)?)(?:\s*[,/]\s*([\d.]+))?\)$/.exec(value);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])] : null;
}

const luminance = ([r, g, b]: number[]) => {
  const [R, G, B] = [r!, g!, b!].map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
};

/** A colour laid over an opaque ground: what the eye sees of a translucent one. */
const over = (colour: Rgba, ground: number[]) =>
  colour.slice(0, 3).map((c, i) => c * colour[3] + ground[i]! * (1 - colour[3]));

/**
 * The WCAG contrast ratio of a colour against the colour it is read on: that ground laid over
 * the surface first when it is translucent, the colour laid over the result when it is.
 */
export function contrastOf(value: string, ground: string, surface = ground): number | null {
  const [colour, back, base] = [parseColour(value), parseColour(ground), parseColour(surface)];
  if (!colour || !back || !base) return null;
  const under = over(back, base.slice(0, 3));
  const [a, b] = [luminance(over(colour, under)), luminance(under)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
