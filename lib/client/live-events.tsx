'use client';
import { createContext, useEffect, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { CHATS_KEY } from '@/lib/hooks/use-chats';
import { conversationKey } from '@/lib/hooks/use-conversation';
import { LIKES_KEY } from '@/lib/hooks/use-likes';
import { USER_KEY, useUser } from '@/lib/hooks/use-user';
import type { LiveMessage } from '@/lib/schemas/events';
import { LiveSource } from './live-source';

/** Whether this tab's live stream is open: polling slows or stops while it is (read with useLiveConnected). */
export const LiveStatusContext = createContext(false);

const EVERY_CHAT = (key: unknown) => typeof key === 'string' && key.startsWith(CHATS_KEY);

/**
 * The signed-in member's one live stream per tab (`GET /api/events`). Each event is a hint: the SWR keys it
 * names are re-fetched, the database being the truth. After a reconnect, or when the server says the tab is
 * too far behind (`reset`), everything the member sees is re-fetched.
 */
export function LiveEvents({ children }: { children: ReactNode }) {
  const { mutate } = useSWRConfig();
  const { user } = useUser();
  const signedIn = user?.loggedIn === true;
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    const everything = () => {
      void mutate(EVERY_CHAT);
      void mutate(USER_KEY);
      void mutate(LIKES_KEY);
    };
    const onMessage = (message: LiveMessage) => {
      switch (message.kind) {
        case 'message':
          void mutate(CHATS_KEY);
          if (message.ref) void mutate(conversationKey(message.ref));
          return;
        case 'read':
          if (message.ref) void mutate(conversationKey(message.ref));
          return;
        case 'like':
        case 'match':
          void mutate(LIKES_KEY);
          return;
        case 'credits':
          void mutate(USER_KEY);
          return;
        case 'reset':
          everything();
          return;
        default:
          return;
      }
    };
    const source = new LiveSource('/api/events', {
      onMessage,
      onState: (open, resumed) => {
        setConnected(open);
        // Whatever happened while the stream was down is in the tables.
        if (resumed) everything();
      },
    });
    source.start();
    return () => {
      source.stop();
      setConnected(false);
    };
  }, [signedIn, mutate]);

  return <LiveStatusContext.Provider value={connected}>{children}</LiveStatusContext.Provider>;
}
