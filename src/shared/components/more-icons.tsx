import { icon } from './icons';

/** Icons of pages and dialogs that load on demand: kept out of icons.tsx, which the first screen loads. */

export const ShieldIcon = icon(<path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />, 'ShieldIcon');
export const MessageIcon = icon(<path d="M4 5h16v11H9l-5 4z" />, 'MessageIcon');
export const MegaphoneIcon = icon(<path d="M3 10v4h3l8 5V5L6 10zM18 9a4 4 0 0 1 0 6" />, 'MegaphoneIcon');
export const HelpIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
  </>,
  'HelpIcon',
);
