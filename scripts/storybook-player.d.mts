import type { Page } from '@playwright/test';

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
  tags?: string[];
}
export type StoryPhase = 'finished' | `errored: ${string}` | 'aborted' | 'timed out';
export function playStory(
  page: Page,
  base: string,
  id: string,
  options?: { globals?: string },
): Promise<{ phase: StoryPhase; a11y: string[] }>;
export function restyleStory(
  page: Page,
  id: string,
  globals: Record<string, unknown>,
): Promise<{ phase: StoryPhase; a11y: string[] }>;
