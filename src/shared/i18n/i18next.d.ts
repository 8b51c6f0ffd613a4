import type en from '../../../locales/EN.json';

// English is the source locale: keys are checked against it at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
