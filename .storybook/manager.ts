import { addons } from 'storybook/manager-api';
import { courierTheme } from './theme';

addons.setConfig({ theme: courierTheme });
