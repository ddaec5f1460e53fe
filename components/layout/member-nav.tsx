'use client';
import dynamic from 'next/dynamic';
import { useAuthHint } from './use-auth-hint';

// The member links, their API client and polling load only where a member is logged in: a visitor's page (every
// cached public page) neither downloads nor runs them (issue 12).
const NavAccount = dynamic(() => import('./nav-account').then((m) => m.NavAccountIsland), { ssr: false });
const TabBar = dynamic(() => import('./tab-bar').then((m) => m.TabBarIsland), { ssr: false });

/** The logged-in part of the top navigation, for browsers with the login hint. */
export function MemberNav() {
  return useAuthHint() ? <NavAccount /> : null;
}

/** The phones' tab bar at the end of the page, for browsers with the login hint. */
export function MemberTabBar() {
  return useAuthHint() ? <TabBar /> : null;
}
