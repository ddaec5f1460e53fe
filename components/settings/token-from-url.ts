'use client';
import { useSearchParams } from 'next/navigation';

/** The `token` of a mailed link, read in the browser so the page around it stays static (and never logs the token). */
export function useTokenFromUrl(): string {
  return useSearchParams().get('token') ?? '';
}
