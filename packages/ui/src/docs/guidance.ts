import { primitivesGuides } from './guidance/primitives';
import { courierGuides } from './guidance/courier';
import { appsGuides } from './guidance/apps';
import { shellGuides } from './guidance/shell';

/**
 * The written part of each component's docs page (the automatic page of a story file tagged
 * `autodocs`, see DocsPage): when to use it, do and don't, and what it does for assistive
 * technology. Keyed by the story file's title, written in guidance/ by sidebar section. `code` in
 * backticks is shown as code.
 *
 * The components with a page of their own (Button, TextField, Select, Dialog, DataTable, the
 * scanning station, the parcel detail) write the same sections in their MDX file.
 */
export interface Guide {
  /** When to reach for it, and how. */
  usage: string[];
  do: string[];
  dont: string[];
  /** What it gives assistive technology and the keyboard, and what is left to the caller. */
  accessibility: string[];
}

export const guidance: Record<string, Guide> = { ...primitivesGuides, ...courierGuides, ...appsGuides, ...shellGuides };
