import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';
import { settled } from '../../testing/motion';
import { afterShowcase, notCaptured, inTurkish, shownOpen } from '../../testing/modes';
import { DoDont, Sketch } from '../../docs/DoDont';
import { bothExamplesRender } from '../../testing/doDont';
import { t, holding } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

const services = [
  { id: 'economy', label: 'Economy', description: '3–5 working days' },
  { id: 'standard', label: 'Standard', description: '1–2 working days' },
  { id: 'express', label: 'Express', description: 'Next working day by 12:00' },
  { id: 'same_day', label: 'Same day', description: 'Within the same city', isDisabled: true },
];
/** The services as a Turkish reader sees them under Türkçe. */
const servicesInLanguage = (items: typeof services) =>
  items === services
    ? services.map((service) => ({
        ...service,
        label: t(`parcel.service.${service.id}`),
        description: t(`samples.select.${service.id}`),
      }))
    : items;

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Service', items: services, placeholder: 'Choose a service', onChange: fn() },
  // As wide as a form's field (a do and don't pair takes the page's width, parameters.doDont), and
  // no taller than the field: a story whose list is open makes room for it (withListRoom).
  decorators: [
    (Story, { parameters }) => (parameters.doDont ? Story() : <div style={{ maxWidth: 320 }}>{Story()}</div>),
    sampleCopy({
      label: 'tracking.service',
      placeholder: 'samples.select.placeholder',
      errorMessage: 'samples.select.error',
      items: servicesInLanguage,
    }),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Room below the field for its open list (four options with their descriptions). */
const withListRoom: Story['decorators'] = [(Story) => <div style={{ minHeight: '20rem' }}>{Story()}</div>];

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: holding(t('tracking.service')) })).toHaveTextContent(
      t('samples.select.placeholder'),
    );
  },
};

/** Open: each service with its description; one the sender cannot have is disabled. */
export const Open: Story = {
  args: { defaultOpen: true },
  decorators: withListRoom,
  parameters: shownOpen('22rem'),
  play: async () => {
    const listbox = await settled(within(document.body).findByRole('listbox'));
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await expect(within(listbox).getByRole('option', { name: holding(t('parcel.service.same_day')) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A click opens the list, a click on an option chooses it and closes the list. */
export const ChooseAnOption: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: holding(t('tracking.service')) });
    await userEvent.click(trigger);
    const listbox = await settled(within(document.body).findByRole('listbox'));
    await userEvent.click(within(listbox).getByRole('option', { name: holding(t('parcel.service.express')) }));
    await expect(args.onChange).toHaveBeenCalledWith('express');
    await waitFor(() => expect(trigger).toHaveTextContent(t('parcel.service.express')));
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
  }),
  name: 'Choose an option',
};

export const Keyboard: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: holding(t('tracking.service')) });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const option = await settled(
      within(document.body).findByRole('option', { name: holding(t('parcel.service.economy')) }),
    );
    await waitFor(() => expect(option).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('standard');
    // Disabled options are skipped.
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
  },
};

export const Selected: Story = {
  args: { defaultValue: 'standard' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: holding(t('tracking.service')) })).toHaveTextContent(
      t('parcel.service.standard'),
    );
  },
};

/** The trigger says it is invalid and names the error, as a text field does. */
export const Error: Story = {
  args: { errorMessage: 'Pick the service the customer paid for', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('samples.select.error'))).toBeVisible();
    const trigger = canvas.getByRole('button', { name: holding(t('tracking.service')) });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription(holding(t('samples.select.error')));
  },
};

/** Required, left empty and never judged by the app: no browser message appears of its own accord. */
export const RequiredUntouched: Story = {
  name: 'Required untouched',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: holding(t('tracking.service')) });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    // The closed list gives the focus back to its button; the user then tabs on.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.tab();
    await expect(trigger).not.toHaveFocus();
    await expect(trigger).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(/select an item/i)).toBeNull();
  },
};

/**
 * Held by the page (value and onChange): until it is first pointed at, focused or opened the field
 * builds only its chosen item (a long list, the dashboard's offices, costs its page's first draw
 * nothing); a click then shows every option.
 */
export const HeldByThePage: Story = {
  name: 'Held by the page',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { value: 'standard' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: holding(t('tracking.service')) });
    await expect(trigger).toHaveTextContent(t('parcel.service.standard'));
    await userEvent.click(trigger);
    const listbox = await settled(within(document.body).findByRole('listbox'));
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await expect(within(listbox).getByRole('option', { name: holding(t('parcel.service.standard')) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(listbox).getByRole('option', { name: holding(t('parcel.service.express')) }));
    await expect(args.onChange).toHaveBeenCalledWith('express');
  },
};

