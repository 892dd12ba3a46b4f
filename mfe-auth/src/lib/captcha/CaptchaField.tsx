// The Cap captcha of a form: fetches a single-use key, renders <cap-widget> against the key's Cap
// endpoint and reports { captcha_key, tiago2_cap_token } to the form ('' token until solved).
// `renew()` (after a failed submit: the server has spent the key) fetches a new key and resets it.
import { useEffect, useEffectEvent, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, describeError, getPortalConfig, Spinner, Text, useT } from '@portal/shared';
import { AUTH_NS } from '../../i18n';
import { captchaKeyQuery } from './api/captcha-key-query';
import { forgotPasswordCaptchaKeyQuery } from './api/forgot-password-captcha-key-query';
import { applyCapLabels, capEndpoint, createCapElement } from './cap-element';
import { CaptchaFrame, CaptchaLabel, CaptchaPlaceholder, WidgetSlot } from './CaptchaField.styles';
import { useCapWidgetCode } from './use-cap-widget-code';

export type CaptchaPurpose = 'login' | 'register' | 'forgot_password';

export interface CaptchaProofValue {
  captcha_key: string;
  tiago2_cap_token: string;
}

export interface CaptchaHandle {
  /** Fetch a new key and show a fresh widget (the old key is spent or expired). */
  renew(): void;
}

export interface CaptchaFieldProps {
  purpose: CaptchaPurpose;
  onChange(value: CaptchaProofValue): void;
  /** Translated error shown under the widget (e.g. "complete the human check"). */
  error?: string;
  ref?: Ref<CaptchaHandle>;
}

interface CapSolveEvent extends Event {
  detail?: { token?: string };
}

export function CaptchaField({ purpose, onChange, error, ref }: CaptchaFieldProps) {
  const { t } = useT(AUTH_NS);
  const labelId = useId();
  const errorId = useId();
  const [generation, setGeneration] = useState(0);
  const keyQuery = useQuery<{ captcha_key: string; tiago2_cap_key_id: string }>(
    purpose === 'forgot_password' ? forgotPasswordCaptchaKeyQuery(generation) : captchaKeyQuery(purpose, generation),
  );
  const widgetCode = useCapWidgetCode();
  const slotRef = useRef<HTMLDivElement>(null);
  const elementRef = useRef<HTMLElement | null>(null);
  const report = useEffectEvent((value: CaptchaProofValue) => onChange(value));
  const labelled = useEffectEvent((element: HTMLElement) => applyCapLabels(element, t));

  useImperativeHandle(ref, () => ({ renew: () => setGeneration((value) => value + 1) }), []);

  const captchaKey = keyQuery.data?.captcha_key ?? '';
  const siteKey = keyQuery.data?.tiago2_cap_key_id ?? '';
  const widgetReady = widgetCode.data === true;

  // A new key (or none while loading) always starts unsolved.
  useEffect(() => {
    report({ captcha_key: captchaKey, tiago2_cap_token: '' });
  }, [captchaKey, generation]);

  useEffect(() => {
    const slot = slotRef.current;
    if (!slot || !captchaKey || !siteKey || !widgetReady) return undefined;
    const element = createCapElement(capEndpoint(getPortalConfig().apiBase, siteKey));
    labelled(element);
    const reportToken = (token: string) => report({ captcha_key: captchaKey, tiago2_cap_token: token });
    const onSolve = (event: Event) => reportToken((event as CapSolveEvent).detail?.token ?? '');
    const onUnsolved = () => reportToken('');
    element.addEventListener('solve', onSolve);
    element.addEventListener('reset', onUnsolved);
    element.addEventListener('error', onUnsolved);
    slot.appendChild(element);
    elementRef.current = element;
    return () => {
      element.removeEventListener('solve', onSolve);
      element.removeEventListener('reset', onUnsolved);
      element.removeEventListener('error', onUnsolved);
      // Disconnecting stops the widget's workers and timers.
      element.remove();
      elementRef.current = null;
    };
  }, [captchaKey, siteKey, widgetReady]);

  // Switching language relabels the live widget without losing a solved check.
  useEffect(() => {
    if (elementRef.current) applyCapLabels(elementRef.current, t);
  }, [t]);

  const failure = keyQuery.error ?? widgetCode.error;
  const loading = !failure && (!captchaKey || !widgetReady);

  return (
    <CaptchaFrame role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <CaptchaLabel id={labelId}>{t('captcha.label')}</CaptchaLabel>
      {failure ? (
        <CaptchaPlaceholder $tone="error">
          <Text as="span" size="sm" tone="error">
            {t('captcha.loadFailed')} {describeError(failure)}
          </Text>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              if (widgetCode.error) void widgetCode.refetch();
              if (keyQuery.error) setGeneration((value) => value + 1);
            }}
          >
            {t('captcha.retry')}
          </Button>
        </CaptchaPlaceholder>
      ) : null}
      {loading ? (
        <CaptchaPlaceholder>
          <Spinner size="sm" decorative />
          <Text as="span" size="sm" tone="muted" role="status">
            {t('captcha.loading')}
          </Text>
        </CaptchaPlaceholder>
      ) : null}
      <WidgetSlot ref={slotRef} hidden={loading || Boolean(failure)} $invalid={Boolean(error)} />
      {error ? (
        <Text id={errorId} size="xs" tone="error">
          {error}
        </Text>
      ) : null}
    </CaptchaFrame>
  );
}
