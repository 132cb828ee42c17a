import { Canvas } from '@storybook/addon-docs/blocks';
import type { ModuleExport } from 'storybook/internal/types';

/** The four states every module view has, in the order a user meets them. */
const order = [
  ['loading', 'Loading', 'The first answer is on its way: the frame stands, placeholders where the data will be.'],
  ['empty', 'Empty', 'Nothing yet: says so, and what to do next.'],
  ['error', 'Error', 'The data could not be loaded: says so in words, with a way to try again.'],
  ['full', 'Full', 'A working day’s data.'],
] as const;

type State = (typeof order)[number][0];

/**
 * A module view's states side by side, for a docs page ("States" beside the component's stories):
 * each is the story of that state, shown untouched (play functions do not run in docs pages).
 */
export function StatesView({ stories }: { stories: Record<State, ModuleExport> }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
        gap: '0 1.5rem',
      }}
    >
      {order.map(([state, name, about]) => (
        <section key={state} aria-label={name}>
          <h2>{name}</h2>
          <p>{about}</p>
          <Canvas of={stories[state]} sourceState="none" layout="fullscreen" />
        </section>
      ))}
    </div>
  );
}
