'use client';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { asApiError } from '@/lib/api-client/errors';
import { addOpsNote } from '@/lib/api-client/ops-inbox';

/** Adds a note about the member or the persona. */
export function NoteForm({ subjectType, subjectId }: { subjectType: 'member' | 'persona'; subjectId: string }) {
  const router = useRouter();
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      await addOpsNote({ subject_type: subjectType, subject_id: subjectId, body });
      setBody('');
      router.refresh();
    } catch (caught) {
      setError(`The note was not saved (${asApiError(caught).code.replaceAll('_', ' ')}).`);
    }
  };
  return (
    <form onSubmit={submit} className="mt-2">
      <label htmlFor={id} className="form-label small">
        New note about the {subjectType}
      </label>
      <div className="input-group input-group-sm">
        <input
          id={id}
          className="form-control"
          value={body}
          onChange={(e) => setBody(e.target.value)}
          maxLength={2000}
        />
        <button type="submit" className="btn btn-outline-primary" disabled={body.trim() === ''}>
          Add note
        </button>
      </div>
      {error ? (
        <div className="text-danger small" role="alert">
          {error}
        </div>
      ) : null}
    </form>
  );
}
