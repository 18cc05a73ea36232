/** 现场任务 composed across areas: the field's task cards, each with the abnormal area's 异常上报 (offline through the outbox). */
import { FieldReportButton } from '@/features/abnormal/components/field-report-button';
import { TasksScreen } from '@/features/field/components/tasks-screen';

export function FieldTasksScreen() {
  return <TasksScreen taskExtra={(o) => <FieldReportButton orderNo={o.orderNo} packages={o.data.package} />} />;
}
