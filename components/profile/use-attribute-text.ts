'use client';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { AttributeField } from '@/lib/schemas/profile';

/** Labels of the profile attributes and their values (messages, namespace Attributes). */
export function useAttributeText() {
  const t = useTranslations('Attributes');
  // Field and value come in as data, so the typed key union cannot follow them; every pair exists in en.json.
  const translate = t as unknown as (key: string) => string;
  const label = useCallback((field: AttributeField) => translate(`${field}.label`), [translate]);
  const value = useCallback((field: AttributeField, v: string) => translate(`${field}.${v}`), [translate]);
  return { label, value, notSet: t('notSet') };
}
