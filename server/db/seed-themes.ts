import type { Theme } from '../../src/protocol/api';
import { DEFAULT_THEME_ID } from '../../src/domain/user-settings';

/**
 * The default theme (orange primary, agent-desktop §3). Each colour is used as text or an
 * icon on `surface`, so every one of them reaches WCAG AA (4.5:1) against its surface;
 * the light primary is a deep orange because the brighter #E8590C reaches only 3.6:1 on white.
 */
export const DEFAULT_THEME: Theme = {
  _id: DEFAULT_THEME_ID,
  name: 'Default',
  light: {
    primary: '#C2410C',
    secondary: '#495057',
    surface: '#FFFFFF',
    info: '#1864AB',
    error: '#C92A2A',
    success: '#287A36',
    warning: '#A05A00',
    accent: '#6741D9',
  },
  dark: {
    primary: '#FF922B',
    secondary: '#ADB5BD',
    surface: '#1A1B1E',
    info: '#74C0FC',
    error: '#FF8787',
    success: '#69DB7C',
    warning: '#FFD43B',
    accent: '#B197FC',
  },
};
