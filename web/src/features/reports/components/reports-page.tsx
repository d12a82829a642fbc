import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '#web/api/player.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { formatDate } from '#web/lib/format/format.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { inReadingOrder, REPORT_TYPES, useAcknowledgeReport, useReportStatuses, type ReportStatus } from '../api/reports';
import { ChangeError } from '#web/components/change-error.tsx';

function ReportCard({ report }: { report: ReportStatus }) {
  const { t } = useTranslation();
  const timeZone = usePlayer()?.timeZone;
  const acknowledge = useAcknowledgeReport();
  const titleId = `report-${report.reportType}`;
  const busy = acknowledge.isPending && acknowledge.variables === report.reportType;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h5" id={titleId}>
            {t(`reports.types.${report.reportType}.title`)}
          </Title>
          {report.acknowledged ? (
            <Badge color="teal.9">
              {t('reports.acknowledged')}
            </Badge>
          ) : (
            <Badge color="red.9">{t('reports.pending')}</Badge>
          )}
        </Group>
        <Text size="sm">{t(`reports.types.${report.reportType}.body`)}</Text>
        {report.acknowledged && report.acknowledgedAt ? (
          <Text size="sm" c="dimmed">
            {t('reports.acknowledgedAt', { date: formatDate(report.acknowledgedAt, { locale: currentLanguage(), timeZone, withTime: true }) })}
          </Text>
        ) : (
          <Group>
            <Button onClick={() => acknowledge.mutate(report.reportType)} loading={busy} aria-describedby={titleId}>
              {t('reports.acknowledge')}
            </Button>
          </Group>
        )}
        <ChangeError change={acknowledge} />
      </Stack>
    </Paper>
  );
}

/** /account/reports: the reports and notices to acknowledge first, then those acknowledged, with their date. */
export function Component() {
  const { t } = useTranslation();
  const statuses = useReportStatuses();
  const loaded = statuses.every((query) => query.data);
  const failed = statuses.some((query) => query.isError);
  const reports = loaded ? inReadingOrder(statuses.map((query) => query.data!)) : [];
  const pending = reports.filter((report) => !report.acknowledged).length;
  return (
    <PageFrame title={t('pages.reports')}>
      {failed ? (
        <Text role="alert">{t('reports.loadFailed')}</Text>
      ) : loaded ? (
        <>
          <Text role="status">{pending > 0 ? t('reports.pendingCount', { count: pending }) : t('reports.allDone')}</Text>
          {reports.map((report) => (
            <ReportCard key={report.reportType} report={report} />
          ))}
        </>
      ) : (
        <Stack gap="md" aria-hidden="true">
          <Skeleton height={24} width={240} />
          {REPORT_TYPES.map((type) => (
            <Skeleton key={type} height={132} radius="md" />
          ))}
        </Stack>
      )}
    </PageFrame>
  );
}
