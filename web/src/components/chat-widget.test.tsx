import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n/i18n';
import { closeDialog } from '../lib/dialogs/dialog-flags';
import { render } from '../testing/render';
import { ChatWidget } from './chat-widget';
import { openChat } from './live-support';

const show = () => render(<ChatWidget />, { language: 'en-US' });

function say(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('ChatWidget', () => {
  beforeEach(() => closeDialog('chat-widget'));

  it('opens from its flag with a greeting', async () => {
    show();
    expect(screen.queryByRole('dialog', { name: 'Live support' })).toBeNull();
    act(() => openChat());
    const log = await screen.findByRole('log', { name: 'Conversation' });
    expect(log).toHaveTextContent(i18n.t('chat.greeting'));
  });

  it('shows what the player sends and says once that an agent will reply', async () => {
    show();
    act(() => openChat());
    const log = await screen.findByRole('log', { name: 'Conversation' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    say('出金について教えてください');
    say('Still there?');
    expect(within(log).getByText('出金について教えてください')).toBeInTheDocument();
    expect(within(log).getByText('Still there?')).toBeInTheDocument();
    expect(within(log).getAllByText(i18n.t('chat.autoReply'))).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });
});
