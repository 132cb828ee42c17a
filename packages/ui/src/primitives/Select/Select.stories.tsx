import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';
import { settled } from '../../testing/motion';
import { afterShowcase, notCaptured, inTurkish, shownOpen } from '../../testing/modes';
import { DoDont, Sketch } from '../../docs/DoDont';
import { bothExamplesRender } from '../../testing/doDont';

const services = [
  { id: 'economy', label: 'Economy', description: '3–5 working days' },
  { id: 'standard', label: 'Standard', description: '1–2 working days' },
  { id: 'express', label: 'Express', description: 'Next working day by 12:00' },
  { id: 'same_day', label: 'Same day', description: 'Within the same city', isDisabled: true },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Service', items: services, placeholder: 'Choose a service', onChange: fn() },
  // As wide as a form's field (a do and don't pair takes the page's width, parameters.doDont), and
  // no taller than the field: a story whose list is open makes room for it (withListRoom).
  decorators: [
    (Story, { parameters }) => (parameters.doDont ? Story() : <div style={{ maxWidth: 320 }}>{Story()}</div>),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Room below the field for its open list (four options with their descriptions). */
const withListRoom: Story['decorators'] = [(Story) => <div style={{ minHeight: '20rem' }}>{Story()}</div>];

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Service/ })).toHaveTextContent('Choose a service');
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
    await expect(within(listbox).getByRole('option', { name: /Same day/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A click opens the list, a click on an option chooses it and closes the list. */
export const ChooseAnOption: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Service/ });
    await userEvent.click(trigger);
    const listbox = await settled(within(document.body).findByRole('listbox'));
    await userEvent.click(within(listbox).getByRole('option', { name: /Express/ }));
    await expect(args.onChange).toHaveBeenCalledWith('express');
    await waitFor(() => expect(trigger).toHaveTextContent('Express'));
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
  }),
};

export const Keyboard: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Service/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const option = await settled(within(document.body).findByRole('option', { name: /Economy/ }));
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
    await expect(canvas.getByRole('button', { name: /Service/ })).toHaveTextContent('Standard');
  },
};

/** The trigger says it is invalid and names the error, as a text field does. */
export const Error: Story = {
  args: { errorMessage: 'Pick the service the customer paid for', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pick the service the customer paid for')).toBeVisible();
    const trigger = canvas.getByRole('button', { name: /Service/ });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription(/Pick the service the customer paid for/);
  },
};

/** Required, left empty and never judged by the app: no browser message appears of its own accord. */
export const RequiredUntouched: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Service/ });
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
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { value: 'standard' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Service/ });
    await expect(trigger).toHaveTextContent('Standard');
    await userEvent.click(trigger);
    const listbox = await settled(within(document.body).findByRole('listbox'));
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await expect(within(listbox).getByRole('option', { name: /Standard/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: /Express/ }));
    await expect(args.onChange).toHaveBeenCalledWith('express');
  },
};

/** The same by keyboard: focused, the closed field picks by the letters typed, from the whole list. */
export const HeldByThePageTyped: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { value: 'standard' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Service/ })).toHaveFocus();
    await userEvent.keyboard('ex');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('express'));
    await expect(within(document.body).queryByRole('listbox')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'express' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Service/ })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { items: [], placeholder: 'No services for this route' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Service/ })).toHaveTextContent('No services for this route');
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
  globals: { scheme: 'dark' },
  decorators: withListRoom,
  args: { defaultValue: 'express' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Service/ }));
    const selected = await settled(within(document.body).findByRole('option', { name: /Express/ }));
    await expect(selected).toHaveAttribute('aria-selected', 'true');
  },
};

/** A drawing of an open list's options, in the order given. */
const optionsSketch = (labels: string[]) => (
  <Sketch title="Service">
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
        example: optionsSketch(['Economy', 'Standard', 'Express', 'Same day']),
      }}
      dont={{
        caption: 'Alphabetical order that splits related options',
        example: optionsSketch(['Economy', 'Express', 'Same day', 'Standard']),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(good.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Economy',
      'Standard',
      'Express',
      'Same day',
    ]);
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
        example: <Select label="Office" items={[]} placeholder="Loading…" isDisabled />,
      }}
      dont={{
        caption: 'Open an empty list',
        example: <Select label="Office" items={[]} placeholder="Choose an office" />,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(good.getByRole('button', { name: /Office/ })).toHaveTextContent('Loading…');
    await expect(good.getByRole('button', { name: /Office/ })).toBeDisabled();
    await expect(bad.getByRole('button', { name: /Office/ })).toBeEnabled();
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
        example: <Select label="Service" items={services} placeholder="Choose a service" isRequired />,
      }}
      dont={{
        caption: 'Show an error as soon as the list closes',
        example: (
          <Select
            label="Service"
            items={services}
            placeholder="Choose a service"
            isRequired
            errorMessage="Choose a service"
          />
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(
      good.queryByText('Choose a service', { selector: '[slot="errorMessage"], [role="alert"]' }),
    ).toBeNull();
    await expect(bad.getAllByText('Choose a service').length).toBeGreaterThan(1);
  },
};
