import type { TFormDialogProps } from './form-dialog-body';
import { lazyDialog } from './lazy-dialog';

const Body = lazyDialog(
  () => import('./form-dialog-body').then((module) => module.FormDialogBody),
  (props: TFormDialogProps<object>) => props.open,
);

/**
 * A form in a dialog (add a member, reject with a reason, edit a site item); it starts fresh each
 * time. Its Modal and Form load when one first opens: most pages that offer one show a list, and
 * the dialog is a click away (issue 45).
 */
export function FormDialog<T extends object>(props: TFormDialogProps<T>) {
  return <Body {...(props as TFormDialogProps<object>)} />;
}