/** The same by keyboard: focused, the closed field picks by the letters typed, from the whole list. */
export const HeldByThePageTyped: Story = {
  name: 'Held by the page typed',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { value: 'standard' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: holding(t('tracking.service')) })).toHaveFocus();
    await userEvent.keyboard(t('parcel.service.express').slice(0, 3));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('express'));
    await expect(within(document.body).queryByRole('listbox')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'express' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: holding(t('tracking.service')) })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { items: [], placeholder: 'No services for this route' },
  decorators: sampleCopy({ placeholder: 'samples.select.empty' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: holding(t('tracking.service')) })).toHaveTextContent(
      t('samples.select.empty'),
    );
  },
};

export const Dark: Story = {
  ...Default,
  tags: ['interaction'],
  parameters: notCaptured(Default.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: {
    label: 'Hizmet',
    placeholder: 'Hizmet seçin',
    items: [
      { id: 'economy', label: 'Ekonomi' },
      { id: 'express', label: 'Ekspres' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Hizmet/ })).toHaveTextContent('Hizmet seçin');
  },
};

/** The open list in dark, with a selected entry: its colours are checked by axe. */
export const OpenDark: Story = {
  name: 'Open dark',
  globals: { scheme: 'dark' },
  decorators: withListRoom,
  args: { defaultValue: 'express' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: holding(t('tracking.service')) }));
    const selected = await settled(
      within(document.body).findByRole('option', { name: holding(t('parcel.service.express')) }),
    );
    await expect(selected).toHaveAttribute('aria-selected', 'true');
  },
};

/** A drawing of an open list's options, in the order given. */
const optionsSketch = (labels: string[]) => (
  <Sketch title={t('tracking.service')}>
    <ol style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
      {labels.map((label) => (
        <li key={label}>{label}</li>
      ))}
    </ol>
  </Sketch>
);

/** Options in the order staff think of them. */
export const DoDontOrder: StoryObj = {
  name: 'Do and don’t: the order staff think in',
  parameters: { doDont: true },
  render: () => (
    <DoDont
      do={{
        caption: 'Options in the order staff think of them (Economy, Standard, Express, Same day)',
        example: optionsSketch(['economy', 'standard', 'express', 'same_day'].map((id) => t(`parcel.service.${id}`))),
      }}
      dont={{
        caption: 'Alphabetical order that splits related options',
        example: optionsSketch(['economy', 'express', 'same_day', 'standard'].map((id) => t(`parcel.service.${id}`))),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(good.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      ['economy', 'standard', 'express', 'same_day'].map((id) => t(`parcel.service.${id}`)),
    );
    await expect(bad.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** While the options load, the select says so. */
export const DoDontLoading: StoryObj = {
  name: 'Do and don’t: say it is loading',
  parameters: { doDont: true },
  render: () => (
    <DoDont
      do={{
        caption: 'Say "Loading…" on the button and disable it while the options load',
        example: <Select label={t('scan.fields.office')} items={[]} placeholder={t('common.loading')} isDisabled />,
      }}
      dont={{
        caption: 'Open an empty list',
        example: <Select label={t('scan.fields.office')} items={[]} placeholder={t('samples.select.office')} />,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(good.getByRole('button', { name: holding(t('scan.fields.office')) })).toHaveTextContent(
      t('common.loading'),
    );
    await expect(good.getByRole('button', { name: holding(t('scan.fields.office')) })).toBeDisabled();
    await expect(bad.getByRole('button', { name: holding(t('scan.fields.office')) })).toBeEnabled();
  },
};

/** A required select never touched stays calm until the form is sent. */
export const DoDontCalm: StoryObj = {
  name: 'Do and don’t: calm until sent',
  parameters: { doDont: true },
  render: () => (
    <DoDont
      do={{
        caption: 'A required select that was never touched stays calm until the form is sent',
        example: (
          <Select
            label={t('tracking.service')}
            items={servicesInLanguage(services)}
            placeholder={t('samples.select.placeholder')}
            isRequired
          />
        ),
      }}
      dont={{
        caption: 'Show an error as soon as the list closes',
        example: (
          <Select
            label={t('tracking.service')}
            items={servicesInLanguage(services)}
            placeholder={t('samples.select.placeholder')}
            isRequired
            errorMessage={t('samples.select.placeholder')}
          />
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(
      good.queryByText(t('samples.select.placeholder'), { selector: '[slot="errorMessage"], [role="alert"]' }),
    ).toBeNull();
    await expect(bad.getAllByText(t('samples.select.placeholder')).length).toBeGreaterThan(1);
  },
};
