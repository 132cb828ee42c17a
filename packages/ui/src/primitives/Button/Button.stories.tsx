import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';
import { vars } from '../../theme/contract.css';
import { notCaptured, inTurkish } from '../../testing/modes';
import { DoDont } from '../../docs/DoDont';
import { IconButton } from '../IconButton/IconButton';
import { bothExamplesRender } from '../../testing/doDont';
import { t, holding } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Book parcel', onPress: fn() },
  decorators: sampleCopy({ children: 'samples.button.book' }),
  argTypes: {
    variant: { control: 'select', options: buttonVariants, table: { type: { summary: buttonVariants.join(' | ') } } },
    size: { control: 'inline-radio', options: buttonSizes, table: { type: { summary: buttonSizes.join(' | ') } } },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button as it opens: its label and role, nothing pressed or focused. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('samples.button.book') })).toBeEnabled();
  },
};

/** Pressed by pointer, Enter and Space; the focus ring shows when it is reached by keyboard. */
export const PressAndFocus: Story = {
  name: 'Press and focus',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: t('samples.button.book') });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

/** Each variant with an action it is meant for, and what it is for in a word (the docs page says more). */
const variantUse: Record<(typeof buttonVariants)[number], { label: string; use: string }> = {
  primary: { label: 'parcelForm.create', use: 'Primary · the one main action' },
  secondary: { label: 'parcelDetail.printLabel', use: 'Secondary · the actions beside it' },
  ghost: { label: 'common.cancel', use: 'Ghost · quiet, in toolbars and dialogs' },
  danger: { label: 'samples.button.deleteParcel', use: 'Danger · cannot be taken back' },
  link: { label: 'samples.button.viewHistory', use: 'Link · goes somewhere, in text' },
};

const caption = { margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted } as const;
const cell = { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8, margin: 0 } as const;

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {buttonVariants.map((variant) => (
          <figure key={variant} style={cell}>
            <Button {...args} variant={variant}>
              {t(variantUse[variant].label)}
            </Button>
            <figcaption style={caption}>{variantUse[variant].use}</figcaption>
          </figure>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <figure style={cell}>
          <Button {...args} icon="heroicons_outline:plus">
            {t('samples.button.newParcel')}
          </Button>
          <figcaption style={caption}>With a leading icon</figcaption>
        </figure>
        <figure style={cell}>
          <Button {...args} variant="secondary" iconEnd="heroicons_mini:chevron-down">
            {t('samples.button.export')}
          </Button>
          <figcaption style={caption}>Opens a menu</figcaption>
        </figure>
        {buttonSizes.map((size) => (
          <figure key={size} style={cell}>
            <Button {...args} size={size}>
              {t('samples.button.book')}
            </Button>
            <figcaption style={caption}>Size {size}</figcaption>
          </figure>
        ))}
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length + 2 + buttonSizes.length);
    await expect(canvas.getByRole('button', { name: t('samples.button.deleteParcel') })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: t('samples.button.book') });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isPending: true, children: 'Saving' },
  decorators: sampleCopy({ children: 'samples.button.saving' }),
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: holding(t('samples.button.saving')) });
    // Pending keeps the button focusable but ignores presses.
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('data-pending', 'true');
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: { children: 'Print the labels of every selected parcel and mark them ready for pickup' },
  decorators: sampleCopy({ children: 'samples.button.long' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveTextContent(t('samples.button.long'));
  },
};

export const Dark: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { scheme: 'dark' },
  render: Variants.render,
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dataset.scheme).toBe('dark');
    await expect(within(canvasElement).getByRole('button', { name: t('samples.button.deleteParcel') })).toBeVisible();
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: { children: 'Gönderi oluştur', isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Gönderi oluştur/ })).toBeVisible();
  },
};

/** The one main action of a view is the only primary button. */
export const DoDontOnePrimary: StoryObj = {
  name: 'Do and don’t: one primary action',
  render: () => (
    <DoDont
      do={{
        caption: '"Book parcel" as the one primary action of the booking form',
        example: (
          <>
            <Button variant="secondary">{t('samples.button.saveDraft')}</Button>
            <Button>{t('samples.button.book')}</Button>
          </>
        ),
      }}
      dont={{
        caption: 'Two primary buttons side by side: which one is the task?',
        example: (
          <>
            <Button>{t('samples.button.saveDraft')}</Button>
            <Button>{t('samples.button.book')}</Button>
          </>
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(good.getAllByRole('button').filter((b) => b.dataset.variant === 'primary')).toHaveLength(1);
    await expect(bad.getAllByRole('button').filter((b) => b.dataset.variant === 'primary')).toHaveLength(2);
  },
};

/** A running action shows it is busy, in its place. */
export const DoDontPending: StoryObj = {
  name: 'Do and don’t: busy, not disabled',
  render: () => (
    <DoDont
      do={{
        caption: '`isPending` while the booking is sent',
        example: <Button isPending>{t('samples.button.book')}</Button>,
      }}
      dont={{
        caption: 'Disable the button and leave the person guessing',
        example: <Button isDisabled>{t('samples.button.book')}</Button>,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(good.getByRole('button', { name: holding(t('samples.button.book')) })).toBeVisible();
    await expect(bad.getByRole('button', { name: t('samples.button.book') })).toBeDisabled();
  },
};

/** Danger says what it destroys, and asks first. */
export const DoDontDanger: StoryObj = {
  name: 'Do and don’t: say what is destroyed',
  render: () => (
    <DoDont
      do={{
        caption: '`danger` that names what it deletes ("Delete route…"), and asks before it does',
        example: (
          <Button variant="danger" icon="heroicons_outline:trash">
            {t('samples.button.deleteRoute')}
          </Button>
        ),
      }}
      dont={{
        caption: 'Colour alone to say an action is dangerous: a red "OK" says nothing of what it deletes',
        example: <Button variant="danger">{t('samples.dialog.ok')}</Button>,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(good.getByRole('button', { name: t('samples.button.deleteRoute') })).toBeVisible();
    await expect(bad.getByRole('button', { name: t('samples.dialog.ok') })).toBeVisible();
  },
};

/** A toolbar staff use all day says what each button does. */
export const DoDontIconWithLabel: StoryObj = {
  name: 'Do and don’t: icons with labels',
  render: () => (
    <DoDont
      do={{
        caption: 'An icon with a label in toolbars staff use all day',
        example: (
          <>
            <Button variant="ghost" icon="heroicons_outline:printer">
              {t('parcels.bulk.printLabels')}
            </Button>
            <Button variant="ghost" icon="heroicons_outline:arrow-down-tray">
              {t('parcels.bulk.exportCsv')}
            </Button>
          </>
        ),
      }}
      dont={{
        caption:
          'Icons alone where they are used all day: their names are heard, not seen (where room is short, `IconButton`, which has its `aria-label` and a tooltip)',
        example: (
          <>
            <IconButton icon="heroicons_outline:printer" label={t('parcels.bulk.printLabels')} noTooltip />
            <IconButton icon="heroicons_outline:arrow-down-tray" label={t('parcels.bulk.exportCsv')} noTooltip />
          </>
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(good.getByText(t('parcels.bulk.printLabels'))).toBeVisible();
    await expect(bad.getByRole('button', { name: t('parcels.bulk.printLabels') })).toBeVisible();
    await expect(bad.queryByText(t('parcels.bulk.printLabels'))).toBeNull();
  },
};
