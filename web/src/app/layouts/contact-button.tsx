import { Indicator, UnstyledButton } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChatIcon } from '../../components/icons';
import { openLiveSupport } from '../../components/live-support';
import { useChatUnread } from '../../api/chat';
import classes from './site-layout.module.css';

const DRAG_THRESHOLD_PX = 6;
const BUTTON_SIZE = 56;
const EDGE = 8;

/**
 * The floating contact (customer service) button. It opens /contact and the chat; on mobile it can be
 * dragged out of the way (a drag is not a click). A badge counts the support desk's messages the
 * player has not read (api/chat, kept live by the `chat` push).
 */
export function ContactButton({ draggable }: { draggable: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ startX: number; startY: number; originX: number; originY: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const unread = useChatUnread();

  const clamp = (x: number, y: number, rect: DOMRect) => ({
    x: Math.min(Math.max(x, offset.x - (rect.left - EDGE)), offset.x + (window.innerWidth - rect.right - EDGE)),
    y: Math.min(Math.max(y, offset.y - (rect.top - EDGE)), offset.y + (window.innerHeight - rect.bottom - EDGE)),
  });

  return (
    <UnstyledButton
      className={classes.contactButton}
      data-draggable={draggable || undefined}
      style={{ transform: `translate(${offset.x}px, ${offset.y}px)`, width: BUTTON_SIZE, height: BUTTON_SIZE }}
      aria-label={unread > 0 ? t('contact.floatingButtonUnread', { count: unread }) : t('contact.floatingButton')}
      onPointerDown={(event) => {
        if (!draggable) return;
        drag.current = { startX: event.clientX, startY: event.clientY, originX: offset.x, originY: offset.y, moved: false };
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        const state = drag.current;
        if (!state) return;
        const dx = event.clientX - state.startX;
        const dy = event.clientY - state.startY;
        if (!state.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
        state.moved = true;
        setOffset(clamp(state.originX + dx, state.originY + dy, event.currentTarget.getBoundingClientRect()));
      }}
      onPointerUp={() => {
        suppressClick.current = drag.current?.moved ?? false;
        drag.current = null;
      }}
      onPointerCancel={() => {
        drag.current = null;
      }}
      onClick={() => {
        if (suppressClick.current) {
          suppressClick.current = false;
          return;
        }
        openLiveSupport(navigate);
      }}
    >
      <Indicator label={unread > 9 ? '9+' : unread} disabled={unread === 0} size={20} color="red.9" offset={2} aria-hidden={unread === 0 || undefined}>
        <ChatIcon />
      </Indicator>
    </UnstyledButton>
  );
}
