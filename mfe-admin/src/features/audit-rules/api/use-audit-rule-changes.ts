// Adding, editing, switching and removing audit rules (admin); nodes read them from func/detect_rules.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

type RuleBody = Parameters<typeof api.adminAuditRuleCreate>[0]['body'];
type RuleChange = Parameters<typeof api.adminAuditRuleUpdate>[0]['body'];

export type AuditRuleChange =
  | { kind: 'create'; body: RuleBody }
  | { kind: 'update'; id: number; body: RuleChange }
  | { kind: 'delete'; id: number };

export function useAuditRuleChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: AuditRuleChange) => {
      if (change.kind === 'create') await api.adminAuditRuleCreate({ body: change.body });
      else if (change.kind === 'update')
        await api.adminAuditRuleUpdate({ params: { rule_id: change.id }, body: change.body });
      else await api.adminAuditRuleDelete({ params: { rule_id: change.id } });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.auditRules() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
