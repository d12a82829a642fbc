import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showToast } from '#web/components/toast.tsx';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { useApplyTask, useTasks, type PromotionTask } from '../api/promotions';
import { useFormats } from '../hooks/use-formats';

function TaskCard({ task }: { task: PromotionTask }) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormats();
  const apply = useApplyTask();
  const c = task.reward.currency;
  const tone = task.status === 'IN_PROGRESS' ? 'blue' : task.status === 'COMPLETED' ? 'teal' : 'gray';
  const percent = Math.min(100, Math.floor((task.progress * 100) / task.goal));
  const progress = task.unit === 'ROUNDS' ? t('promo.tasks.rounds', { progress: task.progress, goal: task.goal }) : t('promo.tasks.turnover', { progress: money(task.progress, c), goal: money(task.goal, c) });
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={task.title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text fw={700}>{task.title}</Text>
          <Badge variant="light" color={tone} c="gray.9" style={{ flexShrink: 0 }}>
            {t(`promo.tasks.status.${task.status}`)}
          </Badge>
        </Group>
        <Text size="sm">{task.description}</Text>
        <Progress value={percent} size="md" radius="xl" aria-label={`${task.title} ${progress}`} />
        <Text size="sm">{progress}</Text>
        <Text size="xs" c="dimmed">
          {t('promo.tasks.reward', { amount: money(task.reward.amount, c), multiple: task.reward.wageringMultiple })} · {t('promo.tasks.until', { date: dateTime(task.periodEnd) })}
        </Text>
        {task.status === 'COMPLETED' ? (
          <Button
            size="sm"
            loading={apply.isPending}
            aria-label={t('promo.tasks.claimFor', { title: task.title })}
            onClick={() =>
              // The outcome from the promise: a claimed task can leave the list (and this card) before mutate's callbacks would run.
              apply.mutateAsync(task.taskId).then(
                () => showToast(t('promo.tasks.done', { amount: money(task.reward.amount, c) }), 'success'),
                (error: unknown) => showToast(errorMessage(error, t), 'error'),
              )
            }
          >
            {t('promo.tasks.claim')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Missions of the day and the week, progress from the player's real-money play (checkDisplay says whether to show them). */
export function Tasks() {
  const { t } = useTranslation();
  const tasks = useTasks().data;
  if (!tasks?.display || tasks.tasks.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="tasks-title">
      <Title order={2} size="h3" id="tasks-title">
        {t('promo.tasks.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {tasks.tasks.map((task) => (
          <TaskCard key={task.taskId} task={task} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
