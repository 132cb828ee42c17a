import { createElement, useEffect, useState, type ReactElement } from 'react';
import type { IconBody, IconNode } from './iconBody';
import { getLoadedIcon, iconsSettled, loadIcon, type IconEntry } from './iconRegistry';
import * as styles from './Icon.css';

export interface IconProps {
  /** As the specifications write it: `heroicons_outline:bell`, `mat_solid:home`, `feather:truck`, `courier:revenue`, or a two-tone name such as `dashboard`. */
  name: string;
  /** Edge length in px. */
  size?: number;
  /** Makes the icon an image with this accessible name; without it the icon is decorative. */
  title?: string;
  className?: string;
}

function useIcon(name: string): IconEntry | undefined {
  const [entry, setEntry] = useState<{ name: string; entry: IconEntry } | undefined>(() => {
    const ready = getLoadedIcon(name);
    return ready ? { name, entry: ready } : undefined;
  });
  useEffect(() => {
    const ready = getLoadedIcon(name);
    if (ready) return setEntry({ name, entry: ready });
    let live = true;
    // Drawn with the other icons that were loading beside it, in one pass (iconsSettled).
    loadIcon(name)
      .then((loaded) => iconsSettled().then(() => loaded))
      .then(
        (loaded) => live && loaded && setEntry({ name, entry: loaded }),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [name]);
  return entry?.name === name ? entry.entry : getLoadedIcon(name);
}

const element = ([tag, props, ...children]: IconNode, key: number): ReactElement =>
  createElement(tag, { ...props, key }, ...children.map(element));
const drawn = new WeakMap<IconBody, ReactElement[]>();
/** An icon's elements, made once per icon: every place that shows it draws the same ones. */
function elementsOf(body: IconBody): ReactElement[] {
  let elements = drawn.get(body);
  if (!elements) drawn.set(body, (elements = body.map(element)));
  return elements;
}
const noBody: IconBody = [];

/** An icon from the offline icon sets; it loads (alone, or with its set) the first time it is needed. */
export function Icon({ name, size = 20, title, className }: IconProps) {
  const entry = useIcon(name);
  const [body, width, height] = entry ?? [noBody, 24, 24];
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
  return (
    <svg
      {...a11y}
      className={className ? `${styles.icon} ${className}` : styles.icon}
      width={size}
      height={size}
      viewBox={`0 0 ${width} ${height}`}
      data-icon={name}
      data-loaded={entry ? 'true' : 'false'}
    >
      {elementsOf(body)}
    </svg>
  );
}
