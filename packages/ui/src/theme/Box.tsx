import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { sprinkles, type Sprinkles } from './sprinkles.css';

export type BoxProps = Omit<AllHTMLAttributes<HTMLElement>, 'as' | 'color' | 'width' | keyof Sprinkles> &
  Sprinkles & {
    as?: ElementType;
    ref?: Ref<HTMLElement>;
  };

/** A layout element that takes atoms from the theme (space, colour, responsive display and flex). */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  const atomClass = sprinkles(atoms as Sprinkles);
  return createElement(as, { ...rest, className: className ? `${atomClass} ${className}` : atomClass });
}
