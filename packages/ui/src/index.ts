// Theme and foundations
export { vars } from './theme/contract.css';
export { themeClasses } from './theme/themes.css';
export {
  themeNames,
  schemes,
  schemePreferences,
  scales,
  type ThemeName,
  type Scheme,
  type SchemePreference,
} from './theme/palettes';
export { breakpoints, mediaUp, mediaDown, type Breakpoint } from './theme/breakpoints';
export { sprinkles, type Sprinkles } from './theme/sprinkles.css';
export { Box, type BoxProps } from './theme/Box';
export {
  ThemeProvider,
  useTheme,
  useSystemScheme,
  type ThemeProviderProps,
  type ThemeState,
} from './theme/ThemeProvider';
export { UiProvider, localeOf, type UiProviderProps } from './UiProvider';
export {
  uiNamespace,
  uiResources,
  loadAppsStrings,
  addAppsStrings,
  languages,
  useUiTranslation,
  type Language,
} from './i18n';

// Icons
export { Icon, type IconProps } from './icons/Icon';
export {
  iconNamespaces,
  loadIcons,
  loadIconSet,
  parseIconName,
  type IconNamespace,
  type IconSet,
} from './icons/iconRegistry';

// Primitives
export * from './primitives/Button/Button';
export * from './primitives/IconButton/IconButton';
export * from './primitives/Link/Link';
export * from './primitives/TextField/TextField';
export * from './primitives/TextArea/TextArea';
export * from './primitives/Select/Select';
export * from './primitives/NativeSelect/NativeSelect';
export * from './primitives/ComboBox/ComboBox';
export * from './primitives/Checkbox/Checkbox';
export * from './primitives/Radio/Radio';
export * from './primitives/Switch/Switch';
export * from './primitives/DateField/DateField';
export * from './primitives/FormField/FormField';
export * from './primitives/Menu/Menu';
export * from './primitives/Popover/Popover';
export * from './primitives/Dialog/Dialog';
export * from './primitives/ConfirmationDialog/ConfirmationDialog';
export * from './primitives/Drawer/Drawer';
export * from './primitives/Tooltip/Tooltip';
export * from './primitives/Badge/Badge';
export * from './primitives/Avatar/Avatar';
export * from './primitives/Card/Card';
export * from './primitives/Tabs/Tabs';
export * from './primitives/Toast/Toast';
export * from './primitives/ProgressBar/ProgressBar';
export * from './primitives/Spinner/Spinner';
export * from './primitives/Skeleton/Skeleton';
export * from './primitives/EmptyState/EmptyState';
export * from './primitives/Timeline/Timeline';
export * from './primitives/StatCard/StatCard';
export type { OptionItem } from './primitives/shared/Option';

// Data
export * from './data/DataTable/DataTable';
export * from './data/Pagination/Pagination';
export * from './data/Highlighted/Highlighted';

// Shell
export * from './shell/DemoBanner/DemoBanner';
export * from './shell/Layout/Layout';
export * from './shell/Layout/EmptyLayout';
export * from './shell/Layout/Logo';
export * from './shell/Layout/layouts';
export { useMedia } from './shell/Layout/useMedia';
export * from './shell/RouteAnnouncer/RouteAnnouncer';
export * from './shell/Navigation/Navigation';
export * from './shell/TopBar/FullscreenToggle';
export * from './shell/TopBar/LanguageMenu';
export * from './shell/TopBar/Flag';
export * from './shell/UserMenu/UserMenu';
export * from './shell/FeedPanel/FeedPanel';
export * from './shell/ShortcutsPanel/ShortcutsPanel';
export * from './shell/Search/Search';
export * from './shell/QuickChat/QuickChat';
export * from './shell/SettingsDrawer/SettingsDrawer';
export * from './shell/LoadingBar/LoadingBar';
export * from './shell/LoadingBar/loadingTracker';
export * from './shell/auth/AuthForms';
export * from './shell/auth/Setup';
export { AuthPage, Alert } from './shell/auth/AuthPage';
export { SafeHtml, sanitizeHtml } from './shell/SafeHtml';
export * from './courier/ParcelStatusBadge';
export * from './courier/StatusBadges';
export * from './courier/Tracking/TrackingView';
export * from './courier/StatusPage/StatusPage';
export * from './courier/format';
export * from './courier/Parcels/ParcelList';
export * from './primitives/SignaturePad/SignaturePad';
export * from './courier/Parcels/ParcelDetail';
export * from './courier/Scan/ScanFields';
export * from './courier/Scan/ParcelActionDialog';
export { sweepStaleAnnouncements } from './primitives/shared/liveAnnouncer';
export * from './courier/Labels/LabelSheet';
export * from './primitives/NumberField/NumberField';
export * from './courier/Parcels/ParcelForm';
export * from './courier/Parcels/BookingImport';
export * from './courier/Scan/ScanStation';
export * from './courier/Round/DeliveryRound';
export * from './courier/Scan/feedback';
export * from './courier/Parcels/ParcelHistory';
export * from './forms/useSchemaForm';
export * from './records/Facts';
export * from './records/FilterSelect';
export * from './records/RecordBulkActions';
export * from './records/RecordForm';
export * from './records/RecordList';
export * from './records/CsvImport';
export * from './records/RecordMap';
export * from './records/RecordPage';
export * from './courier/MasterData/shared';
export * from './courier/MasterData/Offices';
export * from './courier/MasterData/Customers';
export * from './courier/MasterData/CustomerApiKeys';
export * from './courier/MasterData/CustomerWebhooks';
export * from './courier/MasterData/CustomerImport';
export * from './courier/MasterData/Routes';
export * from './courier/MasterData/Drivers';
export * from './courier/MasterData/Trucks';
export * from './courier/Staff/StaffAccounts';
export * from './courier/Staff/AuditLog';
export * from './courier/Staff/CompanyProfileForm';
export * from './courier/Account/MyAccount';
export * from './courier/Trips/Trips';
export * from './courier/Trips/TripPlanner';
export * from './courier/Trips/TripDetail';
export * from './courier/Trips/ManifestSheet';
export * from './courier/Live/LiveMap';
export * from './courier/Live/LiveTracking';
export * from './courier/Complaints/Complaints';
export * from './courier/Complaints/ComplaintDetail';
export * from './courier/Dashboard/Dashboard';
export * from './courier/Reports/Reports';
export * from './apps/Tasks/Tasks';
export * from './apps/Tasks/TaskForm';
export * from './apps/Tasks/AssignedTasks';
export * from './apps/Activities/Activities';
export * from './apps/HelpCenter/HelpCenter';
export * from './apps/Docs/Docs';
export * from './apps/Chat/Chat';
export * from './icons/IconCatalogue';
export * from './apps/FileManager/FileManager';
export * from './apps/Academy/Academy';
export * from './apps/Dashboards/Dashboards';
export * from './apps/Contacts/Contacts';
export * from './apps/Inventory/Inventory';
export * from './apps/Scrumboard/Scrumboard';
export * from './apps/Notes/Notes';
export * from './apps/Mailbox/Mailbox';
export * from './apps/Mailbox/MailCompose';
export * from './apps/shared/LabelsDialog';
