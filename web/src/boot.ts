/**
 * Runs before any other module of the app is evaluated (start.tsx imports it first): the
 * language and the native-app flag must be known when the stores are created.
 */
import { captureRequestOs } from './lib/bridge/bridge';
import { initI18n } from './lib/i18n/i18n';

captureRequestOs();
initI18n();
