import { Container, Stack, Title } from '@mantine/core';

/** The frame of a page: a container and its h1. Content comes from the page's own issue. */
export function PageFrame({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
