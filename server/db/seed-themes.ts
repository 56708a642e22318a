import type { Theme } from '../../src/protocol/api';
import { DEFAULT_THEME as DEFAULT_THEME_DEFINITION } from '../../src/domain/settings-options';

/**
 * The default theme (orange primary, agent-desktop §3) the server seeds: the same theme the
 * client falls back to when the theme list cannot be loaded, defined once in the domain.
 */
export const DEFAULT_THEME: Theme = DEFAULT_THEME_DEFINITION;
