import {
  Canvas,
  Controls,
  Description,
  DocsContext,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { Fragment, useContext, type ReactNode } from 'react';
import { guidance, type Guide } from './guidance';

/** A sentence of the guide, with `code` in backticks shown as code. */
function Text({ text }: { text: string }) {
  return (
    <>{text.split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : <Fragment key={i}>{part}</Fragment>))}</>
  );
}

const List = ({ items }: { items: string[] }) => (
  <ul>
    {items.map((item) => (
      <li key={item}>
        <Text text={item} />
      </li>
    ))}
  </ul>
);

/**
 * Usage, do and don't, and accessibility of a component, as written in guidance.ts; `pairs`, the
 * do and don't illustrated (its stories with `parameters.doDont`), under the written ones.
 */
export function GuideSections({ guide, pairs }: { guide: Guide; pairs?: ReactNode }) {
  return (
    <>
      <h2>Usage</h2>
      <List items={guide.usage} />
      <h2>Do and don’t</h2>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: '0 2rem' }}>
        <section aria-label="Do">
          <p>
            <strong>Do</strong>
          </p>
          <List items={guide.do} />
        </section>
        <section aria-label="Don’t">
          <p>
            <strong>Don’t</strong>
          </p>
          <List items={guide.dont} />
        </section>
      </div>
      {pairs}
      <h2>Accessibility</h2>
      <List items={guide.accessibility} />
    </>
  );
}

/**
 * The automatic docs page of a story file tagged `autodocs`: the title and description, the first
 * story, then for a component its controls (props with their descriptions and defaults), the
 * written guidance when guidance.ts has it, and every story. A module view (a page of the product)
 * shows its first story and the guidance only: its stories are tests and states, each in the
 * sidebar and on the module's States page, and its controls would be the stories' own. A file
 * tagged `gallery` (the shell's layouts) shows every story, one after the other at the same data.
 */
export function DocsPage() {
  const meta = useOf('meta', ['meta']);
  const title = meta.type === 'meta' ? meta.preparedMeta.title : '';
  const guide = guidance[title];
  const isComponent = /^(Primitives|Data)\//.test(title);
  const isGallery = meta.type === 'meta' && (meta.preparedMeta.tags ?? []).includes('gallery');
  // The do and don't pairs drawn (docs/DoDont.tsx): shown under the guide's words, not among the stories.
  const pairs = useContext(DocsContext)
    .componentStories()
    .filter((story) => story.parameters?.doDont);
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      {isComponent ? <Controls /> : null}
      {guide ? (
        <GuideSections
          guide={guide}
          pairs={pairs.map((story) => (
            <Canvas key={story.id} of={story.moduleExport} sourceState="none" />
          ))}
        />
      ) : null}
      {isComponent || isGallery ? <Stories includePrimary={!isGallery} /> : null}
    </>
  );
}
