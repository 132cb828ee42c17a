import { lazy } from 'react';
import { useUiTranslation } from '../../i18n';
import { IconButton } from '../../primitives/IconButton/IconButton';
import type { SchemePreference, ThemeName } from '../../theme/palettes';
import { OnceOpened, useOpenState } from '../deferred';
import type { LayoutName } from '../Layout/layouts';
import * as shell from '../shell.css';

export interface SettingsDrawerProps {
  /** Open state, when the parent keeps it; otherwise the drawer keeps its own. */
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  theme: ThemeName;
  scheme: SchemePreference;
  layout: LayoutName;
  onThemeChange: (theme: ThemeName) => void;
  onSchemeChange: (scheme: SchemePreference) => void;
  onLayoutChange: (layout: LayoutName) => void;
  /** Its own cog button; off when the drawer is opened from elsewhere (the user menu, a `SettingsButton`). */
  withTrigger?: boolean;
}

/** The drawer's code loads when it is first opened, or ahead when its button is pointed at or focused. */
const loadView = () => import('./SettingsDrawerView');
const SettingsDrawerView = lazy(loadView);

/** The cog that opens the settings drawer. */
export function SettingsButton({ onPress }: { onPress: () => void }) {
  const { t } = useUiTranslation();
  return (
    <IconButton
      className={shell.topBarButton}
      icon="heroicons_outline:cog-8-tooth"
      label={t('shell.settings.open')}
      onPress={onPress}
      onHoverStart={() => void loadView()}
      onFocus={() => void loadView()}
    />
  );
}

/** Theme (six), scheme (light, dark, auto) and layout (eleven), applied as soon as they are chosen. */
export function SettingsDrawer({ isOpen, onOpenChange, withTrigger = true, ...settings }: SettingsDrawerProps) {
  const [open, setOpen] = useOpenState(isOpen, onOpenChange);
  return (
    <>
      {withTrigger ? <SettingsButton onPress={() => setOpen(true)} /> : null}
      <OnceOpened isOpen={open}>
        <SettingsDrawerView {...settings} isOpen={open} onOpenChange={setOpen} />
      </OnceOpened>
    </>
  );
}
