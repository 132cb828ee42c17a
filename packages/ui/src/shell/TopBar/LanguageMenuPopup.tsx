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
  /** Open state, kept by LanguageMenu (which opens it once shown, after a press on its stand-in). */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Takes the focus (its stand-in had it). */
  autoFocus?: boolean;
}

/** The menu itself, with its popover and tooltip code: loaded by LanguageMenu when first wanted. */
export default function LanguageMenuPopup({
  language,
  label,
  onChange,
  isOpen,
  onOpenChange,
  autoFocus,
}: LanguageMenuPopupProps) {
  const { t } = useUiTranslation();
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
