import './security/noEval';
import { nextTask } from './state/nextTask';

/**
 * The page's entry. The app's code is evaluated in steps, each a task of its own, rather than in
 * one: React and React DOM, then the component library's shared code and React Aria's, then the
 * app's start (start.tsx) with the rest of what it imports. Evaluated at once it was the longest
 * task after the first paint, 50–80 ms on a slow machine, in which the page can neither paint nor
 * answer input; a step evaluates only what the steps before it have not. The files are the same:
 * the server names them all in the page, so they are fetched together as before.
 */
async function main() {
  await import('./steps/react');
  await nextTask();
  await import('./steps/ui');
  await nextTask();
  const { start } = await import('./start');
  await start();
}

void main();
