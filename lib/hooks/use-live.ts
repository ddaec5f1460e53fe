'use client';
import { useContext } from 'react';
import { LiveStatusContext } from '@/lib/client/live-events';

/** Whether the tab's live stream is open (the conversation stops polling; push can tell the member it is live). */
export function useLiveConnected(): boolean {
  return useContext(LiveStatusContext);
}
