// A modal dialog (Radix): focus trapped, Escape closes, title and description announced, focus
// returned on close. The Radix dialog stack (focus scope, scroll lock, aria-hidden) loads on first
// open, so pages without a dialog (sign-in) do not pay for it in the shared chunk every page loads.
import { cloneElement, lazy, Suspense, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';

interface TriggerProps {
  onClick?(event: MouseEvent<HTMLElement>): void;
}

export interface DialogProps {
  title: ReactNode;
  description?: ReactNode;
  /** Controlled open state; leave undefined to let the trigger open it. */
  open?: boolean;
  onOpenChange?(open: boolean): void;
  /** A button that opens the dialog. */
  trigger?: ReactElement<TriggerProps>;
  children?: ReactNode;
  footer?: ReactNode;
}

const ModalDialog = lazy(() => import('./ModalDialog'));

export function Dialog({ trigger, open: controlledOpen, onOpenChange, ...content }: DialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;

  function setOpen(next: boolean) {
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  }

  return (
    <>
      {trigger
        ? cloneElement(trigger, {
            'aria-haspopup': 'dialog',
            'aria-expanded': open,
            onClick(event: MouseEvent<HTMLElement>) {
              trigger.props.onClick?.(event);
              if (!event.defaultPrevented) setOpen(true);
            },
          } as TriggerProps)
        : null}
      {open ? (
        <Suspense fallback={null}>
          <ModalDialog {...content} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
