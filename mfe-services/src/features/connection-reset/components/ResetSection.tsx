// A secret with a Reset button: confirmation first (the old value stops working at once), then the
// new value in a success message the customer can copy.
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, ConfirmDialog, Heading, Text, describeError, toast, useT } from '@portal/shared';

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

export interface ResetSectionProps {
  id: string;
  title: string;
  intro: string;
  /** The current value(s), or a loading/error state. */
  current: ReactNode;
  resetLabel: string;
  confirmTitle: string;
  confirmBody: string;
  successTitle: string;
  /** Performs the reset and resolves to what to show as the new value. */
  onReset(): Promise<ReactNode>;
}

export function ResetSection(props: ResetSectionProps) {
  const { t } = useT('services');
  const [confirming, setConfirming] = useState(false);
  const [fresh, setFresh] = useState<ReactNode>(null);

  async function reset() {
    try {
      setFresh(await props.onReset());
    } catch (error) {
      toast({ tone: 'error', title: t('reset.failed'), description: describeError(error) });
      throw error;
    }
  }

  return (
    <Root as="section" aria-labelledby={props.id}>
      <Heading level={2} id={props.id}>
        {props.title}
      </Heading>
      <Text size="sm" tone="muted">
        {props.intro}
      </Text>
      {fresh ? (
        <Alert tone="success" title={props.successTitle}>
          {fresh}
        </Alert>
      ) : (
        props.current
      )}
      <div>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {props.resetLabel}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title={props.confirmTitle}
        description={props.confirmBody}
        confirmLabel={props.resetLabel}
        onConfirm={reset}
      />
    </Root>
  );
}
