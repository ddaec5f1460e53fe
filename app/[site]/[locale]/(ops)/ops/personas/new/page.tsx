import type { Metadata } from 'next';
import { PersonaForm } from '@/components/ops/personas/persona-form';
import { listInterests } from '@/lib/server/catalogue/list-interests';
import { personaSites } from '@/lib/server/ops/personas/persona-sites';
import { requireOperator } from '@/lib/server/ops/page-session';

export const metadata: Metadata = { title: 'New persona' };

export default async function NewPersonaPage() {
  const operator = await requireOperator('personas');
  const [sites, interests] = await Promise.all([personaSites(operator), listInterests('en')]);
  return (
    <section aria-labelledby="new-persona-title">
      <h1 id="new-persona-title" className="h3">
        New persona
      </h1>
      <PersonaForm
        interests={interests.map((i) => ({ key: i.key, name: i.name }))}
        sites={sites}
        initial={{
          label: '',
          name: '',
          gender: 'female',
          birth_date: '1990-01-01',
          texts: {},
          site_ids: [],
          avatar: 0,
        }}
      />
    </section>
  );
}
