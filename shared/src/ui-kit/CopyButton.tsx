// Copies a value and says so (toast + the button's own label for a moment).
import { useEffect, useState } from 'react';
import { Button, toast, useT, type ButtonProps } from '@portal/shared';
import { copyText } from '@portal/shared/ui-kit';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'value'> {
  value: string;
  /** Accessible name, e.g. "Copy subscription link". */
  label: string;
}

export function CopyButton({ value, label, variant = 'secondary', size = 'sm', ...rest }: CopyButtonProps) {
  const { t } = useT('services');
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
      toast({ tone: 'success', title: t('common.copied') });
    } catch {
      toast({ tone: 'error', title: t('common.copyFailed') });
    }
  }

  return (
    <Button variant={variant} size={size} aria-label={label} onClick={() => void copy()} {...rest}>
      {copied ? t('common.copiedShort') : t('common.copy')}
    </Button>
  );
}
