import type { Page } from '@playwright/test';

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
  tags?: string[];
}
export function storyEntries(base: string, prefix?: string): Promise<StoryEntry[]>;
export function showStory(
  page: Page,
  base: string,
  id: string,
  options?: { globals?: string },
): Promise<'finished' | 'errored' | 'aborted' | 'timed out'>;
