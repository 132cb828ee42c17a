import { useEffect } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { languages, useUiTranslation, type Language } from '../../i18n';
import { iconButton } from '../../primitives/IconButton/IconButton.css';
import { Menu } from '../../primitives/Menu/Menu';
import { Tooltip } from '../../primitives/Tooltip/Tooltip';
import { Flag, flagOf } from './Flag';

export interface LanguageMenuPopupProps {
  language: Language;
  /** The button's name ("Language: English"). */
  label: string;
  onChange: (language: Language) => void;
  /** Open state, kept by LanguageMenu. */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Takes the focus (its stand-in had it). */
  autoFocus?: boolean;
}

/** The menu itself, with its popover and tooltip code: loaded by LanguageMenu when first wanted. */
export default function LanguageMenuPopup({ language, label, onChange, isOpen, onOpenChange, autoFocus }: LanguageMenuPopupProps) {
  const { t } = useUiTranslation();
  // It shows because its stand-in was pressed: it opens once shown, after its button's own effects
  // (children run first, so after the autoFocus), so that closing returns the focus to this button
  // (opened in the same render, the menu would return it to the stand-in, gone by then).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when shown
  useEffect(() => onOpenChange(true), []);
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
