import { Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '#web/api/player.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { formatDate } from '#web/lib/format/format.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { useKycInfo, type IdDocument, type KycInfo } from '../api/identity';
import { DocumentUpload } from './document-upload';

// Shades with white text at 4.5:1 or more (Mantine's green and orange have none; teal does).
const COLOURS = { NONE: 'gray.7', PENDING: 'blue.9', APPROVED: 'teal.9', REJECTED: 'red.9' } as const;

/** The overall status, what it means, and a way to look again (the review happens elsewhere). */
function StatusCard({ kyc, checking, onCheck }: { kyc: KycInfo; checking: boolean; onCheck: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" role="status" aria-label={t('identity.statusTitle')} style={{ borderLeft: `4px solid var(--mantine-color-${COLOURS[kyc.kycStatus].replace('.', '-')})` }}>
      <Stack gap="xs">
        <Group gap="xs">
          <Text fw={700}>{t('identity.statusTitle')}</Text>
          <Badge color={COLOURS[kyc.kycStatus]}>{t(`identity.status.${kyc.kycStatus}`)}</Badge>
        </Group>
        <Text size="sm">{t(`identity.statusHint.${kyc.kycStatus}`)}</Text>
        {kyc.kycStatus === 'PENDING' ? (
          <div>
            <Button variant="default" size="xs" onClick={onCheck} loading={checking}>
              {t('identity.check')}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Every document sent, newest first, with its review and, for a rejection, the reason in the player's language. */
function DocumentList({ documents }: { documents: IdDocument[] }) {
  const { t } = useTranslation();
  const timeZone = usePlayer()?.timeZone;
  const locale = currentLanguage();
  if (documents.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="identity-documents">
      <Title order={2} size="h4" id="identity-documents" mb="sm">
        {t('identity.documents')}
      </Title>
      <Table.ScrollContainer minWidth={480} type="native" tabIndex={0} role="region" aria-label={t('identity.documentsScroll')}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('identity.documentType')}</Table.Th>
              <Table.Th>{t('identity.uploadedAt')}</Table.Th>
              <Table.Th>{t('identity.review')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {documents.map((doc) => (
              <Table.Tr key={doc.id}>
                <Table.Td>
                  {t(`identity.types.${doc.documentType}`)} · {t(`identity.sides.${doc.side}`)}
                </Table.Td>
                <Table.Td>{formatDate(doc.uploadedAt, { locale, timeZone, withTime: true })}</Table.Td>
                <Table.Td>
                  <Stack gap={4}>
                    <Badge color={COLOURS[doc.status]}>
                      {t(`identity.status.${doc.status}`)}
                    </Badge>
                    {doc.rejectReason ? (
                      <Text size="sm" c="red.9">
                        {doc.rejectReason}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** /account/verification: the identity check's status, the upload (until verified), and the documents sent. */
export function Component() {
  const { t } = useTranslation();
  const kyc = useKycInfo();
  return (
    <PageFrame title={t('pages.identity')}>
      {kyc.data ? (
        <>
          <StatusCard kyc={kyc.data} checking={kyc.isFetching} onCheck={() => void kyc.refetch()} />
          {kyc.data.kycStatus === 'APPROVED' ? null : <DocumentUpload />}
          <DocumentList documents={kyc.data.documents} />
        </>
      ) : kyc.isError ? (
        <Text role="alert">{t('identity.loadFailed')}</Text>
      ) : (
        <Stack gap="md" aria-hidden="true">
          <Skeleton height={110} radius="md" />
          <Skeleton height={360} radius="md" />
        </Stack>
      )}
    </PageFrame>
  );
}
