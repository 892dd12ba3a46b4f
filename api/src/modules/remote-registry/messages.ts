// The sentences a publish or rollback answers with (what the CLI prints).
import type { RegistryTransition } from '@portal/shared/contract/remote-registry';

export function publishRollbackMessage({ remote, previous, version, event }: RegistryTransition): string {
  const verb = event.action === 'publish' ? 'Published' : 'Rolled back';
  return `${verb} ${remote}: ${previous ?? '(none)'} -> ${version}${event.forced ? ' (forced)' : ''}`;
}
