import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PersonaForm } from '@/components/ops/personas/persona-form';
import { PersonaPhotos } from '@/components/ops/personas/persona-photos';
import { listInterests } from '@/lib/server/catalogue/list-interests';
import { personaParams } from '@/lib/schemas/ops/personas';
import { getPersona } from '@/lib/server/ops/personas/list-personas';
import { personaSites } from '@/lib/server/ops/personas/persona-sites';
import { requireOperator } from '@/lib/server/ops/page-session';

export const metadata: Metadata = { title: 'Persona' };

export default async function PersonaPage({ params }: { params: Promise<{ id: string }> }) {
  const operator = await requireOperator('personas');
  const parsed = personaParams.safeParse(await params);
  if (!parsed.success) notFound();
  const [{ persona }, sites, interests] = await Promise.all([
    getPersona(operator, parsed.data.id).catch(() => notFound()),
    personaSites(operator),
    listInterests('en'),
  ]);
  const p = persona.profile;
  return (
    <section aria-labelledby="persona-title">
      <h1 id="persona-title" className="h3">
        {persona.label}
      </h1>
      <PersonaForm
        sites={sites}
        interests={interests.map((i) => ({ key: i.key, name: i.name }))}
        initial={{
          id: persona.id,
          label: persona.label,
          name: p?.name ?? '',
          gender: p?.gender === 'male' ? 'male' : 'female',
          birth_date: p?.birth_date ?? '1990-01-01',
          country: p?.country ?? undefined,
          region: p?.region ?? undefined,
          tagline: p?.tagline ?? '',
          texts: persona.texts,
          avatar: persona.avatar ?? 0,
          interests: p?.interests ?? [],
          site_ids: persona.sites.map((s) => s.site_id),
          status: persona.status === 'paused' ? 'paused' : 'active',
          notes: persona.notes,
        }}
      />
      {operator.role === 'admin' ? <PersonaPhotos personaId={persona.id} photos={persona.photos} /> : null}
    </section>
  );
}
