import { useEffect } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { languages, useUiTranslation, type Language } from '../../i18n';
import { iconButton } from '../../primitives/IconButton/IconButton.css';
import { Menu } from '../../primitives/Menu/Menu';
import { Tooltip } from '../../primitives/Tooltip/Tooltip';
import { Flag, flagOf } from './Flag';

export interface LanguageMenuPopupProps {
  language: Language;
  onChange: (language: Language) => void;
  /** Open state, kept by LanguageMenu (its stand-in button may have been pressed while this code loaded). */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Takes the focus (its stand-in had it). */
  autoFocus?: boolean;
  /**
   * Called once it has shown, with its button focused: a menu opened then returns the focus to
   * that button when it closes (opened in the same render, it would return it to the stand-in).
   */
  onShown?: () => void;
}

/** The menu itself, with its popover and tooltip code: loaded by LanguageMenu when first wanted. */
export default function LanguageMenuPopup({ language, onChange, isOpen, onOpenChange, autoFocus, onShown }: LanguageMenuPopupProps) {
  const { t } = useUiTranslation();
  // Runs after the button's own effects (children first), so after its autoFocus.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when shown
  useEffect(() => onShown?.(), []);
  const label = `${t('shell.language')}: ${t(`shell.languages.${language}`)}`;
  return (
    <Menu
      selectedId={language}
      onAction={(id) => onChange(id as Language)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      trigger={
        <Tooltip content={label}>
          <AriaButton aria-label={label} className={iconButton({ size: 'md' })} autoFocus={autoFocus}>
            <Flag country={flagOf[language]} />
          </AriaButton>
        </Tooltip>
      }
      items={languages.map((lang) => ({ id: lang, label: t(`shell.languages.${lang}`) }))}
    />
  );
}
