/** /saas/basic/timeLimit/global: the company's hours per lifecycle stage and the warning share. */
import { EntitySettingsScreen } from '@/components/ui/entity-screen/settings-screen';
import type { EntityField } from '@/components/ui/entity-screen/types';
import { globalTimeLimitBody } from '@/domain/time-limits';
import { globalTimeLimitQuery, saveGlobalTimeLimit } from '../api/time-limit-global';
import { stageFields } from './stage-fields';

const FIELDS: EntityField[] = [
  ...stageFields(),
  { key: 'warning_percent', labelKey: 'rules.timeLimit.warningPercent', kind: 'number', required: true, min: 1, max: 100, helpKey: 'rules.timeLimit.warningHelp' },
];

export function TimeLimitGlobalScreen() {
  return (
    <EntitySettingsScreen
      testId="rules-time-global"
      titleKey="routes.saasBasicTimeLimitGlobal"
      fields={FIELDS}
      schema={globalTimeLimitBody}
      query={globalTimeLimitQuery}
      save={saveGlobalTimeLimit}
    />
  );
}
