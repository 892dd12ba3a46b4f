// Copies a value and says so (a toast, and the button's own label for a moment). The accessible name
// says what is copied ("Copy subscription link"); the visible text is the kit's "Copy".
import { useEffect, useState } from 'react';
import { Button, toast, useT, type ButtonProps } from '@portal/shared';
import { copyText } from './copy-text';
import { UI_KIT_NS } from './strings';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'value'> {
  value: string;
  /** Accessible name, e.g. "Copy subscription link". */
  label: string;
}

export function CopyButton({ value, label, variant = 'secondary', size = 'sm', ...rest }: CopyButtonProps) {
  const { t } = useT(UI_KIT_NS);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await copyText(value);
      setCopied(true);
      toast({ tone: 'success', title: t('copiedToast') });
    } catch {
      toast({ tone: 'error', title: t('copyFailed') });
    }
  }

  return (
    <Button variant={variant} size={size} aria-label={label} onClick={() => void copy()} {...rest}>
      {copied ? t('copied') : t('copy')}
    </Button>
  );
}
