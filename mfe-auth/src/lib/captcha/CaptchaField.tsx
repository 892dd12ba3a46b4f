// The Cap captcha of a form. Nothing of it loads with the page: at the visitor's first interaction
// with the form (or its submission) it fetches a single-use key, loads the widget's code, renders
// <cap-widget> against the key's Cap endpoint and reports { captcha_key, tiago2_cap_token } to the
// form ('' token until solved). `renew()` (after a failed submit: the server has spent the key)
// fetches a new key and shows a fresh widget, solved at once without the visitor when asked to.
// `solved()` lets a submit wait for a check that is still running.
import { useEffect, useEffectEvent, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Button, describeError, getPortalConfig, Spinner, Text, useT } from '@portal/shared';
import { AUTH_NS } from '../../i18n';
import { applyCapLabels, capEndpoint, createCapElement } from './cap-element';
import { CaptchaFrame, CaptchaLabel, CaptchaPlaceholder, WidgetSlot } from './CaptchaField.styles';
import { NO_CAPTCHA_PROOF, type CaptchaHandle, type CaptchaProofValue, type CaptchaPurpose } from './captcha-types';
import { useCapWidgetCode } from './use-cap-widget-code';
import { useCaptchaKey } from './use-captcha-key';
import { useFormIntent } from './use-form-intent';

export type { CaptchaHandle, CaptchaProofValue } from './captcha-types';

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

/** The widget's own method: runs the proof of work as a click on it would. */
interface CapElement extends HTMLElement {
  solve?(): Promise<unknown>;
}

export function CaptchaField({ purpose, onChange, error, ref }: CaptchaFieldProps) {
  const { t } = useT(AUTH_NS);
  const labelId = useId();
  const errorId = useId();
  const [started, intentAnchor] = useFormIntent();
  const [generation, setGeneration] = useState(0);
  const key = useCaptchaKey(purpose, generation, started);
  const widgetCode = useCapWidgetCode(started);
  const slotRef = useRef<HTMLDivElement>(null);
  const elementRef = useRef<HTMLElement | null>(null);
  const proof = useRef<CaptchaProofValue>(NO_CAPTCHA_PROOF);
  /** A check is running (or will, once the new widget is there): solved() waits for it. */
  const solving = useRef(false);
  const solveOnMount = useRef(false);
  const waiters = useRef<((value: CaptchaProofValue | null) => void)[]>([]);
  const settle = (value: CaptchaProofValue | null) => {
    solving.current = false;
    for (const resolve of waiters.current.splice(0)) resolve(value);
  };
  const report = useEffectEvent((value: CaptchaProofValue) => {
    proof.current = value;
    onChange(value);
    if (value.tiago2_cap_token) settle(value);
  });
  const labelled = useEffectEvent((element: HTMLElement) => applyCapLabels(element, t));

  useImperativeHandle(
    ref,
    () => ({
      renew: (options) => {
        solveOnMount.current = options?.solve === true;
        solving.current = solveOnMount.current;
        setGeneration((value) => value + 1);
      },
      solved: () =>
        new Promise<CaptchaProofValue | null>((resolve) => {
          if (proof.current.tiago2_cap_token) resolve(proof.current);
          else if (solving.current) waiters.current.push(resolve);
          else resolve(null);
        }),
    }),
    [],
  );

  const captchaKey = key.status === 'ready' ? key.key.captcha_key : '';
  const siteKey = key.status === 'ready' ? key.key.tiago2_cap_key_id : '';
  const widgetReady = widgetCode.status === 'ready';

  // A new key (or none while loading) always starts unsolved.
  useEffect(() => {
    report({ captcha_key: captchaKey, tiago2_cap_token: '' });
  }, [captchaKey, generation]);

  useEffect(() => {
    const slot = slotRef.current;
    if (!slot || !captchaKey || !siteKey || !widgetReady) return undefined;
    const element: CapElement = createCapElement(capEndpoint(getPortalConfig().apiBase, siteKey));
    labelled(element);
    const reportToken = (token: string) => report({ captcha_key: captchaKey, tiago2_cap_token: token });
    const onSolve = (event: Event) => reportToken((event as CapSolveEvent).detail?.token ?? '');
    const onUnsolved = () => {
      reportToken('');
      settle(null);
    };
    element.addEventListener('solve', onSolve);
    element.addEventListener('reset', onUnsolved);
    element.addEventListener('error', onUnsolved);
    slot.appendChild(element);
    elementRef.current = element;
    if (solveOnMount.current) {
      solveOnMount.current = false;
      element.solve?.().catch(onUnsolved);
    }
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

  const failure = key.status === 'failed' ? key : widgetCode.status === 'failed' ? widgetCode : null;
  const loading = started && !failure && (!captchaKey || !widgetReady);

  function retry() {
    if (widgetCode.status === 'failed') widgetCode.retry();
    if (key.status === 'failed') setGeneration((value) => value + 1);
  }

  return (
    <CaptchaFrame
      ref={intentAnchor}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
    >
      <CaptchaLabel id={labelId}>{t('captcha.label')}</CaptchaLabel>
      {started ? null : (
        <CaptchaPlaceholder>
          <Text as="span" size="sm" tone="muted">
            {t('captcha.waitingForForm')}
          </Text>
        </CaptchaPlaceholder>
      )}
      {failure ? (
        <CaptchaPlaceholder $tone="error">
          <Text as="span" size="sm" tone="error">
            {t('captcha.loadFailed')} {describeError(failure.error)}
          </Text>
          <Button size="sm" variant="secondary" onClick={retry}>
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
      <WidgetSlot ref={slotRef} hidden={!started || loading || Boolean(failure)} $invalid={Boolean(error)} />
      {error ? (
        <Text id={errorId} size="xs" tone="error">
          {error}
        </Text>
      ) : null}
    </CaptchaFrame>
  );
}
