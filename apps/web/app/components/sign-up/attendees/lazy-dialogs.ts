import { lazyDialog } from '../../forms/lazy-dialog';

/**
 * The registrations list's dialogs and drawer, loaded when first opened
 * (components/forms/lazy-dialog.tsx).
 */
export const AttendeeDialog = lazyDialog(
  () => import('./attendee-dialog').then((module) => module.AttendeeDialog),
  (props) => props.open,
);
export const ImportDialog = lazyDialog(
  () => import('./import-dialog').then((module) => module.ImportDialog),
  (props) => props.open,
);
export const ExportDialog = lazyDialog(
  () => import('./export-dialog').then((module) => module.ExportDialog),
  (props) => props.open,
);
export const AttendeeDrawer = lazyDialog(
  () => import('./attendee-drawer').then((module) => module.AttendeeDrawer),
  (props) => props.registration !== null,
);
export const HeldDialog = lazyDialog(
  () => import('./held-dialog').then((module) => module.HeldDialog),
  (props) => props.usage !== null,
);
