import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec §4: the five push states. `unknown` until the browser was asked (on the server and at hydration). */
export type PushStatus = 'unknown' | 'not_capable' | 'capable_not_subscribed' | 'subscribed' | 'denied';

/** What the page knows of this device's subscription (spec §3 "Push: isCapable, isSubscribed, lastMessage; subscription object"). */
export type PushSubscriptionState = { endpoint: string } | null;

/** The last push a page of this tab heard of from the worker (NEW_PUSH_MESSAGE). */
export type PushMessage = { checkUrl: string; kind: string | null; at: number } | null;

export type PushState = {
  status: PushStatus;
  subscription: PushSubscriptionState;
  lastMessage: PushMessage;
  /** The push alert is wanted: a meaningful action happened (a message sent, a like, a match) on this page load. */
  alertWanted: boolean;
  /** The member dismissed the alert on this device (the server keeps it for every device as well). */
  dismissedLocally: boolean;
};

const initialState: PushState = {
  status: 'unknown',
  subscription: null,
  lastMessage: null,
  alertWanted: false,
  dismissedLocally: false,
};

export const pushSlice = createSlice({
  name: 'push',
  initialState,
  reducers: {
    pushStatusFound: (state, action: PayloadAction<{ status: PushStatus; subscription?: PushSubscriptionState }>) => {
      state.status = action.payload.status;
      state.subscription = action.payload.status === 'subscribed' ? (action.payload.subscription ?? null) : null;
    },
    pushMessageHeard: (state, action: PayloadAction<{ checkUrl: string; kind: string | null; at: number }>) => {
      state.lastMessage = action.payload;
    },
    meaningfulActionDone: (state) => {
      state.alertWanted = true;
    },
    pushAlertDismissed: (state) => {
      state.alertWanted = false;
      state.dismissedLocally = true;
    },
    pushAlertRestored: (state, action: PayloadAction<boolean>) => {
      state.dismissedLocally = action.payload;
    },
  },
  selectors: {
    selectPush: (state) => state,
    selectPushSubscribed: (state) => state.status === 'subscribed',
  },
});

export const { pushStatusFound, pushMessageHeard, meaningfulActionDone, pushAlertDismissed, pushAlertRestored } =
  pushSlice.actions;
export const { selectPush, selectPushSubscribed } = pushSlice.selectors;
