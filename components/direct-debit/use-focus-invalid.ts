'use client';
import { useEffect, type RefObject } from 'react';

/**
 * After a refusal the keyboard lands on the first field marked invalid, once React has drawn the marks (an
 * animation frame can come before that render, which left the focus on the page's body).
 */
export function useFocusInvalid(form: RefObject<HTMLFormElement | null>, fields: Record<string, string>): void {
  useEffect(() => {
    if (Object.keys(fields).length > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, fields]);
}
