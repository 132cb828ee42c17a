import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useUiTranslation, type Language } from '../../i18n';
import { LanguageMenu } from './LanguageMenu';
import { settled } from '../../testing/motion';
import { afterShowcase, inTurkish, notCaptured } from '../../testing/modes';
import { storyLanguage, t } from '../../testing/t';

/** The menu with the language kept in state, as the app keeps it in i18next: it opens on the language shown. */
function Live({ onChange, initial }: { onChange: (language: Language) => void; initial?: Language }) {
  const { i18n } = useUiTranslation();
  const [language, setLanguage] = useState<Language>(initial ?? (i18n.language === 'tr' ? 'tr' : 'en'));
  return (
    <LanguageMenu
      language={language}
      onChange={(next) => {
        setLanguage(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Shell/TopBar/LanguageMenu',
  tags: ['autodocs'],
  component: Live,
  args: { onChange: fn() },
} satisfies Meta<typeof Live>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
/** The language the story opens on and the other one. */
const current = () => storyLanguage();
const other = (): Language => (storyLanguage() === 'en' ? 'tr' : 'en');
/** The button's (and its menu's) name with a language chosen. */
const named = (language: Language) => `${t('shell.language')}: ${t(`shell.languages.${language}`)}`;

/** The top bar's button: the current language's flag, named for the language. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: named(current()) }).querySelector('svg')).toBeInTheDocument();
  },
};

/** English and Turkish, each with its flag; the current one is checked, another one chosen is kept. */
export const SwitchLanguage: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: named(current()) });
    await userEvent.click(trigger);
    const menu = await settled(body().findByRole('menu', { name: named(current()) }));
    await expect(within(menu).getByRole('menuitemradio', { name: t(`shell.languages.${current()}`) })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: t(`shell.languages.${other()}`) }));
    await expect(args.onChange).toHaveBeenCalledWith(other());
    await expect(canvas.getByRole('button', { name: named(other()) })).toBeInTheDocument();
  }),
  name: 'Switch language',
};

export const ByKeyboard: Story = {
  name: 'By keyboard',
  tags: ['interaction'],
  parameters: notCaptured(),
  // English first: the arrow goes down from it to Türkçe.
  args: { initial: 'en' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: named('en') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await settled(body().findByRole('menu'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('tr');
  },
};

/** The first opening swaps in the menu's code; closing it still returns the focus to the button. */
export const FocusComesBack: Story = {
  name: 'Focus comes back',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await settled(body().findByRole('menu', { name: named(current()) }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: named(current()) })).toHaveFocus());
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: { initial: 'tr' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dil: Türkçe' }));
    await expect(await settled(body().findByRole('menuitemradio', { name: 'Türkçe' }))).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};
